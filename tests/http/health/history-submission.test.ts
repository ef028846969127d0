import { Writable } from "node:stream";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { consultationBookings, planDeposits, treatmentPlanVersions } from "../../../app/db/schema";
import { HealthKeyring } from "../../../app/env.server";
import { createLogger } from "../../../app/lib/logger.server";
import { medicalHistorySchema } from "../../../app/lib/schemas/medical-history";
import type { ServiceContext, StaffContext } from "../../../app/services/context.server";
import { HealthDataKeyError, HealthError } from "../../../app/services/health/errors.server";
import { historyByToken } from "../../../app/services/health/links.server";
import { historyStatusByToken } from "../../../app/services/health/patient-view.server";
import { historyForStaff } from "../../../app/services/health/staff-views.server";
import { submitHistory } from "../../../app/services/health/submit.server";
import { at, testContext } from "../../support/context";
import { createTestDatabase, testBackends, truncateAll, type TestDatabase } from "../../support/database";
import {
  germanInput,
  germanPatient,
  healthStaff,
  historyInput,
  historyToken,
  storedVersions,
} from "../../support/health";
import { paidConsultation, planStaff, sentImplantPlan } from "../../support/plans";

const NOW = new Date("2027-02-20T10:00:00Z");
const SETTINGS = { siteUrl: "https://www.clinic.test" };

/** The refusal a promise ends with. */
const refusal = (promise: Promise<unknown>) =>
  promise.then(
    () => {
      throw new Error("it was not refused");
    },
    (error: unknown) => error as HealthError,
  );

describe.each(testBackends())("a patient's medical history on %s", (backend) => {
  let database: TestDatabase;
  let ctx: ServiceContext;
  let staff: StaffContext;
  beforeAll(async () => {
    database = await createTestDatabase(backend);
  });
  afterAll(async () => database?.dispose());
  beforeEach(async () => {
    await truncateAll(database);
    ctx = testContext(database, { settings: SETTINGS, now: NOW });
    staff = await healthStaff(ctx);
  });

  const germanBooking = async () => {
    const booking = await paidConsultation(ctx, { ...germanPatient, language: "de" });
    return { booking, token: await historyToken(ctx, { bookingId: booking.id }) };
  };

  it("opens from a booking's link in the booking's language, and says nothing is filled in yet", async () => {
    const { booking, token } = await germanBooking();
    expect(token).toMatch(new RegExp(`^b\\.${booking.id}\\.[A-Za-z0-9_-]{22}$`));
    expect(await historyStatusByToken(ctx, token)).toEqual({
      language: "de",
      patientName: germanPatient.name,
      via: "booking",
      filled: false,
      version: null,
      lastSubmittedAt: null,
      changeable: true,
      previous: null,
    });
  });

  it("gives a German patient's answers back exactly: umlauts, ß and free text", async () => {
    const { token } = await germanBooking();
    const sent = await submitHistory(ctx, token, germanInput());
    expect(sent).toEqual({ version: 1, submittedAt: NOW });
    const expected = medicalHistorySchema("de").parse(germanInput());
    const status = await historyStatusByToken(ctx, token);
    expect(status).toMatchObject({ filled: true, version: 1, lastSubmittedAt: NOW, changeable: true });
    expect(status.previous).toEqual(expected);
    expect(status.previous?.answers["general-health"]?.detail).toBe(
      "Schilddrüsenunterfunktion, seit 2019 behandelt",
    );
    expect(status.previous?.answers["allergy-penicillin"]?.detail).toBe(
      "Penicillin-Allergie: Hautausschlag, Atemnot",
    );
    expect(status.previous?.medicines[0]).toEqual({
      name: "L-Thyroxin 75 µg",
      dose: "1× täglich morgens, nüchtern",
    });
    expect(status.previous?.confirmedName).toBe("greta   müller-weiß");
    const seen = await historyForStaff(staff, "  GRETA.Mueller@example.de ");
    expect(seen.status === "filled" && seen.shown).toMatchObject({
      version: 1,
      language: "de",
      answers: expected,
    });
  });

  it("stores no answer, no typed name and no flag in plain text: the table holds ciphertext alone", async () => {
    const { token } = await germanBooking();
    await submitHistory(ctx, token, germanInput());
    const [row, ...others] = await storedVersions(ctx);
    expect(others).toEqual([]);
    expect(row).toMatchObject({ version: 1, key_id: "dev" });
    for (const marker of [
      "Schilddrüsenunterfunktion",
      "Schilddr",
      "Penicillin",
      "Hautausschlag",
      "Atemnot",
      "größtenteils",
      "Thyroxin",
      "Ibuprofen",
      "nüchtern",
      "müller",
      "weiß",
      // Short words in quotes, as JSON writes them: bare, "yes" turns up by chance in about one
      // base64 ciphertext in eight (this test failed once so); a quote is no base64 character.
      '"yes"',
      '"unknown"',
      "anticoagulant",
    ])
      expect(row.row.toLowerCase()).not.toContain(marker.toLowerCase());
    expect(Buffer.from(row.ciphertext, "base64").toString("latin1")).not.toMatch(
      /Penicillin|Schilddr|Thyroxin/,
    );
  });

  it("keeps every version: a second submission is version 2, and version 1 is still there", async () => {
    const { token } = await germanBooking();
    await submitHistory(ctx, token, germanInput());
    const later = new Date("2027-02-25T18:30:00Z");
    const changed = historyInput(germanPatient.name, {
      answers: { pregnant: { answer: "yes", detail: "12. Woche" } },
    });
    expect(await submitHistory(at(ctx, later), token, changed)).toEqual({ version: 2, submittedAt: later });
    expect((await storedVersions(ctx)).map((v) => v.version)).toEqual([1, 2]);
    const seen = await historyForStaff(staff, germanPatient.email);
    if (seen.status !== "filled") throw new Error("not filled");
    expect(seen.versions).toEqual([
      { version: 1, submittedAt: NOW, language: "de" },
      { version: 2, submittedAt: later, language: "de" },
    ]);
    expect(seen.shown.answers.answers.pregnant).toEqual({ answer: "yes", detail: "12. Woche" });
    expect(seen.flags.map((flag) => flag.code)).toEqual(["pregnancy"]);
  });

  it("refuses a name that is not the booking's, saying so in the patient's language", async () => {
    const { token } = await germanBooking();
    const error = await refusal(submitHistory(ctx, token, historyInput("Hans Schmidt")));
    expect(error).toBeInstanceOf(HealthError);
    expect(error).toMatchObject({
      status: 400,
      code: "name",
      fields: { confirmedName: expect.stringContaining("Namen") },
    });
    expect(await storedVersions(ctx)).toEqual([]);
  });

  it("refuses an incomplete history with each question's error, in the patient's language", async () => {
    const { token } = await germanBooking();
    const error = await refusal(
      submitHistory(ctx, token, { answers: {}, confirmedName: germanPatient.name }),
    );
    expect(error).toMatchObject({ status: 400, code: "invalid" });
    expect(error.fields["answers.anticoagulants"]).toBe("Bitte beantworten Sie diese Frage.");
    expect(Object.keys(error.fields)).toHaveLength(30);
  });

  it("refuses a submission through a booking's link once its day is past, or once it is cancelled", async () => {
    const { token } = await germanBooking();
    // The day itself (Budapest) still takes answers; the next does not.
    const onTheDay = at(ctx, new Date("2027-03-01T21:30:00Z"));
    await submitHistory(onTheDay, token, germanInput());
    const dayAfter = at(ctx, new Date("2027-03-01T23:30:00Z"));
    const error = await refusal(submitHistory(dayAfter, token, germanInput()));
    expect(error).toMatchObject({ status: 409, code: "closed" });
    expect(error.message).toBe(
      "Die Klinik hat Ihre Angaben für diesen Besuch bereits; wenn Sie etwas ändern möchten, rufen Sie uns bitte an oder schreiben Sie uns eine E-Mail.",
    );
    expect((await historyStatusByToken(onTheDay, token)).previous).not.toBeNull();
    // An old link, past the visit, says the clinic has the answers and shows none of them.
    expect(await historyStatusByToken(dayAfter, token)).toMatchObject({
      filled: true,
      changeable: false,
      previous: null,
    });

    const other = await paidConsultation(ctx, { email: "sam@example.com", name: "Sam Lee" });
    await database.db
      .update(consultationBookings)
      .set({ status: "cancelled" })
      .where(eq(consultationBookings.id, other.id));
    const cancelled = await refusal(
      submitHistory(ctx, await historyToken(ctx, { bookingId: other.id }), historyInput("Sam Lee")),
    );
    expect(cancelled).toMatchObject({
      code: "closed",
      message: expect.stringMatching(/^This form can no longer/),
    });
    expect((await storedVersions(ctx)).map((v) => v.version)).toEqual([1]);
  });

  it("opens nothing with a forged, altered or malformed token (a 404)", async () => {
    const { booking, token } = await germanBooking();
    const other = await paidConsultation(ctx, { email: "sam@example.com" });
    for (const bad of [
      token.replace(booking.id, other.id),
      `${token.slice(0, -1)}${token.endsWith("A") ? "B" : "A"}`,
      token.replace(/^b\./, "p."),
      token.toUpperCase(),
      "b.not-a-uuid.AAAAAAAAAAAAAAAAAAAAAA",
      "",
    ])
      expect(await refusal(historyByToken(ctx, bad))).toMatchObject({ status: 404, code: "not-found" });
  });

  it("opens the person's one history from a plan's link too, while the plan is open or its deposit paid", async () => {
    const planner = await planStaff(ctx);
    const booking = await paidConsultation(ctx);
    await submitHistory(ctx, await historyToken(ctx, { bookingId: booking.id }), historyInput("Anne Leroy"));
    const plan = await sentImplantPlan(ctx, planner, { email: "ANNE@example.com" }, "2027-04-30");
    const token = await historyToken(ctx, { planId: plan.planId });
    expect(token.startsWith(`p.${plan.planId}.`)).toBe(true);
    expect(await historyStatusByToken(ctx, token)).toMatchObject({
      via: "plan",
      filled: true,
      version: 1,
      changeable: true,
    });
    await submitHistory(ctx, token, historyInput("anne  LEROY"));
    expect((await storedVersions(ctx)).map((v) => v.version)).toEqual([1, 2]);

    const afterValidity = at(ctx, new Date("2027-05-02T10:00:00Z"));
    expect(await refusal(submitHistory(afterValidity, token, historyInput("Anne Leroy")))).toMatchObject({
      code: "closed",
    });
    const [version] = await database.db
      .select()
      .from(treatmentPlanVersions)
      .where(eq(treatmentPlanVersions.planId, plan.planId));
    await database.db.insert(planDeposits).values({
      planId: plan.planId,
      versionId: version.id,
      amountCents: 50_000,
      status: "paid",
      provider: "test",
      sessionId: "cs_test_deposit_health",
      expiresAt: NOW,
      paidAt: NOW,
    });
    expect(await submitHistory(afterValidity, token, historyInput("Anne Leroy"))).toMatchObject({
      version: 3,
    });
  });

  it("fails loudly with a wrong key: HealthDataKeyError, logged by ids alone, never an empty history", async () => {
    const { token } = await germanBooking();
    await submitHistory(ctx, token, germanInput());
    const lines: string[] = [];
    const log = createLogger({
      destination: new Writable({
        write: (chunk, _encoding, done) => void (lines.push(String(chunk)), done()),
      }),
      level: "info",
    });
    const wrong = testContext(database, {
      settings: { ...SETTINGS, healthKeys: new HealthKeyring([["dev", Buffer.alloc(32, 7)]]) },
      now: NOW,
      log,
    });
    await expect(historyStatusByToken(wrong, token)).rejects.toBeInstanceOf(HealthDataKeyError);
    const missing = testContext(database, {
      settings: { ...SETTINGS, healthKeys: new HealthKeyring([["2028", Buffer.alloc(32, 7)]]) },
      now: NOW,
      log,
    });
    await expect(historyForStaff({ ...missing, staff: staff.staff }, germanPatient.email)).rejects.toThrow(
      /version 1: its key 'dev' is not in HEALTH_DATA_KEYS/,
    );
    const logged = lines.join("");
    expect(logged).toContain('"level":50');
    expect(logged).toContain('"keyId":"dev"');
    for (const marker of ["Schilddr", "Penicillin", "Thyroxin", "Müller", "müller"])
      expect(logged).not.toContain(marker);
  });
});
