import { eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { planPageCopy } from "../../../app/content/plan-page";
import { planPageCopy as frPlanPage } from "../../../app/content/fr/plan-page";
import { planRefusals as frRefusals } from "../../../app/content/fr/plan-patient";
import { site } from "../../../app/content/site";
import { outbox, treatmentPlanVersions } from "../../../app/db/schema";
import { formatEur, formatEurInGbp } from "../../../app/lib/format";
import type { ServiceContext, StaffContext } from "../../../app/services/context.server";
import { reviseSentPlan } from "../../../app/services/plans/drafts.server";
import { expirePlans } from "../../../app/services/plans/expiry.server";
import { sendPlan } from "../../../app/services/plans/sending.server";
import { at, testContext } from "../../support/context";
import { createTestDatabase, testBackends, truncateAll, type TestDatabase } from "../../support/database";
import { startTestServer, type TestServer } from "../../support/http-server";
import { planLead, planStaff, sentImplantPlan } from "../../support/plans";

const SITE = "http://localhost:3000";
/** Entities React writes in text ('&#x27;'), read back as the characters. */
const textOf = (html: string) =>
  html
    .replace(/&#x27;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&amp;/g, "&")
    .replace(/<!-- -->/g, "");

/**
 * The patient's plan page over HTTP (the real edge, route table and plans service): the plan in
 * its language and currency, its headers, the answers it posts and what they store.
 */
describe.each(testBackends())("the patient's plan page on %s", (backend) => {
  let database: TestDatabase;
  let server: TestServer;
  let ctx: ServiceContext;
  let staff: StaffContext;

  beforeAll(async () => {
    database = await createTestDatabase(backend);
    server = await startTestServer(database);
  });
  afterAll(async () => {
    await server?.close();
    await database?.dispose();
  });
  beforeEach(async () => {
    await truncateAll(database);
    ctx = testContext(database, { settings: { clinicInbox: "clinic@clinic.example", siteUrl: SITE } });
    staff = await planStaff(ctx);
  });

  const sentPlan = (patient: Parameters<typeof planLead>[1] = {}) => sentImplantPlan(ctx, staff, patient);
  const french = { name: "Amélie Durand", email: "amelie@example.fr", language: "fr" as const };

  const page = async (token: string, query = "") => {
    const response = await fetch(`${server.url}/plan/${token}${query}`);
    return { response, html: textOf(await response.text()) };
  };
  const post = (token: string, fields: Record<string, string>) =>
    fetch(`${server.url}/plan/${token}`, {
      method: "POST",
      redirect: "manual",
      headers: { "Content-Type": "application/x-www-form-urlencoded", Origin: SITE },
      body: new URLSearchParams(fields).toString(),
    });
  const versions = (planId: string) =>
    database.db
      .select()
      .from(treatmentPlanVersions)
      .where(eq(treatmentPlanVersions.planId, planId))
      .orderBy(treatmentPlanVersions.version);
  const outboxOf = (kind: string) => database.db.select().from(outbox).where(eq(outbox.kind, kind));

  it("shows a French patient's plan in French and euros: items, visits, nights, total; never cached, indexed or a referrer", async () => {
    const plan = await sentPlan(french);
    const { response, html } = await page(plan.token);
    expect(response.status).toBe(200);
    expect(response.headers.get("cache-control")).toBe("no-store");
    expect(response.headers.get("x-robots-tag")).toContain("noindex");
    // The site's default policy comes first; a browser uses the last one it knows.
    expect(response.headers.get("referrer-policy")?.split(",").at(-1)?.trim()).toBe("no-referrer");
    expect(html).toContain('<meta name="referrer" content="no-referrer"/>');
    expect(html).toContain('content="noindex, nofollow"');
    expect(html).toContain('<html lang="fr-FR"');
    expect(html).toContain(frPlanPage.heading);
    expect(html).toContain(plan.reference);
    expect(html).toContain("Amélie Durand");
    expect(html).toContain(frPlanPage.visitNames[1]);
    expect(html).toContain(frPlanPage.nights(3));
    expect(html).toContain("Implant Straumann");
    expect(html).toContain(formatEur(plan.totalCents / 100, "fr"));
    expect(html).not.toContain(formatEurInGbp(plan.totalCents / 100, "fr"));
    expect(html).not.toContain(frPlanPage.chargedInEuros);
    expect(html).toContain(frPlanPage.accept.submit);
    expect(html).toContain(`/plan/${plan.token}/plan.pdf`);
    // The first view marked it viewed; a HEAD would not have.
    expect((await versions(plan.planId))[0].status).toBe("viewed");
  });

  it("a HEAD or a prefetch does not mark the plan viewed", async () => {
    const plan = await sentPlan();
    expect((await fetch(`${server.url}/plan/${plan.token}`, { method: "HEAD" })).status).toBe(200);
    await fetch(`${server.url}/plan/${plan.token}`, { headers: { "Sec-Purpose": "prefetch" } });
    expect((await versions(plan.planId))[0].status).toBe("sent");
  });

  it("a UK patient's plan shows pounds beside euros, and the UK's price for the complete implant", async () => {
    const plan = await sentPlan({ name: "Ann Lee", email: "ann@example.co.uk", language: "en" });
    const { html } = await page(plan.token);
    const total = plan.totalCents / 100;
    expect(html).toContain(planPageCopy.withPounds(formatEur(total), formatEurInGbp(total)));
    expect(html).toContain(planPageCopy.chargedInEuros);
    expect(html).toContain("Complete Straumann implant");
    // In the tables, the pounds go on a line of their own under the euros (a phone keeps the column).
    expect(html).toMatch(
      new RegExp(
        `${formatEur(2500)}</span><span[^>]*>${planPageCopy.aboutPounds(formatEurInGbp(2500))}</span>`,
      ),
    );
    expect(html).toContain(planPageCopy.homeIntro("uk"));
    expect(html).toContain(site.phone.display);
  });

  it("a forged or unknown link is a 404 in English with the clinic's contact, for the page and a post", async () => {
    const plan = await sentPlan(french);
    const forged = `${plan.token.slice(0, 30)}${plan.token[30] === "A" ? "B" : "A"}${plan.token.slice(31)}`;
    for (const token of [forged, "not-a-token"]) {
      const { response, html } = await page(token);
      expect(response.status, token).toBe(404);
      expect(html).toContain('<html lang="en-GB"');
      expect(html).toContain(site.phone.display);
      expect((await post(token, { intent: "accept", version: "1", name: "x", terms: "yes" })).status).toBe(
        404,
      );
    }
  });

  it("accepts with the right name once, even posted twice at once; the clinic's notice is in the outbox", async () => {
    const plan = await sentPlan(french);
    const fields = { intent: "accept", version: "1", name: "  amélie   DURAND ", terms: "yes" };
    const answers = await Promise.all([post(plan.token, fields), post(plan.token, fields)]);
    for (const answer of answers) {
      expect(answer.status).toBe(302);
      expect(answer.headers.get("location")).toBe(`/plan/${plan.token}`);
    }
    const [v1] = await versions(plan.planId);
    expect(v1).toMatchObject({ status: "accepted", acceptedName: "amélie   DURAND" });
    expect(await outboxOf("plan-accepted-staff")).toHaveLength(1);
    const { html } = await page(plan.token);
    expect(html).toContain(frPlanPage.accepted.heading);
    expect(html).not.toContain(frPlanPage.accept.submit);
    // A third click is answered as the first.
    expect((await post(plan.token, fields)).status).toBe(302);
    expect(await outboxOf("plan-accepted-staff")).toHaveLength(1);
  });

  it("refuses a wrong name or the terms not ticked, in the patient's words beside the field; nothing stored", async () => {
    const plan = await sentPlan(french);
    const wrong = await post(plan.token, {
      intent: "accept",
      version: "1",
      name: "Someone Else",
      terms: "yes",
    });
    expect(wrong.status).toBe(400);
    const wrongPage = textOf(await wrong.text());
    expect(wrongPage).toContain(frRefusals.name);
    expect(wrongPage).toContain('id="plan-name-error"');
    expect(wrongPage).toContain(frPlanPage.errorSummary);
    const unticked = await post(plan.token, { intent: "accept", version: "1", name: "Amélie Durand" });
    expect(unticked.status).toBe(400);
    expect(textOf(await unticked.text())).toContain(frRefusals.terms);
    expect((await versions(plan.planId))[0]).toMatchObject({ status: "viewed", acceptedAt: null });
    expect(await outboxOf("plan-accepted-staff")).toHaveLength(0);
  });

  it("an expired plan's page says so, and an acceptance is refused", async () => {
    const plan = await sentPlan();
    await expirePlans(at(ctx, new Date("2027-06-09T12:00:00Z")));
    const { html } = await page(plan.token);
    expect(html).toContain(planPageCopy.expiredHeading);
    expect(html).not.toContain(planPageCopy.accept.submit);
    const answer = await post(plan.token, {
      intent: "accept",
      version: "1",
      name: "Anne Leroy",
      terms: "yes",
    });
    expect(answer.status).toBe(409);
    expect(textOf(await answer.text())).toContain("can no longer be accepted");
    expect((await versions(plan.planId))[0].status).toBe("expired");
  });

  it("version 1's form after version 2 was sent is refused, naming version 2; version 1 stays readable as superseded", async () => {
    const plan = await sentPlan(french);
    await reviseSentPlan(staff, plan.planId);
    await sendPlan(staff, plan.planId);
    const answer = await post(plan.token, {
      intent: "accept",
      version: "1",
      name: "Amélie Durand",
      terms: "yes",
    });
    expect(answer.status).toBe(409);
    const refused = textOf(await answer.text());
    expect(refused).toContain(frRefusals.notCurrent(1, 2));
    expect(refused).toContain(frPlanPage.readVersion(2));
    expect((await versions(plan.planId)).map((v) => v.status)).toEqual(["superseded", "viewed"]);
    const current = await page(plan.token);
    expect(current.html).toContain(frPlanPage.version(2));
    expect(current.html).toContain(`?version=1`);
    const earlier = await page(plan.token, "?version=1");
    expect(earlier.html).toContain(frPlanPage.superseded(2));
    expect(earlier.html).not.toContain(frPlanPage.accept.submit);
  });

  it("declines with a reason after asking first; the page then says declined and how to reach the clinic", async () => {
    const plan = await sentPlan();
    const asking = await page(plan.token, "?decline=confirm");
    expect(asking.html).toContain(planPageCopy.decline.confirmHeading);
    const answer = await post(plan.token, { intent: "decline", version: "1", reason: "timing" });
    expect(answer.status).toBe(302);
    const [v1] = await versions(plan.planId);
    expect(v1).toMatchObject({ status: "declined", declineReason: "timing" });
    expect(
      await database.db.select().from(outbox).where(eq(outbox.kind, "plan-declined-staff")),
    ).toHaveLength(1);
    const { html } = await page(plan.token);
    expect(html).toContain(planPageCopy.declined.heading);
    expect(html).toContain(planPageCopy.contact);
  });

  it("an answer from another site is refused and changes nothing", async () => {
    const plan = await sentPlan();
    const answer = await fetch(`${server.url}/plan/${plan.token}`, {
      method: "POST",
      redirect: "manual",
      headers: { "Content-Type": "application/x-www-form-urlencoded", Origin: "https://evil.example" },
      body: new URLSearchParams({ intent: "decline", version: "1" }).toString(),
    });
    // The edge refuses it (403); React Router's own check of a document post's Origin may answer first (400).
    expect([400, 403]).toContain(answer.status);
    expect((await versions(plan.planId))[0].status).toBe("sent");
  });
});
