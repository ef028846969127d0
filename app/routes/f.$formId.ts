import { endpointAction } from "~/endpoints/endpoint.server";
import { handleSubmission } from "~/services/leads/form-submission.server";

/**
 * POST /f/:formId: our own form endpoint speaking Formspree's submission protocol, so the
 * contact form (or the official @formspree clients) work with nothing hosted elsewhere.
 * These forms take no files (NO_FILE_UPLOADS); the quote form's endpoint is /f/quote.
 */
export const action = endpointAction("forms", (args) =>
  handleSubmission({ ...args, formId: String(args.params.formId) }),
);
