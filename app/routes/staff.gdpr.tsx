import { data, Form } from "react-router";
import { requireAppContext } from "~/context";
import {
  buttonClass,
  dangerButtonClass,
  FormMessage,
  inputClass,
  labelClass,
  PageTitle,
  secondaryButtonClass,
  staffMeta,
} from "~/components/staff/staff-ui";
import { recordAudit, subjectHash } from "~/services/audit.server";
import { endpointAction } from "~/services/endpoint.server";
import { erasePerson, findPerson, personCounts } from "~/services/gdpr.server";
import { requireStaff } from "~/services/staff-session.server";
import type { Route } from "./+types/staff.gdpr";

/**
 * /staff/gdpr: a person's requests by email address: find what we hold, export it as JSON
 * (right of access, routes/staff.gdpr.export.ts), erase it (right to erasure, administrators only). Every step is written
 * to the audit log with a hash of the address, never the address.
 */
export const meta: Route.MetaFunction = () => staffMeta("GDPR requests");

export async function loader({ request, context }: Route.LoaderArgs) {
  const app = requireAppContext(context);
  const user = await requireStaff(request, app);
  return { canErase: user.role === "admin" };
}

const labels: Record<string, string> = {
  leads: "Leads",
  leadNotes: "Staff notes on their leads",
  leadFiles: "X-rays and photos sent with their leads",
  bookings: "Consultation bookings",
  subscriptions: "Newsletter sign-ups",
  emails: "Emails (to them or about them)",
  testCheckouts: "Test checkouts",
  spam: "Blocked (honeypot) submissions",
};

export const action = endpointAction("staffGdpr", async ({ input, request, context }) => {
  const user = await requireStaff(request, context);
  const subject = subjectHash(input.email);
  if (input.intent === "search") {
    const counts = personCounts(await findPerson(context.db, input.email));
    await recordAudit(context.db, user, "gdpr.search", subject, counts);
    return { email: input.email, counts };
  }
  if (user.role !== "admin")
    return data({ error: "Only an administrator can erase a person's data.", code: "FORBIDDEN" }, { status: 403 });
  if ((input.confirm ?? "").toLowerCase() !== input.email.toLowerCase())
    return data(
      { error: "To erase, type the email address a second time in the confirmation box.", code: "CONFIRM" },
      { status: 400 },
    );
  const result = await erasePerson(context.db, input.email, context.files);
  await recordAudit(context.db, user, "gdpr.erase", subject, result);
  const total = Object.values(result).reduce((sum, n) => sum + n, 0);
  return {
    message: `Erased: ${result.leadsDeleted} leads (with ${result.filesDeleted} X-rays and photos), ${result.subscriptionsDeleted} newsletter sign-ups, ${result.unsentEmailsDeleted + result.sentEmailsBlanked} emails, ${result.unpaidBookingsDeleted} unpaid bookings deleted; ${result.paidBookingsAnonymised} paid bookings kept without the address, name or phone. ${total === 0 ? "Nothing was stored for that address." : ""}`.trim(),
  };
});

export default function Gdpr({ loaderData, actionData }: Route.ComponentProps) {
  const found =
    actionData && "counts" in actionData
      ? (actionData as unknown as { email: string; counts: Record<string, number> })
      : undefined;
  return (
    <>
      <PageTitle>GDPR requests</PageTitle>
      <FormMessage data={actionData} />
      {/* A plain form post: the export button's answer is a file download. */}
      <Form method="post" reloadDocument className="mb-6 max-w-xl space-y-3 rounded-lg border border-line bg-surface p-4">
        <div>
          <label htmlFor="email" className={labelClass}>
            The person&apos;s email address
          </label>
          <input
            id="email"
            name="email"
            type="email"
            required
            defaultValue={found?.email ?? ""}
            autoComplete="off"
            className={inputClass}
          />
        </div>
        <div className="flex flex-wrap gap-2">
          <button type="submit" name="intent" value="search" className={buttonClass}>
            Find their data
          </button>
          <button type="submit" formAction="/staff/gdpr/export" className={secondaryButtonClass}>
            Export as JSON
          </button>
        </div>
        {loaderData.canErase ? (
          <fieldset className="mt-4 space-y-2 border-t border-line pt-4">
            <legend className="font-semibold text-danger-700">Erase (cannot be undone)</legend>
            <label htmlFor="confirm" className={labelClass}>
              Type the address again to confirm
            </label>
            <input id="confirm" name="confirm" type="email" autoComplete="off" className={inputClass} />
            <button type="submit" name="intent" value="erase" className={dangerButtonClass}>
              Erase everything about this person
            </button>
          </fieldset>
        ) : (
          <p className="text-sm text-muted">Erasing a person&apos;s data is for administrators.</p>
        )}
      </Form>
      {found ? (
        <section aria-labelledby="found">
          <h2 id="found" className="mb-2 text-lg font-semibold text-brand-900">
            Stored for {found.email}
          </h2>
          <ul className="list-disc pl-6">
            {Object.entries(found.counts).map(([key, count]) => (
              <li key={key}>
                {labels[key] ?? key}: {count}
              </li>
            ))}
          </ul>
        </section>
      ) : null}
    </>
  );
}
