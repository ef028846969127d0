import { data, Form, redirect } from "react-router";
import { requireAppContext } from "~/context";
import {
  formatDateTime,
  FormMessage,
  PageTitle,
  secondaryButtonClass,
  staffMeta,
  tdClass,
} from "~/components/staff/staff-ui";
import { StaffTable } from "~/components/staff/staff-table";
import { recordAudit, subjectHash } from "~/services/audit.server";
import { endpointAction } from "~/services/endpoint.server";
import { listSubscribers, unsubscribe } from "~/services/staff-subscribers.server";
import { requireStaff } from "~/services/staff-session.server";
import type { Route } from "./+types/staff.subscribers";

/** /staff/subscribers: newsletter sign-ups, their export, and unsubscribing one. */
export const meta: Route.MetaFunction = () => staffMeta("Subscribers");

const statusLabel = {
  pending: "Pending (not confirmed)",
  confirmed: "Confirmed",
  unsubscribed: "Unsubscribed",
} as const;

export async function loader({ request, context }: Route.LoaderArgs) {
  const app = requireAppContext(context);
  await requireStaff(request, app);
  const rows = await listSubscribers(app.db);
  return {
    subscribers: rows.map((row) => ({
      id: row.id,
      email: row.email,
      consentedAt: row.consentedAt,
      sourcePage: row.sourcePage,
      status: row.status,
    })),
    unsubscribed: new URL(request.url).searchParams.has("unsubscribed"),
  };
}

export const action = endpointAction("staffSubscribers", async ({ input, request, context }) => {
  const user = await requireStaff(request, context);
  const email = await unsubscribe(context.db, input.id);
  if (!email)
    return data({ error: "That subscriber is no longer on the list.", code: "NOT_FOUND" }, { status: 404 });
  await recordAudit(context.db, user, "subscriber.unsubscribe", subjectHash(email));
  return redirect("/staff/subscribers?unsubscribed");
});

export default function Subscribers({ loaderData, actionData }: Route.ComponentProps) {
  const { subscribers, unsubscribed } = loaderData;
  const count = (status: string) => subscribers.filter((s) => s.status === status).length;
  return (
    <>
      <PageTitle
        aside={
          <a href="/staff/subscribers/export" className={secondaryButtonClass} download>
            Export (CSV)
          </a>
        }
      >
        Subscribers
      </PageTitle>
      <FormMessage data={actionData ?? (unsubscribed ? { message: "Unsubscribed." } : undefined)} />
      <p className="mb-2 text-sm text-muted">
        {count("confirmed")} confirmed, {count("pending")} waiting for confirmation, {count("unsubscribed")}{" "}
        unsubscribed
      </p>
      <StaffTable
        label="Newsletter subscribers"
        headings={["Email", "Status", "Signed up", "From page", <span className="sr-only">Actions</span>]}
      >
        {subscribers.map((s) => (
          <tr key={s.id}>
            <td className={`${tdClass} break-all`}>{s.email}</td>
            <td className={tdClass}>{statusLabel[s.status]}</td>
            <td className={tdClass}>{formatDateTime(s.consentedAt)}</td>
            <td className={tdClass}>{s.sourcePage ?? "–"}</td>
            <td className={tdClass}>
              {s.status === "unsubscribed" ? null : (
                <Form method="post">
                  <input type="hidden" name="intent" value="unsubscribe" />
                  <input type="hidden" name="id" value={s.id} />
                  <button type="submit" className="link" aria-label={`Unsubscribe ${s.email}`}>
                    Unsubscribe
                  </button>
                </Form>
              )}
            </td>
          </tr>
        ))}
      </StaffTable>
    </>
  );
}
