import { endpointAction } from "~/endpoints/endpoint.server";
import { handleSubmission } from "~/services/leads/form-submission.server";

/**
 * POST /f/quote: the quote form, in Formspree's protocol like every form, and the only one
 * that takes attachments: up to 5 X-rays or photos (app/lib/upload-rules.ts), streamed to
 * private temporary files by the pipeline (services/uploads/incoming.server.ts) and handed over here.
 */
export const action = endpointAction("quoteForm", (args) => handleSubmission({ ...args, formId: "quote" }));
