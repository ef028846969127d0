/**
 * The back office's endpoints: the staff API (lead export, backup), every back-office form and
 * download, and the helpers that declare them alike. Part of app/endpoints.ts.
 */
import * as z from "zod/mini";
import { staffFileQuerySchema, staffLeadsQuerySchema } from "../lib/schemas/staff";
import { leadInboxSchema, leadPageSchema, templateActionSchema } from "../lib/schemas/leads";
import { addDaySchema, daySettingsSchema, phoneBookingSchema } from "../lib/schemas/staff-days";
import {
  accountActionSchema,
  analyticsQuerySchema,
  bookingActionSchema,
  emptyQuerySchema,
  gdprActionSchema,
  gdprExportSchema,
  invitationSchema,
  signInSchema,
  signOutSchema,
  subscriberActionSchema,
  twoFactorSetupSchema,
} from "../lib/schemas/staff";
import { define, type EndpointDefinition } from "./definition";
import { bodyLimits } from "./limits";

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

export const staffEndpoints = define({
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
    { page: true, layout: "staff" },
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
