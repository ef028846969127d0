import { data, Form, redirect } from "react-router";
import { requireAppContext } from "~/context";
import { passkeysCopy as copy } from "~/content/staff-passkeys";
import { AddPasskey } from "~/components/staff/passkey-buttons";
import { FormMessage, inputClass, PageTitle, staffMeta, tdClass } from "~/components/staff/staff-ui";
import { StaffTable } from "~/components/staff/staff-table";
import { formatDateTime } from "~/lib/format";
import { endpointAction } from "~/endpoints/endpoint.server";
import { passkeysView } from "~/services/staff/pages.server";
import { removePasskey, renamePasskey } from "~/services/staff/passkeys.server";
import { requireStaff } from "~/services/staff/session.server";
import type { Route } from "./+types/staff.passkeys";

/**
 * /staff/passkeys (everyone, for their own account): the passkeys they have, with when each was
 * added and last used; rename or remove one; add one (its script posts to /staff/passkeys/new).
 * While the clinic requires passkeys and the account has none, every other page sends it here.
 */
export const meta: Route.MetaFunction = () => staffMeta(copy.title);

export async function loader({ request, context }: Route.LoaderArgs) {
  const staff = await requireStaff(request, requireAppContext(context));
  return passkeysView(staff, new URL(request.url).searchParams);
}

export const action = endpointAction("staffPasskeys", async ({ input, request, context }) => {
  const staff = await requireStaff(request, context);
  const done =
    input.intent === "rename"
      ? (await renamePasskey(staff, input.passkeyId, input.name)) && "renamed"
      : (await removePasskey(staff, input.passkeyId)) && "removed";
  if (!done) return data({ error: copy.errors.notFound, code: "NOT_FOUND" }, { status: 404 });
  return redirect(`/staff/passkeys?done=${done}`);
});

export default function Passkeys({ loaderData, actionData }: Route.ComponentProps) {
  const { passkeys, mustAdd, done } = loaderData;
  const message = done ? copy.done[done] : undefined;
  return (
    <>
      <PageTitle>{copy.title}</PageTitle>
      <FormMessage data={actionData ?? (message ? { message } : undefined)} />
      {mustAdd ? (
        <p role="alert" className="mb-4 rounded-lg border border-danger-700 bg-danger-50 p-3 text-danger-700">
          {copy.required}
        </p>
      ) : null}
      <p className="mb-4 max-w-3xl">{copy.intro}</p>
      {passkeys.length === 0 ? (
        <p className="mb-6">{copy.none}</p>
      ) : (
        <StaffTable
          label={copy.listLabel}
          className="mb-6"
          headings={[
            copy.columns.name,
            copy.columns.added,
            copy.columns.lastUsed,
            <span className="sr-only">{copy.columns.actions}</span>,
          ]}
        >
          {passkeys.map((passkey, index) => (
            <tr key={passkey.id}>
              <td className={`${tdClass} break-all`}>
                {passkey.name} {passkey.backedUp ? <span className="text-muted">{copy.synced}</span> : null}
              </td>
              <td className={tdClass}>{formatDateTime(passkey.createdAt)}</td>
              <td className={tdClass}>
                {passkey.lastUsedAt ? formatDateTime(passkey.lastUsedAt) : copy.never}
              </td>
              <td className={`${tdClass} flex flex-wrap items-center gap-3`}>
                <Form method="post" className="flex items-center gap-2">
                  <input type="hidden" name="intent" value="rename" />
                  <input type="hidden" name="passkeyId" value={passkey.id} />
                  <label htmlFor={`rename-${index}`} className="sr-only">
                    {copy.rename.label(passkey.name)}
                  </label>
                  <input
                    id={`rename-${index}`}
                    name="name"
                    defaultValue={passkey.name}
                    maxLength={60}
                    required
                    autoComplete="off"
                    className={`${inputClass} w-40 py-1`}
                  />
                  <button type="submit" className="link" aria-label={copy.rename.submitLabel(passkey.name)}>
                    {copy.rename.submit}
                  </button>
                </Form>
                <Form method="post">
                  <input type="hidden" name="intent" value="remove" />
                  <input type="hidden" name="passkeyId" value={passkey.id} />
                  <button
                    type="submit"
                    className="link text-danger-700"
                    aria-label={copy.remove.submitLabel(passkey.name)}
                  >
                    {copy.remove.submit}
                  </button>
                </Form>
              </td>
            </tr>
          ))}
        </StaffTable>
      )}
      <section
        aria-labelledby="add-passkey"
        className="max-w-md rounded-lg border border-line bg-surface p-4"
      >
        <h2 id="add-passkey" className="mb-3 text-lg font-semibold text-brand-900">
          {copy.add.heading}
        </h2>
        <AddPasskey endpoint="/staff/passkeys/new" then="/staff/passkeys?done=added" />
      </section>
    </>
  );
}
