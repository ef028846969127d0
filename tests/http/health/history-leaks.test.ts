import { randomBytes } from "node:crypto";
import { Writable } from "node:stream";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { HealthKeyring } from "../../../app/env.server";
import { outbox } from "../../../app/db/schema";
import { createLogger } from "../../../app/lib/logger.server";
import {
  historyQuestions,
  type HistoryAnswer,
  type HistoryQuestionId,
} from "../../../app/lib/medical-history";
import type { ServiceContext, StaffContext } from "../../../app/services/context.server";
import { fhirQuestionnaireResponse } from "../../../app/services/health/fhir.server";
import { historyStatusByToken } from "../../../app/services/health/patient-view.server";
import { reencryptHistories } from "../../../app/services/health/rekey.server";
import { purgeExpiredHistories } from "../../../app/services/health/retention.server";
import { historyFlagsFor, historyForStaff } from "../../../app/services/health/staff-views.server";
import { submitHistory } from "../../../app/services/health/submit.server";
import { exportPerson, searchPerson } from "../../../app/services/patients/gdpr.server";
import { at, testContext } from "../../support/context";
import {
  createTestDatabase,
  everythingStored,
  testBackends,
  type TestDatabase,
} from "../../support/database";
import { healthStaff, historyToken } from "../../support/health";
import { paidConsultation } from "../../support/plans";

const NOW = new Date("2027-02-20T10:00:00Z");
/** Every free-text field carries this, with its own number: nothing may ever show it but the patient's and staff's views. */
const MARKER = "qxzmarker";

/** Every question answered yes with a marked detail, follow-ups too, and marked medicines. */
function markedInput(name: string) {
  const answers: Partial<Record<HistoryQuestionId, HistoryAnswer>> = {};
  for (const [i, question] of historyQuestions.entries())
    answers[question.id] = {
      answer: "yes",
      ...(question.hasDetail ? { detail: `${MARKER}${i} Schilddrüse` } : {}),
    };
  return {
    answers,
    medicines: [
      { name: `Apixaban ${MARKER}m1`, dose: `${MARKER}d1 5 mg` },
      { name: `Alendronsäure ${MARKER}m2`, dose: `${MARKER}d2 wöchentlich` },
    ],
    confirmedName: name,
  };
}

describe.each(testBackends())("health data never in logs, emails or analytics on %s", (backend) => {
  let database: TestDatabase;
  const lines: string[] = [];
  let ctx: ServiceContext;
  let staff: StaffContext;
  beforeAll(async () => {
    database = await createTestDatabase(backend);
    const log = createLogger({
      destination: new Writable({
        write: (chunk, _encoding, done) => void (lines.push(String(chunk)), done()),
      }),
      level: "trace",
    });
    ctx = testContext(database, { now: NOW, log });
    staff = { ...(await healthStaff(ctx)), log };
  });
  afterAll(async () => database?.dispose());

  it("submits, shows, flags, exports, rotates and purges a marked history, and the logs, the outbox and every other table hold no marker", async () => {
    const booking = await paidConsultation(ctx, { name: "Ruth Baker", email: "ruth@example.co.uk" });
    const token = await historyToken(ctx, { bookingId: booking.id });
    await submitHistory(ctx, token, markedInput("Ruth Baker"));
    await submitHistory(ctx, token, markedInput("ruth baker"));
    // Refusals too: a wrong name, an incomplete form, a closed link.
    await expect(submitHistory(ctx, token, markedInput("Someone Else"))).rejects.toThrow();
    await expect(
      submitHistory(ctx, token, {
        ...markedInput("Ruth Baker"),
        answers: { smoking: { answer: "yes", detail: `${MARKER}x` } },
      }),
    ).rejects.toThrow();
    await expect(
      submitHistory(at(ctx, new Date("2027-03-05T10:00:00Z")), token, markedInput("Ruth Baker")),
    ).rejects.toThrow();

    expect(JSON.stringify(await historyStatusByToken(ctx, token))).toContain(MARKER);
    const seen = await historyForStaff(staff, "ruth@example.co.uk");
    expect(seen.status === "filled" && seen.flags.map((f) => f.code)).toContain("anticoagulant");
    expect(JSON.stringify(await historyFlagsFor(staff, ["ruth@example.co.uk"], "day-sheet"))).toContain(
      `${MARKER}m1`,
    );
    expect(JSON.stringify(await fhirQuestionnaireResponse(staff, "ruth@example.co.uk"))).toContain(MARKER);
    expect(await exportPerson(staff, "ruth@example.co.uk")).toContain(MARKER);
    await searchPerson(staff, "ruth@example.co.uk");

    const rotated = new HealthKeyring([
      ["b", randomBytes(32)],
      ["dev", ctx.settings.healthKeys.key("dev")!],
    ]);
    await reencryptHistories({ ...ctx, settings: { ...ctx.settings, healthKeys: rotated } });
    // A wrong key: its error is logged, by ids alone.
    await expect(historyForStaff(staff, "ruth@example.co.uk")).rejects.toThrow(/its key 'b' is not in/);
    await purgeExpiredHistories(ctx);

    const logged = lines.join("").toLowerCase();
    expect(logged).toContain("medical history submitted");
    expect(logged).toContain("could not be decrypted");
    for (const secret of [
      MARKER,
      "schilddrüse",
      "apixaban",
      "alendron",
      "wöchentlich",
      "ruth baker",
      "anticoagulant",
    ])
      expect(logged).not.toContain(secret);
    const emails = JSON.stringify(await database.db.select().from(outbox)).toLowerCase();
    expect(emails).not.toContain(MARKER);
    // Every row of every table (outbox, audit log, analytics, the versions' ciphertext…), as text.
    const stored = (await everythingStored(database)).toLowerCase();
    for (const secret of [MARKER, "schilddrüse", "apixaban", "alendron", "anticoagulant", "antiresorptive"])
      expect(stored).not.toContain(secret);
  });
});
