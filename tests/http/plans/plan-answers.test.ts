import { eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { treatmentPlans, treatmentPlanVersions } from "../../../app/db/schema";
import type { ServiceContext, StaffContext } from "../../../app/services/context.server";
import { acceptPlan, declinePlan } from "../../../app/services/plans/answers.server";
import { createPlan } from "../../../app/services/plans/create.server";
import { reviseSentPlan } from "../../../app/services/plans/drafts.server";
import { expirePlans } from "../../../app/services/plans/expiry.server";
import { viewPlanByToken } from "../../../app/services/plans/patient-page.server";
import { sendPlan } from "../../../app/services/plans/sending.server";
import { planPipeline, plansForLead, plansForPerson } from "../../../app/services/plans/staff-views.server";
import { at, testContext } from "../../support/context";
import { createTestDatabase, testBackends, truncateAll, type TestDatabase } from "../../support/database";
import { outboxRows, planLead, planStaff, sentImplantPlan } from "../../support/plans";

const NOW = new Date("2027-03-10T10:00:00Z");
const SETTINGS = { clinicInbox: "clinic@clinic.example", siteUrl: "https://www.clinic.test" };
const accept = (version: number, name = "Anne Leroy") => ({ version, name, termsAccepted: true });

describe.each(testBackends())("a patient's answer to a treatment plan on %s", (backend) => {
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
    staff = await planStaff(ctx);
  });

  const versionRows = (planId: string) =>
    database.db
      .select()
      .from(treatmentPlanVersions)
      .where(eq(treatmentPlanVersions.planId, planId))
      .orderBy(treatmentPlanVersions.version);

  const sentPlan = (patient: Parameters<typeof planLead>[1] = {}) => sentImplantPlan(ctx, staff, patient);

  it("marks a version viewed the first time the patient opens it, and shows no draft", async () => {
    const { planId, token } = await sentPlan();
    const later = at(ctx, new Date("2027-03-11T08:00:00Z"));
    expect((await viewPlanByToken(later, token)).current).toMatchObject({ version: 1, status: "viewed" });
    await viewPlanByToken(at(ctx, new Date("2027-03-12T08:00:00Z")), token);
    expect((await versionRows(planId))[0].viewedAt).toEqual(new Date("2027-03-11T08:00:00Z"));
    await reviseSentPlan(staff, planId);
    const page = await viewPlanByToken(ctx, token);
    expect(page).toMatchObject({
      reference: expect.stringMatching(/^TP-/),
      currency: "GBP",
      answerable: true,
    });
    expect(page.current.version).toBe(1);
    expect(page.earlier).toEqual([]);
  });

  it("opens nothing with a forged or withdrawn link", async () => {
    const { planId, token } = await sentPlan();
    const forged = `${token.slice(0, 30)}${token[30] === "A" ? "B" : "A"}${token.slice(31)}`;
    for (const bad of [forged, "not-a-token", ""])
      await expect(viewPlanByToken(ctx, bad)).rejects.toMatchObject({ status: 404, code: "not-found" });
    await database.db
      .update(treatmentPlans)
      .set({ linkTokenHash: "withdrawn" })
      .where(eq(treatmentPlans.id, planId));
    await expect(viewPlanByToken(ctx, token)).rejects.toMatchObject({ status: 404 });
  });

  it("refuses to accept version 1 once version 2 was sent, naming the current version; version 2 is accepted", async () => {
    const { planId, token } = await sentPlan();
    await reviseSentPlan(staff, planId);
    await sendPlan(staff, planId);
    const refused = acceptPlan(ctx, token, accept(1));
    await expect(refused).rejects.toMatchObject({ status: 409, code: "not-current", currentVersion: 2 });
    await expect(refused).rejects.toThrow(
      "Version 1 of this plan can no longer be answered: version 2 is the current plan.",
    );

    const accepted = await acceptPlan(ctx, token, accept(2, "  anne   LEROY "));
    const [v1, v2] = await versionRows(planId);
    expect(v1.status).toBe("superseded");
    expect(v2).toMatchObject({ status: "accepted", acceptedName: "anne   LEROY", acceptedAt: NOW });
    expect(accepted).toEqual({ version: 2, acceptedAt: NOW, contentHash: v2.contentHash, repeat: false });
    const notices = (await outboxRows(ctx)).filter((row) => row.kind === "plan-accepted-staff");
    expect(notices).toHaveLength(1);
    expect(notices[0].textBody).toContain(
      `In the back office: https://www.clinic.test/staff/plans/${planId}`,
    );
    expect(notices[0].textBody).toContain(v2.contentHash!);
    // The patient's own confirmation, with the deposit they may pay and their link.
    const confirmations = (await outboxRows(ctx)).filter((row) => row.kind === "plan-accepted");
    expect(confirmations).toHaveLength(1);
    expect(confirmations[0]).toMatchObject({ recipient: "anne@example.com" });
    expect(confirmations[0].textBody).toContain(`/plan/${token}`);
    expect(confirmations[0].textBody).toMatch(/a deposit of €[\d,]+\.\d\d by card/);
    // Accepted: the plan is not revised again.
    await expect(reviseSentPlan(staff, planId)).rejects.toThrow("has accepted this plan");
  });

  it("says why in the patient's language", async () => {
    const { planId, token } = await sentPlan({ language: "de" });
    await reviseSentPlan(staff, planId);
    await sendPlan(staff, planId);
    await expect(acceptPlan(ctx, token, accept(1))).rejects.toThrow("Aktuell ist Version 2.");
    await acceptPlan(ctx, token, accept(2));
    const [confirmation] = (await outboxRows(ctx)).filter((row) => row.kind === "plan-accepted");
    expect(confirmation.subject).toContain("Sie haben den Behandlungsplan");
    expect(confirmation.textBody).toMatch(/^Guten Tag /);
    expect(confirmation.textBody).toContain("Mit freundlichen Grüßen");
  });

  it("never leaves an accepted version under a newer one sent at the same moment", async () => {
    // Staff send version 2 while the patient accepts version 1: whichever wins, the plan ends
    // either accepted (version 2 not sent, staff told so) or at version 2 (the acceptance refused).
    for (let round = 0; round < 6; round++) {
      await truncateAll(database);
      staff = await planStaff(ctx);
      const { planId, token } = await sentPlan();
      await reviseSentPlan(staff, planId);
      const [sent, accepted] = await Promise.allSettled([
        sendPlan(staff, planId),
        acceptPlan(ctx, token, accept(1)),
      ]);
      const rows = await versionRows(planId);
      if (accepted.status === "fulfilled") {
        expect(sent.status, `round ${round}`).toBe("rejected");
        expect(rows.map((v) => v.status)).toEqual(["accepted", "draft"]);
      } else {
        expect(sent.status, `round ${round}`).toBe("fulfilled");
        expect(rows.map((v) => v.status)).toEqual(["superseded", "sent"]);
      }
    }
  });

  it("stores one acceptance when two arrive at once", async () => {
    const { planId, token } = await sentPlan();
    const results = await Promise.all([
      acceptPlan(ctx, token, accept(1)),
      acceptPlan(ctx, token, accept(1, "ANNE LEROY")),
    ]);
    expect(results.map((r) => r.repeat).sort()).toEqual([false, true]);
    const [v1] = await versionRows(planId);
    expect(v1.status).toBe("accepted");
    expect(results.every((r) => r.contentHash === v1.contentHash)).toBe(true);
    expect((await outboxRows(ctx)).filter((row) => row.kind === "plan-accepted-staff")).toHaveLength(1);
    expect((await outboxRows(ctx)).filter((row) => row.kind === "plan-accepted")).toHaveLength(1);
    await expect(declinePlan(ctx, token, { version: 1 })).rejects.toMatchObject({ code: "answered" });
  });

  it("refuses a name that is not the patient's, or the terms not ticked", async () => {
    const { planId, token } = await sentPlan();
    await expect(acceptPlan(ctx, token, accept(1, "Anne Smith"))).rejects.toMatchObject({
      status: 400,
      code: "name",
    });
    await expect(acceptPlan(ctx, token, { ...accept(1), termsAccepted: false })).rejects.toMatchObject({
      code: "terms",
    });
    expect((await versionRows(planId))[0].status).toBe("sent");
  });

  it("cannot be accepted once expired, before and after the expiry job", async () => {
    const { planId, token } = await sentPlan();
    const late = at(ctx, new Date("2027-06-09T08:00:00Z"));
    await expect(acceptPlan(late, token, accept(1))).rejects.toThrow(
      "This plan was valid until Tuesday 8 June 2027 and can no longer be accepted.",
    );
    expect(await expirePlans(at(ctx, new Date("2027-06-08T20:00:00Z")))).toEqual({ expired: 0 });
    expect(await expirePlans(late)).toEqual({ expired: 1 });
    expect((await versionRows(planId))[0].status).toBe("expired");
    await expect(acceptPlan(ctx, token, accept(1))).rejects.toMatchObject({ status: 409, code: "expired" });
    expect((await viewPlanByToken(ctx, token)).answerable).toBe(false);
  });

  it("records a decline with the patient's reason and tells the clinic", async () => {
    const { planId, token } = await sentPlan();
    await expect(declinePlan(ctx, token, { version: 1, reason: "cost" as never })).rejects.toMatchObject({
      code: "invalid",
    });
    expect(await declinePlan(ctx, token, { version: 1, reason: "another-clinic" })).toEqual({ version: 1 });
    expect((await versionRows(planId))[0]).toMatchObject({
      status: "declined",
      declineReason: "another-clinic",
    });
    const [notice] = (await outboxRows(ctx)).filter((row) => row.kind === "plan-declined-staff");
    expect(notice.textBody).toContain("Reason: chose another clinic");
    await expect(acceptPlan(ctx, token, accept(1))).rejects.toMatchObject({ code: "answered" });
  });

  it("lists a lead's and a person's plans, and counts the pipeline by state with its value", async () => {
    const first = await sentPlan();
    const second = await sentPlan({ email: "bob@example.com", name: "Bob Stone" });
    await acceptPlan(ctx, second.token, accept(1, "Bob Stone"));
    await reviseSentPlan(staff, first.planId); // a draft of version 2: the plan still counts as sent
    await createPlan(at(staff, new Date("2027-03-11T09:00:00Z")), { leadId: second.leadId }); // a draft, never sent

    const ofLead = await plansForLead(staff, first.leadId);
    expect(ofLead).toEqual([
      expect.objectContaining({ planId: first.planId, version: 1, status: "sent", hasDraft: true }),
    ]);
    expect(ofLead[0].href).toBe(`/staff/plans/${first.planId}`);
    expect((await plansForPerson(staff, "BOB@example.com")).map((p) => p.status)).toEqual([
      "draft",
      "accepted",
    ]);

    const pipeline = await planPipeline(staff);
    expect(pipeline.sent).toEqual({ count: 1, totalCents: first.totalCents });
    expect(pipeline.accepted).toEqual({ count: 1, totalCents: second.totalCents });
    expect(pipeline.draft).toEqual({ count: 1, totalCents: 0 });
    expect(pipeline.expired).toEqual({ count: 0, totalCents: 0 });
  });
});
