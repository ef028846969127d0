import * as z from "zod/mini";
import { stripBidiControls } from "../text-rules";

/**
 * The waiting list's forms (issue 44). Only shapes and lengths here: what is wrong with an
 * address, a name or a number is said in the visitor's language by the service
 * (bookings/waiting-list-entry.server.ts), on the page the form answers with.
 */
const typed = (max: number) =>
  z.string().check(
    z.overwrite<string>((v) => stripBidiControls(v).trim()),
    z.maxLength(max),
  );

/** POST /waiting-list: joining a full day's list from the event page (a plain HTML form). */
export const joinWaitingListSchema = z.object({
  date: z.string().check(z.regex(/^\d{4}-\d{2}-\d{2}$/, "should be YYYY-MM-DD")),
  email: typed(254),
  name: typed(200),
  phone: z.optional(typed(40)),
  channel: z.optional(z.enum(["none", "sms", "whatsapp"])),
  consent: z.optional(z.literal("yes")),
  language: z.optional(z.string().check(z.maxLength(8))),
});

/** POST /waiting-list/:token: the entry's page's buttons. */
export const waitingListEntrySchema = z.object({
  intent: z.enum(["book", "leave"], "should be book or leave"),
});

const emailSchema = z.email();

/** Whether a lower-cased, trimmed address looks like one. */
export const isEmailAddress = (value: string) => value.length <= 254 && emailSchema.safeParse(value).success;
