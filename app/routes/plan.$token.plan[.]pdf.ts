import { requireAppContext } from "~/context";
import { planRefusals } from "~/content/plan-patient";
import { PlanError } from "~/services/plans/errors.server";
import { planPageView } from "~/services/plans/pages.server";
import { planPdfDocument } from "~/services/plans/plan-pdf-document.server";
import { renderPlanPdf } from "~/services/plans/plan-pdf.server";
import type { Route } from "./+types/plan.$token.plan[.]pdf";

/** A patient's plan: never stored on the way, never indexed, never a referrer. */
const privateHeaders = {
  "Cache-Control": "no-store",
  "X-Robots-Tag": "noindex, nofollow",
  "Referrer-Policy": "no-referrer",
};

/**
 * GET /plan/<token>/plan.pdf ('Download PDF' on the plan page): the same version the page shows
 * (?version=N for an earlier one), as a PDF in the plan's language. The link is the key, as for
 * the page: a forged one is a 404. Reading the PDF does not mark the plan viewed (the page does).
 */
export async function loader({ params, request, context }: Route.LoaderArgs) {
  const ctx = requireAppContext(context);
  try {
    const plan = await planPageView(ctx, params.token, new URL(request.url).searchParams, { counts: false });
    const pdf = await renderPlanPdf(planPdfDocument(plan));
    return new Response(new Uint8Array(pdf), {
      headers: {
        ...privateHeaders,
        "Content-Type": "application/pdf",
        "Content-Disposition": `attachment; filename="treatment-plan-${plan.reference}-v${plan.version}.pdf"`,
      },
    });
  } catch (error) {
    if (!(error instanceof PlanError && error.status === 404)) throw error;
    return new Response(planRefusals.notFound, {
      status: 404,
      headers: { ...privateHeaders, "Content-Type": "text/plain; charset=utf-8" },
    });
  }
}
