import * as z from "zod/mini";
import { staffFormErrors as errors } from "../../content/staff-form-errors";
import { leadStatuses } from "../lead-status";
import { stripBidiControls } from "../text-rules";

/** The back office's forms: one schema each (app/endpoints.ts names them). */

/** Staff's words are stored and emailed too: without bidi controls, like every stored text. */
const withoutBidi = z.overwrite<string>(stripBidiControls);
const text = (max: number, required: string = errors.required) =>
  z
    .string(required)
    .check(withoutBidi, z.trim(), z.minLength(1, required), z.maxLength(max, errors.atMost(max)));
const optionalText = (max: number) =>
  z.optional(
    z.pipe(
      z.string().check(withoutBidi, z.trim(), z.maxLength(max)),
      z.transform((v) => v || undefined),
    ),
  );
const isoDay = z.optional(
  z.pipe(
    z.string().check(z.trim()),
    z.transform((v) => v || undefined),
  ),
);
const dayPattern = /^\d{4}-\d{2}-\d{2}$/;
const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
export const isUuid = (value: string | undefined): value is string => !!value && uuidPattern.test(value);

const signInPassword = z
  .string(errors.signIn.password)
  .check(z.minLength(1, errors.signIn.password), z.maxLength(1024));

export const signInSchema = z.object({
  email: text(254, errors.signIn.email),
  password: signInPassword,
  // May be left empty: the right password of an account whose two-factor was reset then says
  // to follow the emailed link.
  code: z.optional(z.string().check(z.trim(), z.regex(/^(\d{6})?$/, errors.signIn.code))),
  next: optionalText(500),
});

const sixDigits = z
  .string(errors.twoFactor.missingCode)
  .check(z.trim(), z.regex(/^\d{6}$/, errors.signIn.code));

/** A browser's WebAuthn answer, as JSON text (a passkey's is about 1-2 kB). */
const passkeyAnswer = z
  .string(errors.passkeys.answer)
  .check(z.minLength(2, errors.passkeys.answer), z.maxLength(16_000));
/** The name its owner gives a passkey. */
const passkeyName = text(60, errors.passkeys.name);
/** A credential's id (base64url, at most 1023 bytes). */
const passkeyId = z.string().check(z.regex(/^[A-Za-z0-9_-]{1,1400}$/, errors.passkeys.unknown));
/** The setup's ticket after a reset link's password. */
const setupTicket = z.string(errors.twoFactor.ticket).check(z.maxLength(200));

/** Signing in with a passkey (JSON answers): the options, then the browser's answer. */
export const passkeySignInSchema = z.discriminatedUnion("intent", [
  z.object({ intent: z.literal("options") }),
  z.object({ intent: z.literal("verify"), response: passkeyAnswer }),
]);

/** Adding a passkey when signed in (JSON answers): the options, then the new passkey and its name. */
export const passkeyRegisterSchema = z.discriminatedUnion("intent", [
  z.object({ intent: z.literal("options") }),
  z.object({ intent: z.literal("register"), name: passkeyName, response: passkeyAnswer }),
]);

/** The passkeys page's forms: rename or remove one. */
export const passkeyActionSchema = z.discriminatedUnion("intent", [
  z.object({ intent: z.literal("rename"), passkeyId, name: passkeyName }),
  z.object({ intent: z.literal("remove"), passkeyId }),
]);

/** A reset link's page: the password, then the new authenticator app's first code. */
export const resetLinkSchema = z.discriminatedUnion("intent", [
  z.object({ intent: z.literal("password"), password: signInPassword }),
  z.object({ intent: z.literal("code"), ticket: setupTicket, code: sixDigits }),
]);

/** A reset link's passkey instead of an app (JSON answers), with the setup's ticket. */
export const resetPasskeySchema = z.discriminatedUnion("intent", [
  z.object({ intent: z.literal("options"), ticket: setupTicket }),
  z.object({
    intent: z.literal("register"),
    ticket: setupTicket,
    name: passkeyName,
    response: passkeyAnswer,
  }),
]);

/** Accepting an invitation: a password (twice), and the code of the authenticator just set up. */
export const invitationSchema = z.object({
  password: z
    .string(errors.invitation.password)
    .check(z.minLength(1, errors.invitation.password), z.maxLength(1024, errors.atMost(1024))),
  confirm: z.string(errors.invitation.confirm).check(z.maxLength(1024)),
  secret: z.string().check(z.regex(/^[A-Z2-7]{32}$/, errors.invitation.secret)),
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
  page: z.optional(
    z.pipe(
      z.string(),
      z.transform((v) => Math.max(1, Math.min(10_000, Number.parseInt(v, 10) || 1))),
    ),
  ),
});
export type LeadFilter = z.output<typeof leadFilterSchema>;

/** A valid day or nothing: a half-typed date filters nothing rather than failing the page. */
export const filterDay = (value: string | undefined) => (value && dayPattern.test(value) ? value : undefined);

/** The forms on a consultation day's page, each about one booking. */
const bookingId = z.string().check(z.regex(uuidPattern, errors.bookings.unknown));
const moveBookingForm = z.object({
  intent: z.literal("move"),
  bookingId,
  date: z.string(errors.bookings.date).check(z.regex(dayPattern, errors.bookings.date)),
  time: z.string(errors.bookings.time).check(z.regex(/^\d{2}:\d{2}$/, errors.bookings.time)),
});
const attendanceForm = z.object({
  intent: z.literal("attendance"),
  bookingId,
  attendance: z.enum(["attended", "no_show", "unknown"]),
});
export const refundForm = z.object({
  intent: z.literal("refund"),
  bookingId,
  reason: text(500, errors.bookings.refundReason),
});
/** The day sheet's row note (an empty one clears it). */
const bookingNoteForm = z.object({
  intent: z.literal("note"),
  bookingId,
  note: z.optional(z.string().check(withoutBidi, z.trim(), z.maxLength(1000, errors.atMost(1000)))),
});
const paidAtDeskForm = z.object({ intent: z.literal("paid-at-desk"), bookingId });
const dayConfirmationsForm = z.object({ intent: z.literal("confirmations") });
export const bookingActionSchema = z.discriminatedUnion("intent", [
  moveBookingForm,
  attendanceForm,
  refundForm,
  bookingNoteForm,
  paidAtDeskForm,
  dayConfirmationsForm,
]);

const personEmail = z.pipe(text(254, errors.person.missing), z.email(errors.person.invalid));
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
  id: z
    .pipe(
      z.string(),
      z.transform((v) => Number.parseInt(v, 10)),
    )
    .check(z.refine((v) => Number.isInteger(v) && v > 0, errors.unknownSubscriber)),
});

/**
 * The accounts page's forms: one account's buttons (end its sessions, lift its sign-in lock,
 * disable or enable it, reset its two-factor and passkeys, remove it), the invitation form, each
 * waiting invitation's Revoke button, and the "passkeys for everyone" setting.
 */
const accountButtonForm = z.object({
  intent: z.enum(["remove", "sign-out-everywhere", "unlock", "disable", "enable", "reset-two-factor"]),
  accountId: z.string().check(z.regex(uuidPattern, errors.unknownAccount)),
});
const inviteForm = z.object({
  intent: z.literal("invite"),
  email: personEmail,
  role: z.enum(["staff", "admin"], errors.role),
});
/** An invitation's Revoke button. */
const revokeInvitationForm = z.object({
  intent: z.literal("revoke-invitation"),
  invitationId: z.string().check(z.regex(uuidPattern, errors.unknownInvitation)),
});
/** The administrator's "passkeys for everyone" switch. */
const passkeysRequiredForm = z.object({
  intent: z.literal("passkeys-required"),
  required: z.enum(["yes", "no"], errors.passkeys.required),
});
export const accountActionSchema = z.discriminatedUnion("intent", [
  accountButtonForm,
  inviteForm,
  revokeInvitationForm,
  passkeysRequiredForm,
]);

export const emptyQuerySchema = z.object({});

/** The back office's search box (a GET form on every staff page: /staff/search?q=…). */
export const staffSearchSchema = z.object({ q: optionalText(200) });

/**
 * The analytics page's period, also its CSV export's query (?range=30, ?range=custom&from=…&to=…):
 * app/lib/analytics-period.ts reads it and says what is wrong with a period it cannot show.
 */
export const analyticsQuerySchema = z.object({
  range: z.optional(z.string()),
  from: z.optional(z.string()),
  to: z.optional(z.string()),
});

/** An optional day in the staff API's query: 2026-01-31. */
const isoDayQuery = z.optional(
  z.string().check(z.regex(/^\d{4}-\d{2}-\d{2}$/, "should look like 2026-01-31")),
);

/** GET /api/staff/leads?since=…&until=…&format=…&kind=…&reference=… */
export const staffLeadsQuerySchema = z.object({
  since: isoDayQuery,
  until: isoDayQuery,
  format: z.optional(z.enum(["json", "csv"])),
  kind: z.optional(z.enum(["leads", "subscribers", "bookings"])),
  /** A booking reference: only that booking. */
  reference: z.optional(z.string().check(z.maxLength(40))),
});

/** A staff link to a quote-form attachment: /staff/files/<id>?expires=…&signature=… */
export const staffFileQuerySchema = z.object({
  expires: z.string().check(z.regex(/^\d{1,12}$/, "should be a time")),
  signature: z.string().check(z.regex(/^[A-Za-z0-9_-]{22}$/, "should be a signature")),
});
