import { data, Form } from "react-router";
import { requireAppContext } from "~/context";
import { staffGdprCopy as copy, gdprStoredLabels as labels } from "~/content/staff-gdpr";
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
import { recordAudit, subjectHash } from "~/services/staff/audit.server";
import { endpointAction } from "~/services/platform/endpoint.server";
import { erasePerson, findPerson, personCounts } from "~/services/patients/gdpr.server";
import { requireStaff } from "~/services/staff/session.server";
import type { Route } from "./+types/staff.gdpr";

/**
 * /staff/gdpr: a person's requests by email address: find what we hold, export it as JSON
 * (right of access, routes/staff.gdpr.export.ts), erase it (right to erasure, administrators only). Every step is written
 * to the audit log with a hash of the address, never the address.
 */
export const meta: Route.MetaFunction = () => staffMeta(copy.title);

export async function loader({ request, context }: Route.LoaderArgs) {
  const app = requireAppContext(context);
  const user = await requireStaff(request, app);
  return { canErase: user.role === "admin" };
}

export const action = endpointAction("staffGdpr", async ({ input, request, context }) => {
  const user = await requireStaff(request, context);
  const subject = subjectHash(input.email);
  if (input.intent === "search") {
    const counts = personCounts(await findPerson(context.db, input.email));
    await recordAudit(context.db, user, "gdpr.search", subject, counts);
    return { email: input.email, counts };
  }
  if (user.role !== "admin")
    return data({ error: copy.errors.forbidden, code: "FORBIDDEN" }, { status: 403 });
  if ((input.confirm ?? "").toLowerCase() !== input.email.toLowerCase())
    return data({ error: copy.errors.confirm, code: "CONFIRM" }, { status: 400 });
  const result = await erasePerson(context.db, input.email, context.files);
  await recordAudit(context.db, user, "gdpr.erase", subject, result);
  const total = Object.values(result).reduce((sum, n) => sum + n, 0);
  return {
    message: copy.erased({
      ...result,
      emails: result.unsentEmailsDeleted + result.sentEmailsBlanked,
      total,
    }),
  };
});

export default function Gdpr({ loaderData, actionData }: Route.ComponentProps) {
  const found =
    actionData && "counts" in actionData
      ? (actionData as unknown as { email: string; counts: Record<string, number> })
      : undefined;
  return (
    <>
      <PageTitle>{copy.title}</PageTitle>
      <FormMessage data={actionData} />
      {/* A plain form post: the export button's answer is a file download. */}
      <Form
        method="post"
        reloadDocument
        className="mb-6 max-w-xl space-y-3 rounded-lg border border-line bg-surface p-4"
      >
        <div>
          <label htmlFor="email" className={labelClass}>
            {copy.email}
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
            {copy.find}
          </button>
          <button type="submit" formAction="/staff/gdpr/export" className={secondaryButtonClass}>
            {copy.export}
          </button>
        </div>
        {loaderData.canErase ? (
          <fieldset className="mt-4 space-y-2 border-t border-line pt-4">
            <legend className="font-semibold text-danger-700">{copy.erase.legend}</legend>
            <label htmlFor="confirm" className={labelClass}>
              {copy.erase.confirm}
            </label>
            <input id="confirm" name="confirm" type="email" autoComplete="off" className={inputClass} />
            <button type="submit" name="intent" value="erase" className={dangerButtonClass}>
              {copy.erase.submit}
            </button>
          </fieldset>
        ) : (
          <p className="text-sm text-muted">{copy.erase.adminsOnly}</p>
        )}
      </Form>
      {found ? (
        <section aria-labelledby="found">
          <h2 id="found" className="mb-2 text-lg font-semibold text-brand-900">
            {copy.storedFor(found.email)}
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
