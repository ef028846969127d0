/**
 * The back office's treatment plans through HTTP (issue 42): staff write a plan from a lead,
 * save a draft with items whose totals are the price list's, see a tooth number 19 refused in
 * words beside its field with nothing saved, send it (the patient's email with the link is in
 * the outbox), write a new version, and see the pipeline count it; a signed-out request is
 * refused; each action is in the audit log. Setup in tests/support/back-office.ts.
 */
import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { discountPercent } from "../../../app/content/discount";
import { priceItems } from "../../../app/content/price-list";
import { auditLog, outbox, treatmentPlans, treatmentPlanVersions } from "../../../app/db/schema";
import { addDays, budapestToday } from "../../../app/lib/event-dates";
import { formatEurCents } from "../../../app/lib/format";
import { testBackends, type TestDatabase } from "../../support/database";
import { useStaffServer, wordsOf, type Answer } from "../../support/back-office";
import { planLead } from "../../support/plans";
import { testContext } from "../../support/context";

const cents = (id: keyof typeof priceItems) => {
  const { eur } = priceItems[id];
  return eur === "FREE" ? 0 : eur * 100;
};

/** The editor's fields for two visits and these rows (1-based names, as the form posts them). */
function draftForm(
  rows: { item: string; quantity?: string; teeth?: string; note?: string; visit?: string }[],
) {
  const form: Record<string, string> = {
    intent: "save",
    dentist: "lead-implant-surgeon",
    validUntil: VALID_UNTIL,
    visitCount: "2",
    "visit-1-days": "3",
    "visit-1-healing": "0",
    "visit-2-days": "5",
    "visit-2-healing": "4",
    rowCount: String(rows.length + 1),
  };
  rows.forEach((row, i) => {
    const n = i + 1;
    form[`row-${n}-item`] = row.item;
    form[`row-${n}-quantity`] = row.quantity ?? "1";
    form[`row-${n}-teeth`] = row.teeth ?? "";
    form[`row-${n}-note`] = row.note ?? "";
    form[`row-${n}-visit`] = row.visit ?? "1";
  });
  // The empty row the form always has: left out.
  form[`row-${rows.length + 1}-item`] = "";
  return form;
}

const VALID_UNTIL = addDays(budapestToday(new Date()), 30);

const location = (answer: Answer) => String(answer.headers.location ?? "");

describe.each(testBackends())("the back office's treatment plans on %s", { timeout: 120_000 }, (backend) => {
  const setup = useStaffServer(backend);
  const { signedIn, post, page } = setup;
  let database: TestDatabase;
  beforeAll(() => {
    ({ database } = setup.current);
  });
  const audit = (action: string) => database.db.select().from(auditLog).where(eq(auditLog.action, action));
  const versions = (planId: string) =>
    database.db
      .select()
      .from(treatmentPlanVersions)
      .where(eq(treatmentPlanVersions.planId, planId))
      .orderBy(treatmentPlanVersions.version);

  async function writePlan(cookie: string, email = "anne@example.com") {
    const lead = await planLead(testContext(database), { email, name: "Anne Leroy", language: "en" });
    const created = await post("/staff/plans", { intent: "create", leadId: lead.id }, { Cookie: cookie });
    expect(created.status).toBe(302);
    const match = /^\/staff\/plans\/([0-9a-f-]{36})\?created=1$/.exec(location(created));
    expect(match).not.toBeNull();
    return { lead, planId: match![1] };
  }

  it("writes a plan from a lead, saves a draft priced from the price list, sends it, revises it, and the pipeline counts it", async () => {
    const { account, cookie } = await signedIn();
    const { lead, planId } = await writePlan(cookie);
    const [plan] = await database.db.select().from(treatmentPlans).where(eq(treatmentPlans.id, planId));
    expect(plan).toMatchObject({ leadId: lead.id, patientEmail: "anne@example.com" });

    const opened = await page(`/staff/plans/${planId}?created=1`, cookie);
    expect(opened.status).toBe(200);
    expect(wordsOf(opened)).toContain(`Treatment plan ${plan.reference}`);
    expect(wordsOf(opened)).toContain("Draft: version 1");
    // The lead's page lists it.
    expect(wordsOf(await page(`/staff/leads/${lead.id}`, cookie))).toContain(plan.reference);

    const rows = [
      { item: "straumann-implant", teeth: "36, 46", quantity: "2" },
      { item: "zirconia-implant-crown", teeth: "36 46", quantity: "2", note: "Shade A2", visit: "2" },
    ];
    const saved = await post(`/staff/plans/${planId}`, draftForm(rows), { Cookie: cookie });
    expect(saved.status).toBe(302);
    expect(location(saved)).toBe(`/staff/plans/${planId}?saved=1`);
    const subtotal = 2 * cents("straumann-implant") + 2 * cents("zirconia-implant-crown");
    const [draft] = await versions(planId);
    expect(draft.items.map((i) => [i.itemId, i.quantity, i.teeth, i.visit])).toEqual([
      ["straumann-implant", 2, [36, 46], 1],
      ["zirconia-implant-crown", 2, [36, 46], 2],
    ]);
    expect(draft).toMatchObject({
      subtotalCents: subtotal,
      totalCents: subtotal,
      dentist: "lead-implant-surgeon",
    });
    const shown = wordsOf(await page(`/staff/plans/${planId}?saved=1`, cookie));
    expect(shown).toContain("Draft saved.");
    expect(shown).toContain(`Newsletter discount (${discountPercent}%)`);
    expect(shown).toContain(formatEurCents(subtotal));
    // An English patient: pounds beside the euros.
    expect(shown).toContain("Total in pounds");

    // "Add a row" saves and shows one more empty row.
    const more = await post(
      `/staff/plans/${planId}`,
      { ...draftForm(rows), intent: "add-row" },
      { Cookie: cookie },
    );
    expect(location(more)).toBe(`/staff/plans/${planId}?rows=2`);
    expect(wordsOf(await page(location(more), cookie))).toContain('id="row-4-item"');

    const sent = await post(
      `/staff/plans/${planId}`,
      { ...draftForm(rows), intent: "send" },
      { Cookie: cookie },
    );
    expect(sent.status).toBe(302);
    expect(location(sent)).toBe(`/staff/plans/${planId}?sent=1`);
    const mails = await database.db.select().from(outbox).where(eq(outbox.kind, "plan-sent"));
    expect(mails).toHaveLength(1);
    expect(mails[0].recipient).toBe("anne@example.com");
    const link = /http:\/\/localhost:3000\/plan\/\S+/.exec(mails[0].textBody)?.[0];
    expect(link).toBeTruthy();
    const after = wordsOf(await page(location(sent), cookie));
    expect(after).toContain("Version 1 sent");
    expect(after).toContain(link!);
    expect(after).toContain("To anne@example.com");
    expect(after).toContain("Write a new version");

    const pipeline = wordsOf(await page("/staff/plans?view=sent", cookie));
    expect(pipeline).toContain(plan.reference);
    const sentView = /<a [^>]*href="\/staff\/plans\?view=sent"[^>]*>(.*?)<\/a>/.exec(pipeline)?.[1] ?? "";
    expect(
      sentView
        .replace(/<[^>]+>/g, " ")
        .replace(/\s+/g, " ")
        .trim(),
    ).toBe(`Sent 1 ${formatEurCents(subtotal)}`);

    const revised = await post(`/staff/plans/${planId}`, { intent: "revise" }, { Cookie: cookie });
    expect(location(revised)).toBe(`/staff/plans/${planId}?revised=2`);
    expect((await versions(planId)).map((v) => [v.version, v.status])).toEqual([
      [1, "sent"],
      [2, "draft"],
    ]);
    const revisedPage = wordsOf(await page(location(revised), cookie));
    expect(revisedPage).toContain("Draft: version 2");
    // Still counted as sent (its latest version sent), with a new version being written.
    expect(wordsOf(await page("/staff/plans?view=sent", cookie))).toContain("a new version is being written");

    for (const action of ["plan.create", "plan.save-draft", "plan.send", "plan.revise", "plan.view"]) {
      const rowsOf = await audit(action);
      expect(rowsOf.length, action).toBeGreaterThan(0);
      expect(rowsOf[0]).toMatchObject({ actorId: account.id, subject: `plan:${planId}` });
    }
    expect(JSON.stringify(await database.db.select().from(auditLog))).not.toContain("anne@example.com");
  });

  it("refuses tooth 19 in words beside its field and saves nothing", async () => {
    const { cookie } = await signedIn();
    const { planId } = await writePlan(cookie);
    const refused = await post(
      `/staff/plans/${planId}`,
      draftForm([{ item: "straumann-implant", teeth: "19" }]),
      { Cookie: cookie },
    );
    expect(refused.status).toBe(400);
    const words = wordsOf(refused);
    expect(words).toContain("There is a problem");
    expect(words).toContain(
      "Tooth 19 is not a permanent tooth in FDI notation (11-18, 21-28, 31-38, 41-48).",
    );
    expect(words).toContain('href="#row-1-teeth"');
    expect(words).toMatch(/id="row-1-teeth-error"/);
    expect(words).toMatch(
      /aria-invalid="true"[^>]*id="row-1-teeth"|id="row-1-teeth"[^>]*aria-invalid="true"/,
    );
    // What was typed is shown again.
    expect(words).toMatch(/id="row-1-teeth"[^>]*value="19"|value="19"[^>]*id="row-1-teeth"/);
    const [draft] = await versions(planId);
    expect(draft.items).toEqual([]);
    expect(await audit("plan.save-draft")).toHaveLength(0);

    // Sending an incomplete draft is refused in words too; nothing is queued.
    const incomplete = await post(
      `/staff/plans/${planId}`,
      { intent: "send", validUntil: VALID_UNTIL, rowCount: "1", visitCount: "1", "row-1-item": "" },
      { Cookie: cookie },
    );
    expect(incomplete.status).toBe(400);
    expect(wordsOf(incomplete)).toContain(
      "Before sending, choose the dentist and add at least one item and one visit.",
    );
    expect(await database.db.select().from(outbox).where(eq(outbox.kind, "plan-sent"))).toHaveLength(0);
  });

  it("refuses a signed-out request and one from another site; nothing is written", async () => {
    const { cookie } = await signedIn();
    const lead = await planLead(testContext(database));
    const signedOut = await post("/staff/plans", { intent: "create", leadId: lead.id });
    expect(signedOut.status).toBe(302);
    expect(location(signedOut)).toMatch(/^\/staff\/sign-in/);
    const crossSite = await post(
      "/staff/plans",
      { intent: "create", leadId: lead.id },
      { Cookie: cookie, Origin: "https://evil.example" },
    );
    expect(crossSite.status).toBe(403);
    expect((await page("/staff/plans")).status).toBe(302);
    expect(await database.db.select().from(treatmentPlans)).toHaveLength(0);

    const { planId } = await writePlan(cookie, "other@example.com");
    const editSignedOut = await post(`/staff/plans/${planId}`, draftForm([{ item: "straumann-implant" }]));
    expect(editSignedOut.status).toBe(302);
    expect((await versions(planId))[0].items).toEqual([]);
    expect((await page(`/staff/plans/${planId}`)).status).toBe(302);
  });
});
