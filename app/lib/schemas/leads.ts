import * as z from "zod/mini";
import { staffFormErrors } from "../../content/staff-form-errors";
import { inboxViews } from "../../content/staff-leads";
import { locales, type Locale } from "../../content/locales";
import { leadStatuses } from "../lead-status";
import { leadFilterSchema } from "./staff";
import { stripBidiControls } from "../text-rules";

/** The leads pages' forms (app/endpoints.ts names them): the inbox, a lead's page, the templates. */

const errors = staffFormErrors.leads;
const withoutBidi = z.overwrite<string>(stripBidiControls);
const text = (max: number, required: string) =>
  z
    .string(required)
    .check(withoutBidi, z.trim(), z.minLength(1, required), z.maxLength(max, staffFormErrors.atMost(max)));
const optionalText = (max: number) =>
  z.optional(
    z.pipe(
      z.string().check(withoutBidi, z.trim(), z.maxLength(max, staffFormErrors.atMost(max))),
      z.transform((v) => v || undefined),
    ),
  );

/** The inbox's view and filters (a GET; also the CSV export's query). Anything else: all. */
export const leadInboxSchema = z.extend(leadFilterSchema, {
  view: z.optional(z.catch(z.enum(inboxViews), "all")),
  /** The patient's language (?language=fr); empty or unknown: every language. */
  language: z.optional(
    z.pipe(
      z.string(),
      z.transform((v) => ((locales as readonly string[]).includes(v) ? (v as Locale) : undefined)),
    ),
  ),
  /** What brought the patient (?source=google.co.uk; 'unknown': not known); sources are kept in lower case. */
  source: z.optional(
    z.pipe(
      z.string(),
      z.transform((v) => v.trim().toLowerCase().slice(0, 100) || undefined),
    ),
  ),
});
export type LeadInboxQuery = z.output<typeof leadInboxSchema>;

/** Status, assignee and a note, saved together. */
const leadWorkForm = z.object({
  intent: z.literal("save"),
  status: z.enum(leadStatuses, errors.status),
  assigneeId: z.string().check(z.maxLength(36)),
  note: optionalText(5000),
});

/** A reply by email, perhaps started from a template (named, for the history). */
const leadReplyForm = z.object({
  intent: z.literal("reply"),
  subject: text(200, errors.subject),
  body: text(20_000, errors.message),
  template: optionalText(100),
  /** The form's once-key (app/services/platform/once.server.ts). */
  once: optionalText(64),
});
export const leadPageSchema = z.discriminatedUnion("intent", [leadWorkForm, leadReplyForm]);

const templateId = z
  .pipe(
    z.string(),
    z.transform((v) => Number.parseInt(v, 10)),
  )
  .check(z.refine((v) => Number.isInteger(v) && v > 0, errors.unknownTemplate));
const templateFields = {
  name: text(100, errors.templateName),
  subject: text(200, errors.subject),
  body: text(20_000, errors.message),
};
export const templateActionSchema = z.discriminatedUnion("intent", [
  z.object({ intent: z.literal("create"), ...templateFields }),
  z.object({ intent: z.literal("update"), id: templateId, ...templateFields }),
  z.object({ intent: z.enum(["delete", "up", "down"]), id: templateId }),
]);
