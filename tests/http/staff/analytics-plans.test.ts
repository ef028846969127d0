/**
 * Money in the analytics report (issue 42): treatment plans sent and accepted and the value
 * accepted, by the source, campaign and language their lead carried, from the report's query to
 * the page and its CSV through the staff server. Setup in tests/support/back-office.ts.
 */
import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { analyticsWords } from "../../../app/content/staff-analytics";
import { leads } from "../../../app/db/schema";
import { addDays, budapestToday } from "../../../app/lib/event-dates";
import { analyticsReport } from "../../../app/services/analytics/dashboard.server";
import { payTestSession } from "../../../app/services/payments/providers.server";
import { acceptPlan } from "../../../app/services/plans/answers.server";
import { startDepositCheckout } from "../../../app/services/plans/deposit-checkout.server";
import { fulfilDeposit } from "../../../app/services/plans/deposit-fulfilment.server";
import { createPlan } from "../../../app/services/plans/create.server";
import { saveDraft } from "../../../app/services/plans/drafts.server";
import { sendPlan } from "../../../app/services/plans/sending.server";
import { useStaffServer } from "../../support/back-office";
import { testContext } from "../../support/context";
import { testBackends, type TestDatabase } from "../../support/database";
import { implantDraft, planLead, planStaff, tokenOf } from "../../support/plans";

describe.each(testBackends())(
  "treatment plans in the analytics report on %s",
  { timeout: 180_000 },
  (backend) => {
    const setup = useStaffServer(backend);
    const { signedIn, page } = setup;
    let database: TestDatabase;
    beforeAll(() => {
      ({ database } = setup.current);
    });

    /** Two plans sent today from two campaigns, the French patient's accepted and its deposit paid. */
    async function twoPlans() {
      const ctx = testContext(database, { settings: { siteUrl: "https://www.clinic.test" } });
      const staff = await planStaff(ctx);
      const validUntil = addDays(budapestToday(new Date()), 60);
      const french = await planLead(ctx, { language: "fr", name: "Anne Leroy", email: "anne@example.com" });
      const german = await planLead(ctx, { language: "de", name: "Jonas Weber", email: "jonas@example.com" });
      await database.db
        .update(leads)
        .set({ visitSource: "newsletter", visitMedium: "email", visitCampaign: "autumn-letter" })
        .where(eq(leads.id, german.id));
      const plans = [];
      for (const lead of [french, german]) {
        const { planId } = await createPlan(staff, { leadId: lead.id });
        await saveDraft(staff, planId, implantDraft(validUntil));
        plans.push(await sendPlan(staff, planId));
      }
      await acceptPlan(ctx, tokenOf(plans[0].planUrl), {
        version: 1,
        name: "Anne Leroy",
        termsAccepted: true,
      });
      const checkout = await startDepositCheckout(ctx, tokenOf(plans[0].planUrl));
      await payTestSession(database.db, checkout.sessionId, "anne@example.com");
      const paid = await fulfilDeposit(ctx, checkout.sessionId);
      const depositCents = "deposit" in paid ? paid.deposit.amountCents : 0;
      return { today: budapestToday(new Date()), acceptedCents: plans[0].totalCents, depositCents };
    }

    it("counts plans sent and accepted, the value accepted and the deposits paid by source, campaign and language", async () => {
      await signedIn();
      const { today, acceptedCents, depositCents } = await twoPlans();
      expect(acceptedCents).toBeGreaterThan(0);
      expect(depositCents).toBe(Math.round((acceptedCents * 0.2) / 100) * 100);
      const { plans } = await analyticsReport(database.db, { from: addDays(today, -6), to: today });
      expect(plans.total).toEqual({ sent: 2, accepted: 1, acceptedCents, depositCents });
      expect(plans.sources).toEqual([
        { value: "google", sent: 1, accepted: 1, acceptedCents, depositCents },
        { value: "newsletter", sent: 1, accepted: 0, acceptedCents: 0, depositCents: 0 },
      ]);
      expect(plans.campaigns).toEqual([
        { value: "implants-spring", sent: 1, accepted: 1, acceptedCents, depositCents },
        { value: "autumn-letter", sent: 1, accepted: 0, acceptedCents: 0, depositCents: 0 },
      ]);
      expect(plans.languages).toEqual([
        { value: "fr", sent: 1, accepted: 1, acceptedCents, depositCents },
        { value: "de", sent: 1, accepted: 0, acceptedCents: 0, depositCents: 0 },
      ]);
      // A period before the plans were sent counts none of them.
      const before = await analyticsReport(database.db, {
        from: addDays(today, -30),
        to: addDays(today, -1),
      });
      expect(before.plans).toEqual({
        total: { sent: 0, accepted: 0, acceptedCents: 0, depositCents: 0 },
        sources: [],
        campaigns: [],
        languages: [],
      });
    });

    it("shows them on the analytics page and in its CSV", async () => {
      const { cookie } = await signedIn();
      const { acceptedCents, depositCents } = await twoPlans();
      const euros = `${(acceptedCents / 100).toFixed(2)},${(depositCents / 100).toFixed(2)}`;
      const shown = await page("/staff/analytics?range=7", cookie);
      expect(shown.status).toBe(200);
      const html = shown.text;
      expect(html).toContain(analyticsWords.plans.heading);
      const captions = [...html.matchAll(/<caption[^>]*>([^<]*)<\/caption>/g)].map((m) => m[1]);
      expect(captions).toEqual(
        expect.arrayContaining(
          (["sources", "campaigns", "languages"] as const).map((key) =>
            analyticsWords.plans.tables[key].caption.replace("'", "&#x27;"),
          ),
        ),
      );
      const campaignTable = html.slice(html.indexOf('id="plans-campaigns-heading"'));
      expect(campaignTable.indexOf("implants-spring")).toBeLessThan(campaignTable.indexOf("autumn-letter"));
      expect(html).toMatch(
        /French<\/th><td[^>]*>1<\/td><td[^>]*>1<\/td><td[^>]*>€[\d,]+\.\d\d<\/td><td[^>]*>€[\d,]+\.\d\d<\/td>/,
      );

      const csv = await page("/staff/analytics/export?range=7", cookie);
      const lines = csv.text.trimEnd().split("\r\n");
      expect(lines).toContain(`Treatment plans by source,google,,,,,,1,1,${euros}`);
      expect(lines).toContain("Treatment plans by campaign,autumn-letter,,,,,,1,0,0.00,0.00");
      expect(lines).toContain(`Treatment plans by language,French,,,,,,1,1,${euros}`);
    });
  },
);
