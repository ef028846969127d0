import { data, Form } from "react-router";
import { requireAppContext } from "~/context";
import { staffGdprCopy as copy, gdprStoredLabels as labels } from "~/content/staff-gdpr";
import {
  buttonClass,
  dangerButtonClass,
  FormMessage,
  PageTitle,
  secondaryButtonClass,
  staffMeta,
} from "~/components/staff/staff-ui";
import { Field } from "~/components/staff/field";
import { endpointAction } from "~/endpoints/endpoint.server";
import { erasePerson, searchPerson } from "~/services/patients/gdpr.server";
import { requireStaff } from "~/services/staff/session.server";
import type { Route } from "./+types/staff.gdpr";

/**
 * /staff/gdpr: a person's requests by email address: find what we hold, export it as JSON
 * (right of access, routes/staff.gdpr.export.ts), erase it (right to erasure, administrators only). Every step is written
 * to the audit log with a hash of the address, never the address.
 */
export const meta: Route.MetaFunction = () => staffMeta(copy.title);

export async function loader({ request, context }: Route.LoaderArgs) {
  const staff = await requireStaff(request, requireAppContext(context));
  return { canErase: staff.staff.role === "admin" };
}

export const action = endpointAction("staffGdpr", async ({ input, request, context }) => {
  const staff = await requireStaff(request, context);
  if (input.intent === "search") return { email: input.email, counts: await searchPerson(staff, input.email) };
  if (staff.staff.role !== "admin")
    return data({ error: copy.errors.forbidden, code: "FORBIDDEN" }, { status: 403 });
  if ((input.confirm ?? "").toLowerCase() !== input.email.toLowerCase())
    return data({ error: copy.errors.confirm, code: "CONFIRM" }, { status: 400 });
  const result = await erasePerson(staff, input.email);
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
        <Field
          id="email"
          label={copy.email}
          name="email"
          type="email"
          required
          defaultValue={found?.email ?? ""}
          autoComplete="off"
        />
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
            <Field
              bare
              id="confirm"
              label={copy.erase.confirm}
              name="confirm"
              type="email"
              autoComplete="off"
            />
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
