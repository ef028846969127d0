import { data, Form, redirect } from "react-router";
import { requireAppContext } from "~/context";
import { staffAccountsCopy as copy } from "~/content/staff-accounts";
import { passkeysRequiredCopy } from "~/content/staff-passkeys";
import { buttonClass, FormMessage, PageTitle, staffMeta, tdClass } from "~/components/staff/staff-ui";
import { formatDateTime } from "~/lib/format";
import { Field } from "~/components/staff/field";
import { StaffTable } from "~/components/staff/staff-table";
import { endpointAction } from "~/endpoints/endpoint.server";
import { StaffAccountError, unlockStaffAccount } from "~/services/staff/accounts.server";
import {
  disableStaffAccount,
  enableStaffAccount,
  inviteStaff,
  removeStaffAccount,
  revokeInvitation,
  type AccountChange,
} from "~/services/staff/invitations.server";
import { accountsView } from "~/services/staff/pages.server";
import { resetTwoFactor } from "~/services/staff/resets.server";
import { setPasskeysRequired } from "~/services/staff/settings.server";
import { requireStaff } from "~/services/staff/session.server";
import { endSessionsOf } from "~/services/staff/sign-in.server";
import type { Route } from "./+types/staff.accounts";

/**
 * /staff/accounts (administrators): who has an account, and which have failed sign-ins or a
 * lock; invite someone by email, see who sent each invitation still waiting and revoke it; end
 * an account's sessions, lift its sign-in lock, disable or enable it, reset its two-factor and
 * passkeys (its owner is emailed a one-time link), or remove it; require passkeys for everyone.
 * The CLI (`npm run staff`) does the same on the server, for when no administrator can sign in.
 */
export const meta: Route.MetaFunction = () => staffMeta(copy.title);

export async function loader({ request, context }: Route.LoaderArgs) {
  const staff = await requireStaff(request, requireAppContext(context), "admin");
  return accountsView(staff, new URL(request.url).searchParams);
}

const changeErrors: Record<Exclude<AccountChange, "ok">, [string, string, number]> = {
  "not-found": [copy.errors.notFound, "NOT_FOUND", 404],
  self: [copy.errors.self, "SELF", 400],
  "last-admin": [copy.errors.lastAdmin, "LAST_ADMIN", 409],
};
const changed = (change: AccountChange, done: string) => {
  if (change === "ok") return redirect(`/staff/accounts?done=${done}`);
  const [error, code, status] = changeErrors[change];
  return data({ error, code }, { status });
};

export const action = endpointAction("staffAccounts", async ({ input, request, context }) => {
  const staff = await requireStaff(request, context, "admin");
  const me = staff.staff.id;
  if (input.intent === "invite") {
    try {
      await inviteStaff(staff, { email: input.email, role: input.role });
    } catch (error) {
      if (!(error instanceof StaffAccountError)) throw error;
      const exists = error.message === "exists";
      return data(
        {
          error: exists ? copy.errors.exists : copy.errors.invalidEmail,
          code: exists ? "EXISTS" : "INVALID_EMAIL",
        },
        { status: exists ? 409 : 400 },
      );
    }
    return redirect("/staff/accounts?done=invited");
  }
  if (input.intent === "passkeys-required") {
    const required = input.required === "yes";
    if ((await setPasskeysRequired(staff, required)) === "no-passkey")
      return data({ error: passkeysRequiredCopy.ownFirst, code: "NO_PASSKEY" }, { status: 409 });
    return redirect(`/staff/accounts?done=${required ? "passkeys-required" : "passkeys-optional"}`);
  }
  if (input.intent === "disable")
    return changed(await disableStaffAccount(staff, input.accountId), "disabled");
  if (input.intent === "enable") return changed(await enableStaffAccount(staff, input.accountId), "enabled");
  if (input.intent === "reset-two-factor") {
    const change = await resetTwoFactor(staff, input.accountId);
    // One's own reset ends one's own session too: to the sign-in page (the emailed link follows).
    if (change === "ok" && input.accountId === me) return redirect("/staff/sign-in");
    return changed(change, "two-factor-reset");
  }
  if (input.intent === "revoke-invitation") {
    const revoked = await revokeInvitation(staff, input.invitationId);
    if (revoked === "not-found")
      return data({ error: copy.errors.invitationNotFound, code: "NOT_FOUND" }, { status: 404 });
    if (revoked === "used") return data({ error: copy.errors.invitationUsed, code: "USED" }, { status: 409 });
    return redirect("/staff/accounts?done=invitation-revoked");
  }
  if (input.intent === "remove") {
    if (input.accountId === me) return data({ error: copy.errors.removeSelf, code: "SELF" }, { status: 400 });
    return changed(await removeStaffAccount(staff, input.accountId), "removed");
  }
  if (input.intent === "unlock") {
    if (!(await unlockStaffAccount(staff, input.accountId)))
      return data({ error: copy.errors.notFound, code: "NOT_FOUND" }, { status: 404 });
    return redirect("/staff/accounts?done=unlocked");
  }
  await endSessionsOf(staff, request, input.accountId);
  return redirect(input.accountId === me ? "/staff/sign-in" : "/staff/accounts?done=signed-out");
});

export default function Accounts({ loaderData, actionData }: Route.ComponentProps) {
  const { accounts, invitations, me, done, passkeysRequired } = loaderData;
  const message = done ? (copy.done[done] ?? passkeysRequiredCopy.done[done]) : undefined;
  return (
    <>
      <PageTitle>{copy.title}</PageTitle>
      <FormMessage data={actionData ?? (message ? { message } : undefined)} />
      <section aria-labelledby="invite" className="mb-6 rounded-lg border border-line bg-surface p-4">
        <h2 id="invite" className="mb-2 text-lg font-semibold text-brand-900">
          {copy.invite.heading}
        </h2>
        <p className="mb-3 text-sm">{copy.invite.intro}</p>
        <Form method="post" className="flex flex-wrap items-end gap-3">
          <input type="hidden" name="intent" value="invite" />
          <Field
            id="invite-email"
            label={copy.invite.email}
            wrapperClassName="min-w-64 grow"
            name="email"
            type="email"
            autoComplete="off"
            required
          />
          <Field
            as="select"
            id="invite-role"
            label={copy.invite.role}
            name="role"
            defaultValue="staff"
            options={[
              { value: "staff", label: copy.invite.roles.staff },
              { value: "admin", label: copy.invite.roles.admin },
            ]}
          />
          <button type="submit" className={buttonClass}>
            {copy.invite.submit}
          </button>
        </Form>
        <h3 className="mt-4 mb-1 font-semibold">{copy.invite.pendingHeading}</h3>
        {invitations.length === 0 ? (
          <p className="text-sm">{copy.invite.pendingNone}</p>
        ) : (
          <StaffTable
            label={copy.invite.pendingLabel}
            headings={[
              copy.invite.pendingColumns.email,
              copy.invite.pendingColumns.role,
              copy.invite.pendingColumns.invitedBy,
              copy.invite.pendingColumns.sent,
              copy.invite.pendingColumns.expires,
              <span className="sr-only">{copy.invite.pendingColumns.actions}</span>,
            ]}
          >
            {invitations.map((invitation) => (
              <tr key={invitation.id}>
                <td className={`${tdClass} break-all`}>{invitation.email}</td>
                <td className={tdClass}>{copy.invite.roles[invitation.role]}</td>
                <td className={`${tdClass} break-all`}>{invitation.invitedBy}</td>
                <td className={tdClass}>{formatDateTime(invitation.createdAt)}</td>
                <td className={tdClass}>{formatDateTime(invitation.expiresAt)}</td>
                <td className={tdClass}>
                  <Form method="post">
                    <input type="hidden" name="invitationId" value={invitation.id} />
                    <button
                      type="submit"
                      name="intent"
                      value="revoke-invitation"
                      className="link text-danger-700"
                      aria-label={copy.invite.revokeLabel(invitation.email)}
                    >
                      {copy.invite.revoke}
                    </button>
                  </Form>
                </td>
              </tr>
            ))}
          </StaffTable>
        )}
      </section>
      <section
        aria-labelledby="passkeys-required"
        className="mb-6 rounded-lg border border-line bg-surface p-4"
      >
        <h2 id="passkeys-required" className="mb-2 text-lg font-semibold text-brand-900">
          {passkeysRequiredCopy.heading}
        </h2>
        <p className="mb-3 text-sm">
          {passkeysRequired ? passkeysRequiredCopy.on : passkeysRequiredCopy.off}
        </p>
        <Form method="post">
          <input type="hidden" name="intent" value="passkeys-required" />
          <input type="hidden" name="required" value={passkeysRequired ? "no" : "yes"} />
          <button type="submit" className={buttonClass}>
            {passkeysRequired ? passkeysRequiredCopy.turnOff : passkeysRequiredCopy.turnOn}
          </button>
        </Form>
      </section>
      <p className="mb-3 text-sm">{copy.cliNote}</p>
      <StaffTable
        label={copy.tableLabel}
        headings={[
          copy.columns.email,
          copy.columns.role,
          copy.columns.since,
          copy.columns.state,
          <span className="sr-only">{copy.columns.actions}</span>,
        ]}
      >
        {accounts.map((account) => (
          <tr key={account.id}>
            <td className={`${tdClass} break-all`}>
              {account.email}
              {account.signIn ? (
                <span className="block text-danger-700">
                  {account.signIn.lockedUntil
                    ? copy.signIn.lockedUntil(formatDateTime(account.signIn.lockedUntil))
                    : copy.signIn.failures(account.signIn.failures)}
                </span>
              ) : null}
            </td>
            <td className={tdClass}>{account.role}</td>
            <td className={tdClass}>{formatDateTime(account.createdAt)}</td>
            <td className={tdClass}>
              {account.disabledAt ? copy.states.disabled : copy.states.active}
              {account.totpSetupRequired ? <span className="block">{copy.states.setupRequired}</span> : null}
              {account.passkeys > 0 ? (
                <span className="block">{copy.states.passkeys(account.passkeys)}</span>
              ) : null}
            </td>
            <td className={`${tdClass} flex flex-wrap gap-3`}>
              <AccountAction accountId={account.id} intent="sign-out-everywhere" email={account.email}>
                {copy.actions.endSessions}
              </AccountAction>
              {account.signIn ? (
                <AccountAction accountId={account.id} intent="unlock" email={account.email}>
                  {copy.actions.unlock}
                </AccountAction>
              ) : null}
              <AccountAction accountId={account.id} intent="reset-two-factor" email={account.email}>
                {copy.actions.resetTwoFactor}
              </AccountAction>
              {account.id === me ? null : account.disabledAt ? (
                <AccountAction accountId={account.id} intent="enable" email={account.email}>
                  {copy.actions.enable}
                </AccountAction>
              ) : (
                <AccountAction
                  accountId={account.id}
                  intent="disable"
                  email={account.email}
                  className="text-danger-700"
                >
                  {copy.actions.disable}
                </AccountAction>
              )}
              {account.id === me ? null : (
                <AccountAction
                  accountId={account.id}
                  intent="remove"
                  email={account.email}
                  className="text-danger-700"
                >
                  {copy.actions.remove}
                </AccountAction>
              )}
            </td>
          </tr>
        ))}
      </StaffTable>
    </>
  );
}

/** One action on one account: a small form posting its intent (its label names the account). */
function AccountAction({
  accountId,
  intent,
  email,
  className = "",
  children,
}: {
  accountId: string;
  intent: "sign-out-everywhere" | "unlock" | "remove" | "disable" | "enable" | "reset-two-factor";
  email: string;
  className?: string;
  children: React.ReactNode;
}) {
  const label = copy.actions.labels[intent](email);
  return (
    <Form method="post">
      <input type="hidden" name="accountId" value={accountId} />
      <button
        type="submit"
        name="intent"
        value={intent}
        className={`link ${className}`.trim()}
        aria-label={label}
      >
        {children}
      </button>
    </Form>
  );
}
