import { formatDateTime } from "~/lib/format";
import { leadPageWords, leadStatusLabels } from "~/content/staff-leads";
import type { LeadStatus } from "~/lib/lead-status";
import type { EmailState, HistoryEntry } from "~/lib/lead-history";

/** A lead's history on its page: what happened, whether each email went, who did it, when. */

const words = leadPageWords.history;
const statusName = (status: string) => leadStatusLabels[status as LeadStatus] ?? status;

function delivery(email: EmailState) {
  if (email.sentAt) return words.delivery.sent(formatDateTime(email.sentAt));
  if (email.attempts > 0) return words.delivery.retrying(email.attempts, formatDateTime(email.nextAttemptAt));
  return words.delivery.queued;
}

function describe(entry: HistoryEntry): { what: string; detail?: string; failed?: boolean } {
  switch (entry.kind) {
    case "received":
      return { what: words.received(entry.formId) };
    case "email":
      return {
        what: `${words.email(entry.email.kind)}: “${entry.email.subject}”`,
        detail: delivery(entry.email),
        failed: !entry.email.sentAt && entry.email.attempts > 0,
      };
    case "reply":
      return {
        what: words.reply(entry.subject, entry.template),
        detail: entry.email ? delivery(entry.email) : undefined,
        failed: !!entry.email && !entry.email.sentAt && entry.email.attempts > 0,
      };
    case "status":
      return { what: words.status(statusName(entry.from), statusName(entry.to)) };
    case "assignee":
      return { what: words.assignee(entry.to) };
    case "note":
      return { what: words.note, detail: entry.body };
  }
}

export function LeadHistory({ entries }: { entries: HistoryEntry[] }) {
  if (entries.length === 0) return <p className="text-sm">{words.empty}</p>;
  return (
    <ol className="space-y-2 text-sm">
      {entries.map((entry, i) => {
        const { what, detail, failed } = describe(entry);
        const who = "actor" in entry ? (entry.actor ?? words.removedAccount) : words.bySite;
        return (
          <li key={i} className="rounded border border-line bg-white p-2">
            <p className="font-semibold">{what}</p>
            {detail ? (
              <p className={`whitespace-pre-wrap ${failed ? "text-danger-700" : ""}`}>{detail}</p>
            ) : null}
            <p className="mt-1 text-muted">
              {who}, <time dateTime={new Date(entry.at).toISOString()}>{formatDateTime(entry.at)}</time>
            </p>
          </li>
        );
      })}
    </ol>
  );
}
