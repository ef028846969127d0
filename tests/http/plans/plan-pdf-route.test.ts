import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { extractText } from "unpdf";
import { planPageCopy as frPlanPage } from "../../../app/content/fr/plan-page";
import { priceItems as frPriceItems } from "../../../app/content/fr/price-list";
import { formatEurAmount } from "../../../app/lib/format";
import type { ServiceContext, StaffContext } from "../../../app/services/context.server";
import { createPlan } from "../../../app/services/plans/create.server";
import { saveDraft } from "../../../app/services/plans/drafts.server";
import { sendPlan } from "../../../app/services/plans/sending.server";
import { testContext } from "../../support/context";
import { createTestDatabase, testBackends, truncateAll, type TestDatabase } from "../../support/database";
import { startTestServer, type TestServer } from "../../support/http-server";
import { implantDraft, planLead, planStaff, tokenOf } from "../../support/plans";

const SITE = "http://localhost:3000";

/**
 * The plan's PDF over HTTP (GET /plan/<token>/plan.pdf): the version the page shows, in the
 * plan's language, read back by a PDF text extractor; private like the page; a forged link 404.
 */
describe.each(testBackends())("the plan's PDF on %s", (backend) => {
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

  it("is the French patient's plan in French: name, reference, every item and the total, ä/é/€ intact", async () => {
    const lead = await planLead(ctx, { name: "Zoë Hélène Müller", email: "zoe@example.fr", language: "fr" });
    const { planId, reference } = await createPlan(staff, { leadId: lead.id });
    const draft = implantDraft();
    await saveDraft(staff, planId, draft);
    const sent = await sendPlan(staff, planId);

    const response = await fetch(`${server.url}/plan/${tokenOf(sent.planUrl)}/plan.pdf`);
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("application/pdf");
    expect(response.headers.get("cache-control")).toBe("no-store");
    expect(response.headers.get("x-robots-tag")).toContain("noindex");
    expect(response.headers.get("content-disposition")).toContain(`${reference}-v1.pdf`);
    const bytes = new Uint8Array(await response.arrayBuffer());
    const { text } = await extractText(bytes, { mergePages: true });
    const words = text.replace(/\s+/g, " ");
    expect(words).toContain("Zoë Hélène Müller");
    expect(words).toContain(reference);
    expect(words).toContain(frPlanPage.pdfDocument.title);
    for (const item of draft.items) {
      expect(words).toContain(
        frPriceItems[item.itemId as keyof typeof frPriceItems].title.replace(/\s+/g, " "),
      );
    }
    expect(words).toContain(
      `${frPlanPage.total} ${formatEurAmount(sent.totalCents, "fr").replace(/\s+/g, " ")}`,
    );
  });

  it("is a 404 for a forged link, and nothing is rendered", async () => {
    const response = await fetch(`${server.url}/plan/${"A".repeat(43)}/plan.pdf`);
    expect(response.status).toBe(404);
    expect(response.headers.get("content-type")).not.toBe("application/pdf");
  });
});
