/**
 * Every address of the site, in one list: what kind it is (a public page, an endpoint that takes
 * input, a back-office page, a resource), which route module answers it, and its guard. The route
 * table (app/routes.ts) and the endpoint registry the edge enforces (server/edge.ts) are both
 * made from it; `npx tsx scripts/routes.ts` prints it as a table, public pages in every language.
 *
 * Guards (docs/decisions/0004-request-pipeline.md): an endpoint is guarded at the edge before a
 * byte of its body is read (only its methods, content type and origin; its body cap and deadline;
 * its rate-limit tier, app/endpoints/limits.ts), then its module parses the input with the schema
 * named here (`endpointAction(name, …)`, app/endpoints/endpoint.server.ts). A back-office page
 * asks for a session (`requireStaff`); public pages and resources take no input. Endpoints are
 * matched in the order written: the first whose pattern fits a path is its own.
 */
import * as z from "zod/mini";
import { slugPages, staticPages } from "./content/pages";
import {
  appointmentSchema,
  checkoutSchema,
  currencyQuerySchema,
  manageBookingSchema,
  stripeEventSchema,
  testCheckoutSchema,
} from "./lib/schemas/booking";
import { contactSchema } from "./lib/schemas/contact";
import { leadInboxSchema, leadPageSchema, templateActionSchema } from "./lib/schemas/leads";
import { newsletterSchema, unsubscribeSchema } from "./lib/schemas/newsletter";
import {
  accountActionSchema,
  analyticsQuerySchema,
  bookingActionSchema,
  emptyQuerySchema,
  gdprActionSchema,
  gdprExportSchema,
  invitationSchema,
  passkeyActionSchema,
  passkeyRegisterSchema,
  passkeySignInSchema,
  resetLinkSchema,
  resetPasskeySchema,
  signInSchema,
  signOutSchema,
  staffFileQuerySchema,
  staffLeadsQuerySchema,
  subscriberActionSchema,
} from "./lib/schemas/staff";
import { addDaySchema, daySettingsSchema, phoneBookingSchema } from "./lib/schemas/staff-days";
import { planAnswerSchema, planCreateSchema, planEditSchema } from "./lib/schemas/plans";
import {
  define,
  formspreeForm,
  jsonApi,
  patientLinkForm,
  staffDownload,
  staffForm,
  staffJson,
  type EndpointDefinition,
} from "./endpoints/definition";
import { bodyLimits } from "./endpoints/limits";
import { planLinkEndpoints } from "./endpoints/plan-link";
import { textMessageEndpoints } from "./endpoints/text-messages";
import { waitingListEndpoints } from "./endpoints/waiting-list";
import { staffHistoryEndpoints } from "./endpoints/medical-history-staff";
import { medicalHistoryEndpoints } from "./endpoints/medical-history";

const inStaffLayout = { page: true, layout: "staff" } as const;

/** Everything that takes input, with its guard (`inStaffLayout`: a back-office page with its own form). */
export const endpoints = define({
  // Visitors' forms. Before `forms`: /f/quote is matched here first, not as /f/:formId.
  quoteForm: formspreeForm(
    "/f/quote",
    "routes/f.quote.ts",
    { body: "files", bodyLimit: bodyLimits.files },
    contactSchema,
  ),
  forms: formspreeForm(
    "/f/:formId",
    "routes/f.$formId.ts",
    { body: "form", bodyLimit: bodyLimits.form },
    contactSchema,
  ),
  newsletter: jsonApi("/api/newsletter", "routes/api.newsletter.ts", "POST", "newsletter", newsletterSchema),
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

  // The consultation day: the checkout, the currency prices are shown in, the places left,
  // choosing and managing the appointment, the test-mode checkout and the provider's webhook.
  checkout: jsonApi(
    "/api/create-checkout-session",
    "routes/api.create-checkout-session.ts",
    "POST",
    "checkout",
    checkoutSchema,
  ),
  // The currency choice without JavaScript (docs/decisions/0020-currency-everywhere.md): a
  // link from any page of ours; it only stores the visitor's own preference on their device.
  currency: {
    ...jsonApi("/currency/:code", "routes/currency.$code.ts", "GET", "currency", currencyQuerySchema),
    origin: "any",
  },
  // Public figures, the same as on the page: any caller may read them.
  eventSeats: {
    ...jsonApi("/api/event-seats", "routes/api.event-seats.ts", "GET", "seats", emptyQuerySchema),
    origin: "any",
  },
  bookingUpdate: jsonApi(
    "/api/consultation-bookings/:sessionId",
    "routes/api.consultation-bookings.ts",
    "PATCH",
    "booking",
    appointmentSchema,
  ),
  // The patient's manage page: its own GET renders it (never prerendered, never cached).
  manageBooking: patientLinkForm("/booking/:token", "routes/booking.$token.tsx", manageBookingSchema),
  ...waitingListEndpoints,
  // The patient's treatment plan: the page, and the answer it posts (accept or decline).
  planPage: patientLinkForm("/plan/:token", "routes/plan.$token.tsx", planAnswerSchema),
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
  // Twilio's signed callbacks for texts; a plan's deposit (link, return, refund); the medical history form.
  ...textMessageEndpoints,
  ...planLinkEndpoints,
  ...medicalHistoryEndpoints,

  // The staff API, with its bearer token (`npm run leads`, `npm run backup`).
  staffLeads: {
    ...jsonApi("/api/staff/leads", "routes/api.staff.leads.ts", "GET", "staff", staffLeadsQuerySchema),
    origin: "any",
  },
  staffBackup: {
    ...jsonApi("/api/staff/backup", "routes/api.staff.backup.ts", "POST", "staff", z.object({})),
    body: "none",
    bodyLimit: 0,
    origin: "any",
  },

  // The back office (docs/decisions/0007-staff-back-office.md): every form posts to its own
  // page, from our own origin only, on the staff tier.
  staffSignIn: staffForm("/staff/sign-in", "routes/staff.sign-in.tsx", signInSchema, { page: true }),
  // Before a session exists: signing in with a passkey (its ceremony's two steps, in JSON).
  staffPasskeySignIn: staffJson(
    "/staff/sign-in/passkey",
    "routes/staff.sign-in.passkey.ts",
    passkeySignInSchema,
  ),
  staffSignOut: staffForm("/staff/sign-out", "routes/staff.sign-out.ts", signOutSchema),
  // Before a session exists: an invitation's one-time link, and a reset's (the password, then a
  // new authenticator app, or a passkey in JSON steps).
  staffInvitation: staffForm("/staff/invitation/:token", "routes/staff.invitation.tsx", invitationSchema, {
    page: true,
  }),
  staffResetLink: staffForm("/staff/reset/:token", "routes/staff.reset.tsx", resetLinkSchema, { page: true }),
  staffResetPasskey: staffJson(
    "/staff/reset/:token/passkey",
    "routes/staff.reset.passkey.ts",
    resetPasskeySchema,
  ),
  // One's own passkeys: the page (rename, remove) and adding one (its ceremony, in JSON).
  staffPasskeys: staffForm("/staff/passkeys", "routes/staff.passkeys.tsx", passkeyActionSchema, {
    page: true,
    layout: "staff",
  }),
  staffPasskeyRegister: staffJson(
    "/staff/passkeys/new",
    "routes/staff.passkeys.new.ts",
    passkeyRegisterSchema,
  ),
  staffLeadsExport: staffDownload("/staff/leads/export", "routes/staff.leads.export.ts", leadInboxSchema),
  // The analytics page's figures for its period as CSV (the page itself is a GET form).
  staffAnalyticsExport: staffDownload(
    "/staff/analytics/export",
    "routes/staff.analytics.export.ts",
    analyticsQuerySchema,
  ),
  // Before staffLead: /staff/leads/templates is this page, not a lead called "templates".
  staffLeadTemplates: staffForm(
    "/staff/leads/templates",
    "routes/staff.lead-templates.tsx",
    templateActionSchema,
    {
      page: true,
      layout: "staff",
    },
  ),
  staffLead: staffForm("/staff/leads/:leadId", "routes/staff.lead.tsx", leadPageSchema, {
    page: true,
    layout: "staff",
  }),
  staffConsultationDay: staffForm(
    "/staff/consultation-days/:date",
    "routes/staff.consultation-day.tsx",
    bookingActionSchema,
    {
      page: true,
      layout: "staff",
    },
  ),
  // Consultation days as rows (docs/decisions/0019): the list with its "Add a day" form, each
  // day's settings (closing it moves or refunds its bookings), and phone bookings.
  staffConsultationDays: staffForm(
    "/staff/consultation-days",
    "routes/staff.consultation-days.tsx",
    addDaySchema,
    {
      page: true,
      layout: "staff",
    },
  ),
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
  ...staffHistoryEndpoints,
  staffGdprExport: staffForm("/staff/gdpr/export", "routes/staff.gdpr.export.ts", gdprExportSchema),
  staffGdpr: staffForm("/staff/gdpr", "routes/staff.gdpr.tsx", gdprActionSchema, inStaffLayout),
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
  // Treatment plans: the pipeline (its POST writes a plan from a lead or booking); a plan's editor.
  staffPlans: staffForm("/staff/plans", "routes/staff.plans.tsx", planCreateSchema, inStaffLayout),
  staffPlan: staffForm("/staff/plans/:planId", "routes/staff.plan.tsx", planEditSchema, inStaffLayout),
  staffAccounts: staffForm("/staff/accounts", "routes/staff.accounts.tsx", accountActionSchema, {
    page: true,
    layout: "staff",
  }),
});

export type EndpointName = keyof typeof endpoints;

/** A back-office page that takes no input of its own (its session is its guard). */
const staffPages = [
  { path: "/staff", file: "routes/staff.index.ts" },
  { path: "/staff/leads", file: "routes/staff.leads.tsx" },
  { path: "/staff/analytics", file: "routes/staff.analytics.tsx" },
  { path: "/staff/audit", file: "routes/staff.audit.tsx" },
  { path: "/staff/search", file: "routes/staff.search.tsx" },
  { path: "/staff/patients/:kind/:id", file: "routes/staff.patient.tsx" },
  { path: "/staff/patients/:kind/:id/medical-history", file: "routes/staff.patient-medical-history.tsx" },
];

/** Resources and pages reached by a link of their own (a token, a session id): no input. */
const resources = [
  { path: "/healthz", file: "routes/healthz.ts" },
  { path: "/readyz", file: "routes/readyz.ts" },
  { path: "/sitemap.xml", file: "routes/sitemap[.]xml.ts" },
  { path: "/robots.txt", file: "routes/robots[.]txt.ts" },
  { path: "/consultation-success", file: "routes/consultation-success.tsx" },
  { path: "/consultation-scheduler", file: "routes/consultation-scheduler.tsx" },
  { path: "/newsletter/confirm/:token", file: "routes/newsletter.confirm.tsx" },
  { path: "/booking/:token/calendar.ics", file: "routes/booking.$token.calendar[.]ics.ts" },
];

type RouteKind = "page" | "endpoint" | "staff" | "resource";

export interface ListedRoute {
  /** The address, `:name` for one path segment (public pages are also under /de and /fr). */
  path: string;
  /** The route module, under app/. */
  file: string;
  kind: RouteKind;
  /** What guards it, in words (for an endpoint, its declaration in `endpoints`). */
  guard: string;
  /** An endpoint's name in `endpoints`. */
  endpoint?: EndpointName;
  /** Inside the back office's signed-in layout (app/routes/staff.tsx). */
  layout?: "staff";
}

/** The back office's addresses that come before a session exists (each checks its own proof). */
const beforeSession = new Set([
  "/staff/sign-in",
  "/staff/sign-in/passkey",
  "/staff/sign-out",
  "/staff/invitation/:token",
  "/staff/reset/:token",
  "/staff/reset/:token/passkey",
]);

const size = (bytes: number) =>
  bytes >= 1 << 20 ? `${(bytes / (1 << 20)).toFixed(1)} MB` : `${bytes / 1024} kB`;

const guardOf = (endpoint: EndpointDefinition) =>
  [
    endpoint.methods.join(" "),
    endpoint.body === "none" ? "no body" : `${endpoint.body} ≤ ${size(endpoint.bodyLimit)}`,
    `tier ${endpoint.tier}`,
    `origin ${endpoint.origin}`,
    ...(endpoint.pattern.startsWith("/staff") && !beforeSession.has(endpoint.pattern) ? ["session"] : []),
  ].join(" · ");

/** Every address, in the order of the route table. */
export const routeList: ListedRoute[] = [
  ...staticPages.map((page) => ({
    path: page.path,
    file: page.file,
    kind: "page" as const,
    guard: page.prerender ? "none (prerendered)" : "none",
  })),
  ...slugPages.map((pages) => ({
    path: `/${pages.pattern}`,
    file: pages.file,
    kind: "page" as const,
    guard: "none (prerendered; an unknown slug is a 404)",
  })),
  ...staffPages.map((page) => ({
    ...page,
    kind: "staff" as const,
    guard: "session",
    layout: "staff" as const,
  })),
  ...(Object.entries(endpoints) as [EndpointName, EndpointDefinition][]).map(([name, endpoint]) => ({
    path: endpoint.pattern,
    file: endpoint.file,
    // The back office's forms and downloads are staff routes; the staff API (a token) is an endpoint.
    kind: endpoint.pattern.startsWith("/staff") ? ("staff" as const) : ("endpoint" as const),
    guard: guardOf(endpoint),
    endpoint: name,
    ...(endpoint.layout ? { layout: endpoint.layout } : {}),
  })),
  ...resources.map((resource) => ({ ...resource, kind: "resource" as const, guard: "none" })),
];

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
