import { data, Form, Link, redirect } from "react-router";
import { staffErrorWords } from "~/content/staff-nav";
import { requireAppContext } from "~/context";
import { CameFrom } from "~/components/staff/came-from";
import { Field } from "~/components/staff/field";
import { LeadHistory } from "~/components/staff/lead-history";
import { PlanList, WritePlanButton } from "~/components/staff/plan-list";
import { staffPlansWords } from "~/content/staff-plans";
import {
  buttonClass,
  FormMessage,
  PageTitle,
  secondaryButtonClass,
  staffMeta,
} from "~/components/staff/staff-ui";
import { formatBytes, formatDateTime } from "~/lib/format";
import { discountStaff } from "~/content/discount";
import { leadPageWords, leadStatusLabels } from "~/content/staff-leads";
import { enquiryRetention, leadStatuses, treatedLeadStatuses } from "~/lib/lead-status";
import { isUuid } from "~/lib/schemas/staff";
import { uploadRetention } from "~/lib/upload-rules";
import { whatsappHref } from "~/lib/whatsapp";
import { endpointAction } from "~/endpoints/endpoint.server";
import { ONCE_FIELD } from "~/lib/once";
import { sendLeadReply } from "~/services/leads/replies.server";
import { saveLeadWork } from "~/services/leads/work.server";
import { leadPageView } from "~/services/leads/pages.server";
import { requireStaff } from "~/services/staff/session.server";
import type { Route } from "./+types/staff.lead";
import { localeInfo } from "~/content/locales";

/**
 * /staff/leads/:leadId: everything the lead was sent with; call or WhatsApp them; reply by
 * email from a template; its history; status, assignee and a note in one form.
 */
export const meta: Route.MetaFunction = ({ data }) => staffMeta(leadPageWords.title(data?.lead.name));

const words = leadPageWords;

export async function loader({ request, params, context }: Route.LoaderArgs) {
  const staff = await requireStaff(request, requireAppContext(context));
  const page = isUuid(params.leadId)
    ? await leadPageView(staff, params.leadId, new URL(request.url).searchParams)
    : null;
  if (!page) throw data(staffErrorWords.notFound.heading, { status: 404 });
  return page;
}

export const action = endpointAction("staffLead", async ({ input, request, params, context }) => {
  const staff = await requireStaff(request, context);
  const id = params.leadId;
  if (!isUuid(id)) return data({ error: words.errors.notFound, code: "NOT_FOUND" }, { status: 404 });
  if (input.intent === "reply") {
    const sent = await sendLeadReply(staff, {
      leadId: id,
      subject: input.subject,
      body: input.body,
      templateName: input.template,
      once: input.once,
    });
    if (!sent) return data({ error: words.errors.notFound, code: "NOT_FOUND" }, { status: 404 });
    return redirect(`/staff/leads/${id}?saved=reply`);
  }
  const outcome = await saveLeadWork(staff, id, {
    status: input.status,
    assigneeId: input.assigneeId || null,
    note: input.note,
  });
  if (outcome !== "saved") return data({ error: words.errors.notFound, code: "NOT_FOUND" }, { status: 404 });
  // Back to the page (post, redirect, get): the note box is empty, a reload sends nothing again.
  return redirect(`/staff/leads/${id}?saved=work`);
});

const savedMessages: Record<string, string> = { work: words.work.saved, reply: words.reply.sent };

const telHref = (phone: string) => `tel:${phone.replace(/[^\d+]/g, "")}`;

export default function Lead({ loaderData, actionData }: Route.ComponentProps) {
  const {
    lead,
    plans,
    attachments,
    history,
    accounts,
    templates,
    chosenId,
    draft,
    firstName,
    clinicInbox,
    saved,
  } = loaderData;
  const facts: [string, React.ReactNode][] = [
    [words.sent.received, formatDateTime(lead.createdAt)],
    [
      words.sent.email,
      <a key="e" className="link break-all" href={`mailto:${lead.email}`}>
        {lead.email}
      </a>,
    ],
    [words.sent.phone, lead.phone ?? "–"],
    [words.sent.treatment, lead.treatment ?? "–"],
    ...(lead.discountCode
      ? [[discountStaff.label, discountStaff.value(lead.discountCode)] as [string, string]]
      : []),
    [words.sent.form, lead.formId],
    [words.sent.sentFrom, lead.sourcePage ?? words.sent.unknownPage],
    [words.sent.language, localeInfo[lead.language].englishName],
    [words.sent.consent, lead.consentVersion],
    ...Object.entries(lead.extra).map(([key, value]): [string, React.ReactNode] => [key, value]),
  ];
  // A new history line means something was saved: the forms start afresh (their boxes empty).
  const formKey = `${history.length}-${chosenId ?? ""}`;
  return (
    <>
      <p className="mb-2">
        <Link to="/staff/leads" className="link">
          {words.back}
        </Link>
      </p>
      <PageTitle
        aside={
          lead.phone ? (
            <div className="flex flex-wrap gap-2">
              <a href={telHref(lead.phone)} className={buttonClass} aria-label={words.callLabel(lead.phone)}>
                {words.call}
              </a>
              <a
                href={whatsappHref(lead.phone, words.whatsappMessage(firstName))}
                className={secondaryButtonClass}
                target="_blank"
                rel="noopener noreferrer"
                aria-label={words.whatsappLabel(lead.phone)}
              >
                {words.whatsapp}
              </a>
            </div>
          ) : (
            <p className="text-sm text-muted">{words.noPhone}</p>
          )
        }
      >
        {lead.name}
      </PageTitle>
      <FormMessage
        data={actionData ?? (savedMessages[saved] ? { message: savedMessages[saved] } : undefined)}
      />
      <div className="grid gap-6 lg:grid-cols-3">
        <div className="space-y-6 lg:col-span-2">
          <section aria-labelledby="details" className="rounded-lg border border-line bg-surface p-4">
            <h2 id="details" className="mb-3 text-lg font-semibold text-brand-900">
              {words.sent.heading}
            </h2>
            <dl className="grid grid-cols-[max-content_1fr] gap-x-4 gap-y-1 text-sm">
              {facts.map(([term, value]) => (
                <div key={term} className="contents">
                  <dt className="font-semibold">{term}</dt>
                  <dd>{value}</dd>
                </div>
              ))}
            </dl>
            <CameFrom visit={lead} />
            <h3 className="mt-4 mb-1 font-semibold">{words.sent.message}</h3>
            <p className="text-sm whitespace-pre-wrap">{lead.message ?? "–"}</p>
            {attachments.length > 0 || lead.formId === "quote" ? (
              <>
                <h3 className="mt-4 mb-1 font-semibold">{words.sent.files}</h3>
                {attachments.length === 0 ? (
                  <p className="text-sm">{words.sent.noFiles(uploadRetention.words)}</p>
                ) : (
                  <ul className="grid gap-3 sm:grid-cols-2" aria-label={words.sent.attachments}>
                    {attachments.map((file) => (
                      <li key={file.id} className="rounded-md border border-line bg-white p-2 text-sm">
                        <a
                          href={file.href}
                          target="_blank"
                          rel="noopener noreferrer"
                          className="link break-all"
                        >
                          {file.contentType.startsWith("image/") ? (
                            <img
                              src={file.href}
                              alt={words.sent.attachment(file.fileName)}
                              width={240}
                              height={160}
                              loading="lazy"
                              className="mb-1 block h-40 w-60 max-w-full rounded bg-brand-50 object-contain"
                            />
                          ) : null}
                          {file.fileName}
                        </a>{" "}
                        <span className="text-muted">
                          (
                          {file.contentType === "application/pdf"
                            ? "PDF"
                            : file.contentType.slice(6).toUpperCase()}
                          , {formatBytes(file.sizeBytes)})
                        </span>
                      </li>
                    ))}
                  </ul>
                )}
                {attachments.length > 0 ? (
                  <p className="mt-1 text-xs text-muted">{words.sent.linksNote}</p>
                ) : null}
              </>
            ) : null}
          </section>
          <section aria-labelledby="plans" className="rounded-lg border border-line bg-surface p-4">
            <div className="mb-3 flex flex-wrap items-center justify-between gap-2">
              <h2 id="plans" className="text-lg font-semibold text-brand-900">
                {staffPlansWords.list.heading}
              </h2>
              {lead.email ? (
                <WritePlanButton source={{ leadId: lead.id }} />
              ) : (
                <p className="text-sm text-muted">{staffPlansWords.list.noEmail}</p>
              )}
            </div>
            <PlanList plans={plans} />
          </section>
          <section aria-labelledby="reply" className="rounded-lg border border-line bg-surface p-4">
            <h2 id="reply" className="mb-3 text-lg font-semibold text-brand-900">
              {words.reply.heading}
            </h2>
            <Form method="get" className="mb-4 flex flex-wrap items-end gap-2" preventScrollReset>
              <Field
                as="select"
                id="template"
                label={words.reply.template}
                wrapperClassName="min-w-60 grow"
                name="template"
                defaultValue={chosenId ?? ""}
                key={chosenId ?? ""}
                options={[
                  { value: "", label: words.reply.noTemplate },
                  ...templates.map((t) => ({ value: String(t.id), label: t.name })),
                ]}
              />
              <button type="submit" className={secondaryButtonClass}>
                {words.reply.useTemplate}
              </button>
              <Link to="/staff/leads/templates" className="link ml-auto self-center text-sm">
                {words.reply.editTemplates}
              </Link>
            </Form>
            <Form method="post" className="space-y-3" key={formKey}>
              <input type="hidden" name="intent" value="reply" />
              <input type="hidden" name={ONCE_FIELD} value={loaderData.once} />
              <input type="hidden" name="template" value={draft.template} />
              <p className="text-sm text-muted">{words.reply.to(lead.email, clinicInbox)}</p>
              <Field
                id="subject"
                label={words.reply.subject}
                name="subject"
                required
                maxLength={200}
                defaultValue={draft.subject}
              />
              <Field
                as="textarea"
                id="reply-body"
                label={words.reply.body}
                name="body"
                rows={12}
                required
                defaultValue={draft.body}
              />
              <button type="submit" className={buttonClass}>
                {words.reply.send}
              </button>
            </Form>
          </section>
          <section aria-labelledby="history" className="rounded-lg border border-line bg-surface p-4">
            <h2 id="history" className="mb-3 text-lg font-semibold text-brand-900">
              {words.history.heading}
            </h2>
            <LeadHistory entries={history} />
          </section>
        </div>
        <section aria-labelledby="work" className="self-start rounded-lg border border-line bg-surface p-4">
          <h2 id="work" className="mb-3 text-lg font-semibold text-brand-900">
            {words.work.heading}
          </h2>
          <Form method="post" className="space-y-3" key={formKey}>
            <input type="hidden" name="intent" value="save" />
            <Field
              as="select"
              id="status"
              label={words.work.status}
              name="status"
              defaultValue={lead.status}
              options={leadStatuses.map((s) => ({ value: s, label: leadStatusLabels[s] }))}
              hint={words.work.retention(
                treatedLeadStatuses.map((s) => leadStatusLabels[s]).join(" and "),
                enquiryRetention.words,
              )}
              hintId="status-retention"
            />
            <Field
              as="select"
              id="assigneeId"
              label={words.work.assignee}
              name="assigneeId"
              defaultValue={lead.assigneeId ?? ""}
              options={[
                { value: "", label: words.work.nobody },
                ...accounts.map((account) => ({ value: account.id, label: account.email })),
              ]}
            />
            <Field as="textarea" id="note" label={words.work.note} name="note" rows={4} maxLength={5000} />
            <button type="submit" className={buttonClass}>
              {words.work.save}
            </button>
          </Form>
        </section>
      </div>
    </>
  );
}
