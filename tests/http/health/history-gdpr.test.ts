import { sql } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { rowsOf } from "../../../app/db/client.server";
import { medicalHistoryReminders } from "../../../app/db/schema";
import type { ServiceContext, StaffContext } from "../../../app/services/context.server";
import { purgeExpiredHistories } from "../../../app/services/health/retention.server";
import { submitHistory } from "../../../app/services/health/submit.server";
import { erasePerson, exportPerson, searchPerson } from "../../../app/services/patients/gdpr.server";
import { at, testContext } from "../../support/context";
import { createTestDatabase, testBackends, truncateAll, type TestDatabase } from "../../support/database";
import { germanInput, germanPatient, healthStaff, historyInput, historyToken } from "../../support/health";
import { paidConsultation } from "../../support/plans";

const NOW = new Date("2027-02-20T10:00:00Z");

describe.each(testBackends())("medical histories in GDPR requests and retention on %s", (backend) => {
  let database: TestDatabase;
  let ctx: ServiceContext;
  let staff: StaffContext;
  beforeAll(async () => {
    database = await createTestDatabase(backend);
  });
  afterAll(async () => database?.dispose());
  beforeEach(async () => {
    await truncateAll(database);
    ctx = testContext(database, { now: NOW });
    staff = await healthStaff(ctx);
  });

  const count = async (table: string) =>
    rowsOf<{ n: number }>(
      await database.db.execute(sql`select count(*)::int as n from ${sql.identifier(table)}`),
    )[0].n;

  /** Greta's two versions and a reminder claim on her booking; Anne's one version. */
  const twoPeople = async () => {
    const greta = await paidConsultation(ctx, { ...germanPatient, language: "de" });
    const token = await historyToken(ctx, { bookingId: greta.id });
    await submitHistory(ctx, token, germanInput());
    await submitHistory(at(ctx, new Date("2027-02-21T10:00:00Z")), token, germanInput());
    await database.db.insert(medicalHistoryReminders).values({ bookingId: greta.id });
    const anne = await paidConsultation(ctx);
    await submitHistory(ctx, await historyToken(ctx, { bookingId: anne.id }), historyInput("Anne Leroy"));
  };

  it("counts a person's versions in the search, and exports every version decrypted", async () => {
    await twoPeople();
    expect(await searchPerson(staff, "Greta.Mueller@example.de")).toMatchObject({
      medicalHistoryVersions: 2,
    });
    const exported = JSON.parse(await exportPerson(staff, germanPatient.email)) as {
      medicalHistoryVersions: {
        version: number;
        submittedAt: string;
        language: string;
        answers: Record<string, unknown>;
        medicines: unknown[];
        confirmedName: string;
      }[];
    };
    expect(exported.medicalHistoryVersions.map((v) => [v.version, v.submittedAt, v.language])).toEqual([
      [1, NOW.toISOString(), "de"],
      [2, "2027-02-21T10:00:00.000Z", "de"],
    ]);
    expect(exported.medicalHistoryVersions[0].answers["general-health"]).toEqual({
      answer: "yes",
      detail: "Schilddrüsenunterfunktion, seit 2019 behandelt",
    });
    expect(exported.medicalHistoryVersions[0].medicines).toEqual(germanInput().medicines);
    expect(exported.medicalHistoryVersions[1].confirmedName).toBe("greta   müller-weiß");
    // No ciphertext in the export: the answers themselves.
    expect(JSON.stringify(exported)).not.toMatch(/ciphertext|authTag/);
  });

  it("erases the history with every version and the reminder claims, leaving other people's", async () => {
    await twoPeople();
    expect(await count("medical_history_versions")).toBe(3);
    const result = await erasePerson(staff, " GRETA.MUELLER@example.de");
    expect(result).toMatchObject({ medicalHistoryVersionsDeleted: 2, medicalHistoryRemindersDeleted: 1 });
    expect(await count("medical_history_versions")).toBe(1);
    expect(await count("medical_histories")).toBe(1);
    expect(await count("medical_history_reminders")).toBe(0);
    expect(await searchPerson(staff, germanPatient.email)).toMatchObject({ medicalHistoryVersions: 0 });
  });

  it("deletes a history whose last submission is older than the clinic's 30 years, not one sent since", async () => {
    await twoPeople();
    // Anne's only version was sent 30 years before this, to the second: not older yet.
    expect(await purgeExpiredHistories(at(ctx, new Date("2057-02-20T10:00:00Z")))).toEqual({
      historiesDeleted: 0,
    });
    expect(await purgeExpiredHistories(at(ctx, new Date("2057-02-20T10:00:01Z")))).toEqual({
      historiesDeleted: 1,
    });
    expect(await count("medical_histories")).toBe(1);
    expect(await count("medical_history_versions")).toBe(2);
    // Greta's first version is older, but her second was sent a day later: her history stays until then.
    expect(await purgeExpiredHistories(at(ctx, new Date("2057-02-21T10:00:00Z")))).toEqual({
      historiesDeleted: 0,
    });
    expect(await purgeExpiredHistories(at(ctx, new Date("2057-02-21T10:00:01Z")))).toEqual({
      historiesDeleted: 1,
    });
    expect(await count("medical_history_versions")).toBe(0);
    expect(await purgeExpiredHistories(at(ctx, new Date("2060-01-01T00:00:00Z")))).toEqual({
      historiesDeleted: 0,
    });
  });
});
