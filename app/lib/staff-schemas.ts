import * as z from "zod/mini";
import { leadStatuses } from "./lead-status";
import { stripBidiControls } from "./text-rules";

/** The back office's forms: one schema each (app/endpoints.ts names them). */

/** Staff's words are stored and emailed too: without bidi controls, like every stored text. */
const withoutBidi = z.overwrite<string>(stripBidiControls);
const text = (max: number, required = "Please fill this in.") =>
  z.string(required).check(withoutBidi, z.trim(), z.minLength(1, required), z.maxLength(max, `At most ${max} characters.`));
const optionalText = (max: number) =>
  z.optional(z.pipe(z.string().check(withoutBidi, z.trim(), z.maxLength(max)), z.transform((v) => v || undefined)));
const isoDay = z.optional(
  z.pipe(
    z.string().check(z.trim()),
    z.transform((v) => v || undefined),
  ),
);
const dayPattern = /^\d{4}-\d{2}-\d{2}$/;
const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
export const isUuid = (value: string | undefined): value is string => !!value && uuidPattern.test(value);

export const signInSchema = z.object({
  email: text(254, "Please enter your email address."),
  password: z.string("Please enter your password.").check(z.minLength(1, "Please enter your password."), z.maxLength(1024)),
  // Empty only for an account whose two-factor was reset: its password leads to the setup.
  code: z.optional(
    z.string().check(z.trim(), z.regex(/^(\d{6})?$/, "The code is the 6 digits your authenticator app shows.")),
  ),
  next: optionalText(500),
});

const sixDigits = z
  .string("Please enter the 6-digit code.")
  .check(z.trim(), z.regex(/^\d{6}$/, "The code is the 6 digits your authenticator app shows."));

/** Setting up two-factor again after a reset: the sign-in's ticket and the new app's code. */
export const twoFactorSetupSchema = z.object({
  ticket: z.string("Please sign in again.").check(z.maxLength(200)),
  code: sixDigits,
});

/** Accepting an invitation: a password (twice), and the code of the authenticator just set up. */
export const invitationSchema = z.object({
  password: z
    .string("Please choose a password.")
    .check(z.minLength(1, "Please choose a password."), z.maxLength(1024, "At most 1024 characters.")),
  confirm: z.string("Please type the password again.").check(z.maxLength(1024)),
  secret: z.string().check(z.regex(/^[A-Z2-7]{32}$/, "Please reload the page and scan the new code.")),
  code: sixDigits,
});

export const signOutSchema = z.object({
  everywhere: z.optional(z.enum(["yes"])),
});

/** The inbox's filters (a GET form; also the CSV export's query). */
export const leadFilterSchema = z.object({
  q: optionalText(200),
  status: z.optional(z.union([z.literal(""), z.enum(leadStatuses)])),
  treatment: optionalText(100),
  form: optionalText(50),
  from: isoDay,
  to: isoDay,
  page: z.optional(z.pipe(z.string(), z.transform((v) => Math.max(1, Math.min(10_000, Number.parseInt(v, 10) || 1))))),
});
export type LeadFilter = z.output<typeof leadFilterSchema>;

/** A valid day or nothing: a half-typed date filters nothing rather than failing the page. */
export const filterDay = (value: string | undefined) => (value && dayPattern.test(value) ? value : undefined);

/** The forms on a consultation day's page, each about one booking. */
const bookingId = z.string().check(z.regex(uuidPattern, "Unknown booking."));
export const moveBookingForm = z.object({
  intent: z.literal("move"),
  bookingId,
  date: z.string("Choose a date.").check(z.regex(dayPattern, "Choose a date.")),
  time: z.string("Choose a time.").check(z.regex(/^\d{2}:\d{2}$/, "Choose a time.")),
});
export const attendanceForm = z.object({
  intent: z.literal("attendance"),
  bookingId,
  attendance: z.enum(["attended", "no_show", "unknown"]),
});
export const refundForm = z.object({
  intent: z.literal("refund"),
  bookingId,
  reason: text(500, "Please give the reason for the refund."),
});
/** The day sheet's row note (an empty one clears it). */
export const bookingNoteForm = z.object({
  intent: z.literal("note"),
  bookingId,
  note: z.optional(z.string().check(withoutBidi, z.trim(), z.maxLength(1000, "At most 1000 characters."))),
});
export const paidAtDeskForm = z.object({ intent: z.literal("paid-at-desk"), bookingId });
export const dayConfirmationsForm = z.object({ intent: z.literal("confirmations") });
export const bookingActionSchema = z.discriminatedUnion("intent", [
  moveBookingForm,
  attendanceForm,
  refundForm,
  bookingNoteForm,
  paidAtDeskForm,
  dayConfirmationsForm,
]);

const personEmail = z.pipe(
  text(254, "Please enter the person's email address."),
  z.email("Please enter a valid email address."),
);
/** GDPR requests: find or erase everything about one email address (a POST: no address in a URL). */
export const gdprActionSchema = z.object({
  intent: z.enum(["search", "erase"]),
  email: personEmail,
  /** Erasing needs the address typed a second time. */
  confirm: optionalText(254),
});

/** The right of access: everything about one address, as a JSON download. */
export const gdprExportSchema = z.object({ email: personEmail });

export const subscriberActionSchema = z.object({
  intent: z.literal("unsubscribe"),
  id: z.pipe(z.string(), z.transform((v) => Number.parseInt(v, 10))).check(z.refine((v) => Number.isInteger(v) && v > 0, "Unknown subscriber.")),
});

/**
 * The accounts page's forms: one account's buttons (end its sessions, lift its sign-in lock,
 * disable or enable it, reset its two-factor, remove it), and the invitation form.
 */
export const accountButtonForm = z.object({
  intent: z.enum(["remove", "sign-out-everywhere", "unlock", "disable", "enable", "reset-two-factor"]),
  accountId: z.string().check(z.regex(uuidPattern, "Unknown account.")),
});
export const inviteForm = z.object({
  intent: z.literal("invite"),
  email: personEmail,
  role: z.enum(["staff", "admin"], "Choose a role."),
});
export const accountActionSchema = z.discriminatedUnion("intent", [accountButtonForm, inviteForm]);

export const emptyQuerySchema = z.object({});

/** The back office's search box (a GET form on every staff page: /staff/search?q=…). */
export const staffSearchSchema = z.object({ q: optionalText(200) });
