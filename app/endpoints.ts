import * as z from "zod/mini";
import { appointmentSchema, checkoutSchema, manageBookingSchema } from "./lib/booking-schema";
import { contactSchema } from "./lib/contact-schema";
import { leadInboxSchema, leadPageSchema, templateActionSchema } from "./lib/lead-schemas";
import { addDaySchema, daySettingsSchema, phoneBookingSchema } from "./lib/staff-day-schemas";
import { newsletterSchema } from "./lib/newsletter-schema";
import { uploadLimits } from "./lib/upload-rules";
import {
  accountActionSchema,
  bookingActionSchema,
  emptyQuerySchema,
  gdprActionSchema,
  gdprExportSchema,
  invitationSchema,
  signInSchema,
  signOutSchema,
  subscriberActionSchema,
  twoFactorSetupSchema,
} from "./lib/staff-schemas";

/**
 * Every endpoint of the site, declared once: the route table (app/routes.ts) mounts them, the
 * edge (server/edge.ts) enforces their method, content type, origin, rate-limit tier and body
 * cap before a byte of the body is read, and their route modules parse input with the schema
 * named here (app/services/endpoint.server.ts). docs/decisions/0004-request-pipeline.md says why.
 * A new endpoint is a line here plus a route module whose action is `endpointAction(name, …)`;
 * server/route-inventory.test.ts fails when a route takes input without both.
 */

/**
 * Rate-limit tiers: requests per client address per window, counted in the database; `files`
 * and `pixels` count what the quote form's requests carry rather than the requests.
 */
export const rateTiers = {
  forms: { limit: 10, windowMs: 15 * 60_000 },
  newsletter: { limit: 5, windowMs: 15 * 60_000 },
  /**
   * One-click unsubscribes come from mail providers' servers, many subscribers' at a time from
   * one address: generous, so an unsubscribe is never refused after a newsletter goes out.
   */
  unsubscribe: { limit: 300, windowMs: 15 * 60_000 },
  checkout: { limit: 10, windowMs: 15 * 60_000 },
  booking: { limit: 20, windowMs: 15 * 60_000 },
  /**
   * The event page asks for the places left once a minute while it is open: room for four open
   * tabs from one address, and a refusal only leaves the numbers shown as they were.
   */
  seats: { limit: 60, windowMs: 15 * 60_000 },
  staff: { limit: 60, windowMs: 60_000 },
  /**
   * The currency links (GET /currency/GBP?back=…): a tap sets a cookie and comes back. Far more
   * than anyone switches currency; a refusal only leaves the choice as it was.
   */
  currency: { limit: 60, windowMs: 15 * 60_000 },
  /**
   * Stripe's webhook, per sending address: Stripe delivers from a dozen addresses, one event per
   * payment or expiry; far above a clinic's day, and a refusal is retried by Stripe for three
   * days (and the reconciliation would find the payment anyway).
   */
  webhook: { limit: 600, windowMs: 15 * 60_000 },
  /**
   * The quote form's files, counted one by one as each arrives, accepted or refused, and never
   * given back (services/upload-allowance.server.ts): eight full sends of five an hour, so a
   * patient who tries again, or sends more later, is never refused.
   */
  files: { limit: 8 * uploadLimits.maxFiles, windowMs: 60 * 60_000 },
  /**
   * Megapixels decoded for a client, counted from the headers before anything is decoded: two
   * full sends of five pictures at the largest size allowed (600), or ten of five 12 MP photos.
   */
  pixels: { limit: (2 * uploadLimits.maxFiles * uploadLimits.maxPixels) / 1_000_000, windowMs: 60 * 60_000 },
} as const satisfies Record<string, { limit: number; windowMs: number }>;
export type RateTier = keyof typeof rateTiers;

/** Every tier's allowance times `multiplier` (RATE_LIMIT_MULTIPLIER; test servers only). */
export function scaledRateTiers(multiplier: number): Record<RateTier, { limit: number; windowMs: number }> {
  return Object.fromEntries(
    Object.entries(rateTiers).map(([tier, { limit, windowMs }]) => [
      tier,
      { limit: limit * multiplier, windowMs },
    ]),
  ) as Record<RateTier, { limit: number; windowMs: number }>;
}

const KB = 1024;
export const bodyLimits = {
  form: 32 * KB,
  json: 16 * KB,
  /** A Checkout Session event is a few kB; Stripe's largest events stay far below this. */
  webhook: 64 * KB,
  /** The quote form: its attachments (app/lib/upload-rules.ts) plus room for the fields. */
  files: uploadLimits.maxTotalBytes + 256 * KB,
} as const;

/**
 * How long a body read into memory may take to arrive once its headers have (408 after): a form
 * or JSON body is a few kB, sent at once; a trickle is a held connection. Stripe sends its
 * webhook whole, so its deadline is short. The quote form's files are streamed and bounded by
 * the server's request timeout instead (server/connection-limits.ts).
 */
export const bodyDeadlines = { webhook: 10_000, other: 30_000 };
export type BodyDeadlines = typeof bodyDeadlines;

export type GuardedMethod = "GET" | "POST" | "PATCH";

export interface EndpointDefinition {
  /** URL pattern; `:name` matches one path segment. */
  pattern: string;
  /** Route module, relative to app/. */
  file: string;
  /** Methods the pipeline guards (GET is guarded only where listed: a page's own GET is not). */
  methods: readonly GuardedMethod[];
  /**
   * What the body may be: `json` (application/json only, 415 otherwise), `form` (Formspree's
   * JSON, urlencoded or multipart, no files), `files` (the same, and a multipart body may carry
   * files: streamed to temporary files rather than read into memory), `raw` (bytes as sent,
   * e.g. a signed webhook), `none`.
   */
  body: "json" | "form" | "files" | "raw" | "none";
  /** Largest body, counted in bytes received (chunked or not). */
  bodyLimit: number;
  /** Rate-limit tier: every endpoint has one, a signed webhook too (its signature is checked after). */
  tier: RateTier;
  /** How errors are told: Formspree's protocol, the API's JSON, or the page's own data. */
  errors: "formspree" | "json" | "page";
  /**
   * Cross-site policy: `same-site` refuses an Origin other than SITE_URL's (403); `formspree`
   * answers per Formspree's protocol (BLOCKED), with a CORS preflight for our own origin;
   * `any` for server-to-server callers (the payment provider, staff tools with a token);
   * `staff` (the back office's forms) requires the request to show it comes from SITE_URL: an
   * Origin, or failing that a Referer, of our own (403 otherwise, a missing one included).
   */
  origin: "same-site" | "formspree" | "any" | "staff";
  /** The one schema the input is parsed with (body for writes, query for reads). */
  schema: z.ZodMiniType;
  /** The route is also a page (its own GET renders it); otherwise only `methods` are answered. */
  page?: true;
  /** Mounted inside the back office's signed-in layout (app/routes/staff.tsx). */
  layout?: "staff";
}

const define = <T extends Record<string, EndpointDefinition>>(endpoints: T) => endpoints;

/** A Stripe event, after its signature was checked: only the fields we read. */
export const stripeEventSchema = z.looseObject({
  id: z.string().check(z.minLength(1), z.maxLength(255)),
  type: z.string().check(z.minLength(1), z.maxLength(255)),
  data: z.looseObject({ object: z.looseObject({ id: z.string().check(z.maxLength(255)) }) }),
});

const isoDay = z.optional(z.string().check(z.regex(/^\d{4}-\d{2}-\d{2}$/, "should look like 2026-01-31")));
/** GET /api/staff/leads?since=…&until=…&format=…&kind=…&reference=… */
export const staffLeadsQuerySchema = z.object({
  since: isoDay,
  until: isoDay,
  format: z.optional(z.enum(["json", "csv"])),
  kind: z.optional(z.enum(["leads", "subscribers", "bookings"])),
  /** A booking reference: only that booking. */
  reference: z.optional(z.string().check(z.maxLength(40))),
});

/**
 * An unsubscribe: RFC 8058's one-click body from a mail client ('List-Unsubscribe=One-Click'),
 * or the button on our own page. Nothing in it is needed: the link's token says who.
 */
export const unsubscribeSchema = z.looseObject({
  "List-Unsubscribe": z.optional(z.literal("One-Click")),
});

/** A staff link to a quote-form attachment: /staff/files/<id>?expires=…&signature=… */
export const staffFileQuerySchema = z.object({
  expires: z.string().check(z.regex(/^\d{1,12}$/, "should be a time")),
  signature: z.string().check(z.regex(/^[A-Za-z0-9_-]{22}$/, "should be a signature")),
});

/** GET /currency/:code?back=/path: where to come back to (checked again by safeBackPath). */
export const currencyQuerySchema = z.object({
  back: z.optional(z.string().check(z.maxLength(2000))),
});

/** The test-mode checkout page's two buttons. */
export const testCheckoutSchema = z.object({
  intent: z.enum(["pay", "cancel"], "should be pay or cancel"),
  email: z.optional(z.string().check(z.maxLength(254))),
});

/**
 * A back-office form: posted to its own page from our own origin only (`origin: "staff"`), on
 * the staff tier, its errors said on the page (docs/decisions/0007-staff-back-office.md).
 */
const staffForm = <S extends z.ZodMiniType>(
  pattern: string,
  file: string,
  schema: S,
  options: Pick<EndpointDefinition, "page" | "layout"> = {},
): EndpointDefinition & { schema: S } => ({
  pattern,
  file,
  methods: ["POST"],
  body: "form",
  bodyLimit: bodyLimits.form,
  tier: "staff",
  errors: "page",
  origin: "staff",
  schema,
  ...options,
});

/**
 * A back-office download (an export, an attachment): a GET its query's schema checks, on the
 * staff tier; a link or an image may open it, so any origin, and the route asks for a session.
 */
const staffDownload = <S extends z.ZodMiniType>(
  pattern: string,
  file: string,
  schema: S,
): EndpointDefinition & { schema: S } => ({
  pattern,
  file,
  methods: ["GET"],
  body: "none",
  bodyLimit: 0,
  tier: "staff",
  errors: "page",
  origin: "any",
  schema,
});

export const endpoints = define({
  // Before `forms`: /f/quote is matched here first, not as /f/:formId.
  quoteForm: {
    pattern: "/f/quote",
    file: "routes/f.quote.ts",
    methods: ["POST"],
    body: "files",
    bodyLimit: bodyLimits.files,
    tier: "forms",
    errors: "formspree",
    origin: "formspree",
    schema: contactSchema,
  },
  forms: {
    pattern: "/f/:formId",
    file: "routes/f.$formId.ts",
    methods: ["POST"],
    body: "form",
    bodyLimit: bodyLimits.form,
    tier: "forms",
    errors: "formspree",
    origin: "formspree",
    schema: contactSchema,
  },
  newsletter: {
    pattern: "/api/newsletter",
    file: "routes/api.newsletter.ts",
    methods: ["POST"],
    body: "json",
    bodyLimit: bodyLimits.json,
    tier: "newsletter",
    errors: "json",
    origin: "same-site",
    schema: newsletterSchema,
  },
  newsletterUnsubscribe: {
    pattern: "/newsletter/unsubscribe/:token",
    file: "routes/newsletter.unsubscribe.tsx",
    // Its GET is a page asking 'Unsubscribe?': link scanners fetch GETs, so only a POST acts.
    page: true,
    methods: ["POST"],
    body: "form",
    bodyLimit: bodyLimits.form,
    tier: "unsubscribe",
    errors: "page",
    // RFC 8058: the mail client (Gmail's, Apple Mail's servers…) posts it, from no page of ours,
    // so no Origin can be required; the unguessable token in the path is the proof.
    origin: "any",
    schema: unsubscribeSchema,
  },
  checkout: {
    pattern: "/api/create-checkout-session",
    file: "routes/api.create-checkout-session.ts",
    methods: ["POST"],
    body: "json",
    bodyLimit: bodyLimits.json,
    tier: "checkout",
    errors: "json",
    origin: "same-site",
    schema: checkoutSchema,
  },
  // The currency choice without JavaScript (docs/decisions/0020-currency-everywhere.md): a
  // link from any page of ours; it only stores the visitor's own preference on their device.
  currency: {
    pattern: "/currency/:code",
    file: "routes/currency.$code.ts",
    methods: ["GET"],
    body: "none",
    bodyLimit: 0,
    tier: "currency",
    errors: "json",
    origin: "any",
    schema: currencyQuerySchema,
  },
  eventSeats: {
    pattern: "/api/event-seats",
    file: "routes/api.event-seats.ts",
    methods: ["GET"],
    body: "none",
    bodyLimit: 0,
    tier: "seats",
    errors: "json",
    // Public figures, the same as on the page: any caller may read them.
    origin: "any",
    schema: emptyQuerySchema,
  },
  bookingUpdate: {
    pattern: "/api/consultation-bookings/:sessionId",
    file: "routes/api.consultation-bookings.ts",
    methods: ["PATCH"],
    body: "json",
    bodyLimit: bodyLimits.json,
    tier: "booking",
    errors: "json",
    origin: "same-site",
    schema: appointmentSchema,
  },
  manageBooking: {
    pattern: "/booking/:token",
    file: "routes/booking.$token.tsx",
    // The patient's manage page: its own GET renders it (never prerendered, never cached).
    page: true,
    methods: ["POST"],
    body: "form",
    bodyLimit: bodyLimits.form,
    tier: "booking",
    errors: "page",
    origin: "same-site",
    schema: manageBookingSchema,
  },
  testCheckout: {
    pattern: "/test-checkout/:sessionId",
    file: "routes/test-checkout.tsx",
    page: true,
    methods: ["POST"],
    body: "form",
    bodyLimit: bodyLimits.form,
    // Paying or cancelling is not starting another checkout: the booking tier, not checkout's.
    tier: "booking",
    errors: "page",
    origin: "same-site",
    schema: testCheckoutSchema,
  },
  stripeWebhook: {
    pattern: "/api/stripe/webhook",
    file: "routes/api.stripe.webhook.ts",
    methods: ["POST"],
    body: "raw",
    bodyLimit: bodyLimits.webhook,
    tier: "webhook",
    errors: "json",
    origin: "any",
    schema: stripeEventSchema,
  },
  staffLeads: {
    pattern: "/api/staff/leads",
    file: "routes/api.staff.leads.ts",
    methods: ["GET"],
    body: "none",
    bodyLimit: 0,
    tier: "staff",
    errors: "json",
    origin: "any",
    schema: staffLeadsQuerySchema,
  },
  staffBackup: {
    pattern: "/api/staff/backup",
    file: "routes/api.staff.backup.ts",
    methods: ["POST"],
    body: "none",
    bodyLimit: 0,
    tier: "staff",
    errors: "json",
    origin: "any",
    schema: z.object({}),
  },
  // The back office (docs/decisions/0007-staff-back-office.md): every form posts to its own
  // page, from our own origin only, on the staff tier.
  staffSignIn: staffForm("/staff/sign-in", "routes/staff.sign-in.tsx", signInSchema, { page: true }),
  staffSignOut: staffForm("/staff/sign-out", "routes/staff.sign-out.ts", signOutSchema),
  // Before a session exists: an invitation's one-time link, and the two-factor setup after a reset.
  staffInvitation: staffForm("/staff/invitation/:token", "routes/staff.invitation.tsx", invitationSchema, {
    page: true,
  }),
  staffTwoFactorSetup: staffForm(
    "/staff/two-factor-setup",
    "routes/staff.two-factor-setup.tsx",
    twoFactorSetupSchema,
    {
      page: true,
    },
  ),
  staffLeadsExport: staffDownload("/staff/leads/export", "routes/staff.leads.export.ts", leadInboxSchema),
  // Before staffLead: /staff/leads/templates is this page, not a lead called "templates".
  staffLeadTemplates: staffForm("/staff/leads/templates", "routes/staff.lead-templates.tsx", templateActionSchema, {
    page: true,
    layout: "staff",
  }),
  staffLead: staffForm("/staff/leads/:leadId", "routes/staff.lead.tsx", leadPageSchema, {
    page: true,
    layout: "staff",
  }),
  staffConsultationDay: staffForm(
    "/staff/consultation-days/:date",
    "routes/staff.consultation-day.tsx",
    bookingActionSchema,
    { page: true, layout: "staff" },
  ),
  // Consultation days as rows (docs/decisions/0019): the list with its "Add a day" form, each
  // day's settings (closing it moves or refunds its bookings), and phone bookings.
  staffConsultationDays: staffForm("/staff/consultation-days", "routes/staff.consultation-days.tsx", addDaySchema, {
    page: true,
    layout: "staff",
  }),
  staffDaySettings: staffForm(
    "/staff/consultation-days/:date/settings",
    "routes/staff.consultation-day-settings.tsx",
    daySettingsSchema,
    { page: true, layout: "staff" },
  ),
  staffPhoneBooking: staffForm(
    "/staff/consultation-days/:date/book",
    "routes/staff.consultation-day-book.tsx",
    phoneBookingSchema,
    { page: true, layout: "staff" },
  ),
  // The day sheet as CSV (its page links to it).
  staffConsultationDayExport: staffDownload(
    "/staff/consultation-days/:date/export",
    "routes/staff.consultation-day.export.ts",
    emptyQuerySchema,
  ),
  staffGdprExport: staffForm("/staff/gdpr/export", "routes/staff.gdpr.export.ts", gdprExportSchema),
  staffGdpr: staffForm("/staff/gdpr", "routes/staff.gdpr.tsx", gdprActionSchema, {
    page: true,
    layout: "staff",
  }),
  // Opened from the lead's page (a link, an image): a signed, short-lived link and a session.
  staffFile: staffDownload("/staff/files/:fileId", "routes/staff.file.ts", staffFileQuerySchema),
  staffSubscribersExport: staffDownload(
    "/staff/subscribers/export",
    "routes/staff.subscribers.export.ts",
    emptyQuerySchema,
  ),
  staffSubscribers: staffForm("/staff/subscribers", "routes/staff.subscribers.tsx", subscriberActionSchema, {
    page: true,
    layout: "staff",
  }),
  staffAccounts: staffForm("/staff/accounts", "routes/staff.accounts.tsx", accountActionSchema, {
    page: true,
    layout: "staff",
  }),
});

export type EndpointName = keyof typeof endpoints;

/**
 * What the edge decided about a request to a declared endpoint, handed to its route module
 * through the load context. The edge decides; the route says it in its endpoint's own error
 * shape (Formspree's, the API's JSON, the page's), so React Router's fetchers can read it too.
 */
export interface EdgeDecision {
  name: EndpointName;
  /** The rate-limit counter this request was counted against (given back on invalid input). */
  rateKey?: string;
  rejection?: EdgeRejection;
}

export interface EdgeRejection {
  status: 403 | 408 | 413 | 415 | 429;
  code:
    | "BLOCKED"
    | "REQUEST_TIMEOUT"
    | "TOO_LARGE"
    | "FILES_TOO_BIG"
    | "UNSUPPORTED_MEDIA_TYPE"
    | "TOO_MANY_REQUESTS";
  message: string;
  headers?: Record<string, string>;
}

/** Which endpoint a path belongs to, and its parameters. React Router's `.data` requests count as the path. */
export function matchEndpoint(
  pathname: string,
): { name: EndpointName; endpoint: EndpointDefinition; params: Record<string, string> } | null {
  const path = pathname.replace(/\/_root\.data$/, "/").replace(/\.data$/, "");
  const segments = path.split("/").filter(Boolean);
  for (const [name, endpoint] of Object.entries(endpoints) as [EndpointName, EndpointDefinition][]) {
    const parts = endpoint.pattern.split("/").filter(Boolean);
    if (parts.length !== segments.length) continue;
    const params: Record<string, string> = {};
    const matches = parts.every((part, i) => {
      if (part.startsWith(":")) {
        params[part.slice(1)] = segments[i];
        return true;
      }
      return part === segments[i];
    });
    if (matches) return { name, endpoint, params };
  }
  return null;
}
