import { planRefusals } from "~/content/plan-patient";
import { endpointLoader } from "~/endpoints/endpoint.server";
import { planLinkHeaders } from "~/lib/plan-paths";
import { PlanError } from "~/services/plans/errors.server";
import { planPageView } from "~/services/plans/pages.server";
import { planPdfDocument } from "~/services/plans/plan-pdf-document.server";
import { renderPlanPdf } from "~/services/plans/plan-pdf.server";

/**
 * GET /plan/<token>/plan.pdf ('Download PDF' on the plan page): the same version the page shows
 * (?version=N for an earlier one), as a PDF in the plan's language. The link is the key, as for
 * the page: a forged one is a 404. Reading the PDF does not mark the plan viewed (the page does).
 * Declared as an endpoint (app/endpoints/plan-link.ts) for its rate-limit tier.
 */
export const loader = endpointLoader("planPdf", async ({ input, params, context }) => {
  try {
    const query = new URLSearchParams(input.version ? { version: input.version } : {});
    const plan = await planPageView(context, params.token ?? "", query, { counts: false });
    const pdf = await renderPlanPdf(planPdfDocument(plan));
    return new Response(new Uint8Array(pdf), {
      headers: {
        ...planLinkHeaders,
        "Content-Type": "application/pdf",
        "Content-Disposition": `attachment; filename="treatment-plan-${plan.reference}-v${plan.version}.pdf"`,
      },
    });
  } catch (error) {
    if (!(error instanceof PlanError && error.status === 404)) throw error;
    return new Response(planRefusals.notFound, {
      status: 404,
      headers: { ...planLinkHeaders, "Content-Type": "text/plain; charset=utf-8" },
    });
  }
});
