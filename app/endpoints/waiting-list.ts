/**
 * The waiting list's endpoints for a full consultation day (issue 44), spread into
 * app/route-list.ts's `endpoints` (kept here so that list stays readable): joining from the event
 * page (a plain form whose answer is a page of its own, in the event page's language), and the
 * entry's private page (leave, or book the place an offer holds).
 */
import { joinWaitingListSchema, waitingListEntrySchema } from "../lib/schemas/waiting-list";
import { define, patientLinkForm } from "./definition";
import { bodyLimits } from "./limits";

export const waitingListEndpoints = define({
  // On the forms tier, as the site's other visitor forms: each join may send an email.
  joinWaitingList: {
    pattern: "/waiting-list",
    file: "routes/waiting-list.tsx",
    page: true,
    methods: ["POST"],
    body: "form",
    bodyLimit: bodyLimits.form,
    tier: "forms",
    errors: "page",
    origin: "same-site",
    schema: joinWaitingListSchema,
  },
  waitingListEntry: patientLinkForm(
    "/waiting-list/:token",
    "routes/waiting-list.$token.tsx",
    waitingListEntrySchema,
  ),
});
