import { sql } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { rowsOf } from "../../../app/db/client.server";
import type { ServiceContext, StaffContext } from "../../../app/services/context.server";
import { historyFlagsFor, historyForStaff } from "../../../app/services/health/staff-views.server";
import { submitHistory } from "../../../app/services/health/submit.server";
import { subjectHash } from "../../../app/services/staff/audit.server";
import { testContext } from "../../support/context";
import { createTestDatabase, testBackends, truncateAll, type TestDatabase } from "../../support/database";
import { auditCount, healthStaff, historyInput, historyToken } from "../../support/health";
import { paidConsultation } from "../../support/plans";

const NOW = new Date("2027-02-20T10:00:00Z");

describe.each(testBackends())("what staff see of medical histories on %s", (backend) => {
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

  /** A patient on apixaban and alendronate, who answered no to every question. */
  const patientOnApixaban = async () => {
    const booking = await paidConsultation(ctx, { email: "Ruth.Baker@example.co.uk", name: "Ruth Baker" });
    await submitHistory(
      ctx,
      await historyToken(ctx, { bookingId: booking.id }),
      historyInput("Ruth Baker", {
        answers: { "takes-medicines": { answer: "yes" } },
        medicines: [
          { name: "Apixaban", dose: "5 mg twice a day" },
          { name: "Alendronic acid", dose: "70 mg once a week" },
        ],
      }),
    );
  };

  const auditRows = async () =>
    rowsOf<{
      action: string;
      subject: string | null;
      detail: Record<string, string | number>;
      actor_email: string;
    }>(
      await database.db.execute(sql`select action, subject, detail, actor_email from audit_log order by id`),
    );

  it("shows a person's latest answers with their flags, and writes one audit row for it, naming no health data", async () => {
    await patientOnApixaban();
    const seen = await historyForStaff(staff, "ruth.baker@example.co.uk");
    if (seen.status !== "filled") throw new Error("not filled");
    expect(seen.flags.map((flag) => flag.code)).toEqual(["anticoagulant", "antiresorptive"]);
    expect(seen.shown.answers.medicines[0]).toEqual({ name: "Apixaban", dose: "5 mg twice a day" });
    expect(await auditCount(ctx, "health.view")).toBe(1);
    const [row] = (await auditRows()).filter((r) => r.action === "health.view");
    expect(row).toEqual({
      action: "health.view",
      subject: `health:${seen.historyId}`,
      detail: { version: 1, versions: 1 },
      actor_email: "dentist@clinic.example",
    });
    await historyForStaff(staff, "ruth.baker@example.co.uk");
    expect(await auditCount(ctx, "health.view")).toBe(2);
  });

  it("says 'not filled in yet' for a person without a history, and audits that look too", async () => {
    expect(await historyForStaff(staff, "nobody@example.com")).toEqual({ status: "not-filled" });
    expect(await auditRows()).toContainEqual(
      expect.objectContaining({ action: "health.view", subject: subjectHash("nobody@example.com") }),
    );
  });

  it("gives the day sheet each person's flags, or 'not filled in yet', with one audit row a call", async () => {
    await patientOnApixaban();
    const flags = await historyFlagsFor(
      staff,
      ["RUTH.BAKER@example.co.uk", "tom@example.com", "ruth.baker@example.co.uk "],
      "day-sheet",
    );
    expect(Object.keys(flags).sort()).toEqual(["ruth.baker@example.co.uk", "tom@example.com"]);
    expect(flags["tom@example.com"]).toEqual({ status: "not-filled" });
    const ruth = flags["ruth.baker@example.co.uk"];
    if (ruth.status !== "filled") throw new Error("not filled");
    expect(ruth).toMatchObject({ version: 1, submittedAt: NOW });
    expect(ruth.flags).toEqual([
      {
        code: "anticoagulant",
        label: "Anticoagulant or antiplatelet",
        reasons: ["Medicine “Apixaban” (apixaban)"],
      },
      {
        code: "antiresorptive",
        label: "Antiresorptive (bisphosphonate, denosumab)",
        reasons: ["Medicine “Alendronic acid” (alendronate)"],
      },
    ]);
    expect(await auditCount(ctx, "health.flags")).toBe(1);
    expect((await auditRows()).filter((r) => r.action === "health.flags")).toEqual([
      {
        action: "health.flags",
        subject: null,
        detail: { purpose: "day-sheet", people: 2, histories: 1 },
        actor_email: "dentist@clinic.example",
      },
    ]);
  });

  it("names the history in the audit row when the patient page asks for one person", async () => {
    await patientOnApixaban();
    const flags = await historyFlagsFor(staff, ["ruth.baker@example.co.uk"], "patient-page");
    const ruth = flags["ruth.baker@example.co.uk"];
    if (ruth.status !== "filled") throw new Error("not filled");
    const [row] = (await auditRows()).filter((r) => r.action === "health.flags");
    expect(row.subject).toBe(`health:${ruth.historyId}`);
    expect(row.detail).toEqual({ purpose: "patient-page", people: 1, histories: 1 });
  });

  it("reads nothing and audits nothing when asked for nobody", async () => {
    expect(await historyFlagsFor(staff, [], "day-sheet")).toEqual({});
    expect(await auditCount(ctx, "health.flags")).toBe(0);
  });

  it("keeps the audit log free of health data", async () => {
    await patientOnApixaban();
    await historyForStaff(staff, "ruth.baker@example.co.uk");
    await historyFlagsFor(staff, ["ruth.baker@example.co.uk", "tom@example.com"], "day-sheet");
    const text = JSON.stringify(await auditRows()).toLowerCase();
    for (const marker of ["apixaban", "alendron", "anticoagulant", "antiresorptive", "ruth", "baker"])
      expect(text).not.toContain(marker);
  });
});
