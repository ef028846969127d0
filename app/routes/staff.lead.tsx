import { data, Form, Link, redirect } from "react-router";
import { requireAppContext } from "~/context";
import {
  buttonClass,
  formatDateTime,
  FormMessage,
  inputClass,
  labelClass,
  PageTitle,
  staffMeta,
} from "~/components/staff/staff-ui";
import { enquiryRetention, leadStatuses, leadStatusLabels, treatedLeadStatuses } from "~/lib/lead-status";
import { isUuid } from "~/lib/staff-schemas";
import { formatBytes, uploadRetention } from "~/lib/upload-rules";
import { endpointAction } from "~/services/endpoint.server";
import { fileLinkSecret, filesOfLead, signFileLink } from "~/services/lead-files.server";
import { listStaffAccounts } from "~/services/staff-accounts.server";
import { addLeadNote, assignLead, leadDetail, setLeadStatus } from "~/services/staff-leads.server";
import { requireStaff } from "~/services/staff-session.server";
import type { Route } from "./+types/staff.lead";

/** /staff/leads/:leadId: everything the lead was sent with, its emails, its workflow and notes. */
export const meta: Route.MetaFunction = ({ data }) => staffMeta(data ? `Lead: ${data.lead.name}` : "Lead");

export async function loader({ request, params, context }: Route.LoaderArgs) {
  const app = requireAppContext(context);
  await requireStaff(request, app);
  const detail = isUuid(params.leadId) ? await leadDetail(app.db, params.leadId) : null;
  if (!detail) throw data("Not found", { status: 404 });
  const saved = new URL(request.url).searchParams.get("saved") ?? "";
  // Each attachment's link is signed for the next ten minutes: a reload makes fresh ones.
  const [files, secret] = await Promise.all([filesOfLead(app.db, detail.lead.id), fileLinkSecret(app.db)]);
  const attachments = files.map((file) => ({ ...file, href: signFileLink(secret, file.id) }));
  return { ...detail, attachments, accounts: await listStaffAccounts(app.db), saved };
}

export const action = endpointAction("staffLead", async ({ input, request, params, context }) => {
  const user = await requireStaff(request, context);
  const id = params.leadId;
  if (!isUuid(id)) return data({ error: "There is no such lead.", code: "NOT_FOUND" }, { status: 404 });
  let found: boolean;
  if (input.intent === "status") found = await setLeadStatus(context.db, id, input.status);
  else if (input.intent === "assign") found = await assignLead(context.db, id, input.assigneeId || null);
  else {
    found = (await leadDetail(context.db, id)) !== null;
    if (found) await addLeadNote(context.db, id, user.id, input.body);
  }
  if (!found)
    return data({ error: "There is no such lead (or account).", code: "NOT_FOUND" }, { status: 404 });
  // Back to the page (a reload shows the change; the browser's back button does not resend).
  return redirect(`/staff/leads/${id}?saved=${input.intent}`);
});

const savedMessages: Record<string, string> = {
  status: "Status saved.",
  assign: "Assignee saved.",
  note: "Note added.",
};

export default function Lead({ loaderData, actionData }: Route.ComponentProps) {
  const { lead, notes, emails, attachments, accounts, saved } = loaderData;
  const facts: [string, React.ReactNode][] = [
    ["Received", formatDateTime(lead.createdAt)],
    [
      "Email",
      <a key="e" className="link break-all" href={`mailto:${lead.email}`}>
        {lead.email}
      </a>,
    ],
    ["Phone", lead.phone ?? "–"],
    ["Treatment", lead.treatment ?? "–"],
    ["Form", lead.formId],
    ["Sent from", lead.sourcePage ?? "unknown page"],
    ["Consent wording", lead.consentVersion],
    ...Object.entries(lead.extra).map(([key, value]): [string, React.ReactNode] => [key, value]),
  ];
  return (
    <>
      <p className="mb-2">
        <Link to="/staff/leads" className="link">
          ← All leads
        </Link>
      </p>
      <PageTitle>{lead.name}</PageTitle>
      <FormMessage
        data={actionData ?? (savedMessages[saved] ? { message: savedMessages[saved] } : undefined)}
      />
      <div className="grid gap-6 lg:grid-cols-3">
        <section
          aria-labelledby="details"
          className="rounded-lg border border-line bg-surface p-4 lg:col-span-2"
        >
          <h2 id="details" className="mb-3 text-lg font-semibold text-brand-900">
            What they sent
          </h2>
          <dl className="grid grid-cols-[max-content_1fr] gap-x-4 gap-y-1 text-sm">
            {facts.map(([term, value]) => (
              <div key={term} className="contents">
                <dt className="font-semibold">{term}</dt>
                <dd>{value}</dd>
              </div>
            ))}
          </dl>
          <h3 className="mt-4 mb-1 font-semibold">Message</h3>
          <p className="text-sm whitespace-pre-wrap">{lead.message ?? "–"}</p>
          {attachments.length > 0 || lead.formId === "quote" ? (
            <>
              <h3 className="mt-4 mb-1 font-semibold">X-rays and photos</h3>
              {attachments.length === 0 ? (
                <p className="text-sm">
                  None (none were sent, or they were deleted {uploadRetention.words} after they arrived).
                </p>
              ) : (
                <ul className="grid gap-3 sm:grid-cols-2" aria-label="Attachments">
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
                            alt={`Attachment ${file.fileName}`}
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
                <p className="mt-1 text-xs text-muted">
                  Links work for 10 minutes; reload this page for fresh ones. Each opening is in the audit
                  log.
                </p>
              ) : null}
            </>
          ) : null}
          <h3 className="mt-4 mb-1 font-semibold">Emails</h3>
          <ul className="text-sm">
            {emails.map((email) => (
              <li key={email.id}>
                {email.kind === "lead-staff" ? "To the clinic" : "Acknowledgement to the patient"}:{" "}
                {email.sentAt
                  ? `sent ${formatDateTime(email.sentAt)}`
                  : email.attempts > 0
                    ? `not sent yet (${email.attempts} attempts; next ${formatDateTime(email.nextAttemptAt)})`
                    : "queued"}
              </li>
            ))}
            {emails.length === 0 ? <li>None found.</li> : null}
          </ul>
        </section>
        <section aria-labelledby="work" className="space-y-5 rounded-lg border border-line bg-surface p-4">
          <h2 id="work" className="text-lg font-semibold text-brand-900">
            Work on it
          </h2>
          <Form method="post" className="space-y-2">
            <input type="hidden" name="intent" value="status" />
            <label htmlFor="status" className={labelClass}>
              Status
            </label>
            <select
              id="status"
              name="status"
              defaultValue={lead.status}
              className={inputClass}
              aria-describedby="status-retention"
            >
              {leadStatuses.map((s) => (
                <option key={s} value={s}>
                  {leadStatusLabels[s]}
                </option>
              ))}
            </select>
            <p id="status-retention" className="text-sm text-muted">
              {treatedLeadStatuses.map((s) => leadStatusLabels[s]).join(" and ")} mean the enquiry led to
              treatment: kept. Otherwise this person&apos;s enquiries are deleted {enquiryRetention.words}{" "}
              after their last contact (their latest enquiry, note or consultation booking), as the privacy
              policy says: add a note when you speak to them.
            </p>
            <button type="submit" className={buttonClass}>
              Save status
            </button>
          </Form>
          <Form method="post" className="space-y-2">
            <input type="hidden" name="intent" value="assign" />
            <label htmlFor="assigneeId" className={labelClass}>
              Assignee
            </label>
            <select
              id="assigneeId"
              name="assigneeId"
              defaultValue={lead.assigneeId ?? ""}
              className={inputClass}
            >
              <option value="">Nobody</option>
              {accounts.map((account) => (
                <option key={account.id} value={account.id}>
                  {account.email}
                </option>
              ))}
            </select>
            <button type="submit" className={buttonClass}>
              Save assignee
            </button>
          </Form>
          <Form method="post" className="space-y-2">
            <input type="hidden" name="intent" value="note" />
            <label htmlFor="body" className={labelClass}>
              New note
            </label>
            <textarea id="body" name="body" rows={3} required className={inputClass} />
            <button type="submit" className={buttonClass}>
              Add note
            </button>
          </Form>
          <div>
            <h3 className="mb-1 font-semibold">Notes</h3>
            <ol className="space-y-2 text-sm">
              {notes.map((note) => (
                <li key={note.id} className="rounded border border-line p-2">
                  <p className="whitespace-pre-wrap">{note.body}</p>
                  <p className="mt-1 text-muted">
                    {note.author ?? "a removed account"}, {formatDateTime(note.createdAt)}
                  </p>
                </li>
              ))}
              {notes.length === 0 ? <li>No notes yet.</li> : null}
            </ol>
          </div>
        </section>
      </div>
    </>
  );
}
