import * as z from "zod/mini";

/**
 * A Twilio callback's form (a delivery status, an incoming text): every parameter kept as sent,
 * because the signature covers them all (app/services/messages/twilio-signature.server.ts).
 */
export const twilioCallbackSchema = z.record(z.string(), z.string().check(z.maxLength(4000)));
