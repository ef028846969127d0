import { data, Form, redirect } from "react-router";
import { requireAppContext } from "~/context";
import {
  formatDateTime,
  FormMessage,
  PageTitle,
  staffMeta,
  tableClass,
  tdClass,
  thClass,
  TableScroller,
} from "~/components/staff/staff-ui";
import { recordAudit } from "~/services/audit.server";
import { endpointAction } from "~/services/endpoint.server";
import { listStaffAccounts, removeStaffAccount, unlockStaffAccount } from "~/services/staff-accounts.server";
import { signInTrouble } from "~/services/staff-lockout.server";
import { endSession, requireStaff } from "~/services/staff-session.server";
import type { Route } from "./+types/staff.accounts";

/**
 * /staff/accounts (administrators): who has an account, and which have failed sign-ins or a
 * lock; end an account's sessions, lift its sign-in lock, or remove it. Accounts are created on
 * the server (`npm run staff -- add`), where the second factor is shown.
 */
export const meta: Route.MetaFunction = () => staffMeta("Accounts");

export async function loader({ request, context }: Route.LoaderArgs) {
  const app = requireAppContext(context);
  const user = await requireStaff(request, app, "admin");
  const accounts = await listStaffAccounts(app.db);
  const trouble = await signInTrouble(
    app.db,
    accounts.map((account) => account.email),
  );
  return {
    accounts: accounts.map((account) => ({ ...account, signIn: trouble.get(account.email) ?? null })),
    me: user.id,
    done: new URL(request.url).searchParams.get("done"),
  };
}

export const action = endpointAction("staffAccounts", async ({ input, request, context }) => {
  const user = await requireStaff(request, context, "admin");
  if (input.intent === "remove") {
    if (input.accountId === user.id)
      return data({ error: "You cannot remove your own account.", code: "SELF" }, { status: 400 });
    if (!(await removeStaffAccount(context.db, input.accountId)))
      return data({ error: "There is no such account.", code: "NOT_FOUND" }, { status: 404 });
    await recordAudit(context.db, user, "account.remove", `account:${input.accountId}`);
    return redirect("/staff/accounts?done=removed");
  }
  if (input.intent === "unlock") {
    const unlocked = await unlockStaffAccount(context.db, input.accountId);
    if (!unlocked) return data({ error: "There is no such account.", code: "NOT_FOUND" }, { status: 404 });
    await recordAudit(context.db, user, "account.unlock", `account:${input.accountId}`, unlocked);
    return redirect("/staff/accounts?done=unlocked");
  }
  await endSession(context.db, request, context.env.SITE_URL, { accountId: input.accountId });
  await recordAudit(context.db, user, "account.sign-out-everywhere", `account:${input.accountId}`);
  return redirect(input.accountId === user.id ? "/staff/sign-in" : "/staff/accounts?done=signed-out");
});

const doneMessages: Record<string, string> = {
  removed: "Account removed.",
  "signed-out": "Its sessions have ended.",
  unlocked: "Its sign-in lock is lifted and its failed sign-ins cleared.",
};

export default function Accounts({ loaderData, actionData }: Route.ComponentProps) {
  const { accounts, me, done } = loaderData;
  const message = done ? doneMessages[done] : undefined;
  return (
    <>
      <PageTitle>Accounts</PageTitle>
      <FormMessage data={actionData ?? (message ? { message } : undefined)} />
      <p className="mb-3 text-sm">
        To add an account or reset a lost device, run <code>npm run staff -- add EMAIL --role staff</code> or{" "}
        <code>npm run staff -- reset EMAIL</code> on the server (see the README).
      </p>
      <TableScroller label="Staff accounts">
        <table className={tableClass}>
          <thead>
            <tr>
              <th className={thClass}>Email</th>
              <th className={thClass}>Role</th>
              <th className={thClass}>Since</th>
              <th className={thClass}>
                <span className="sr-only">Actions</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {accounts.map((account) => (
              <tr key={account.id}>
                <td className={`${tdClass} break-all`}>
                  {account.email}
                  {account.signIn ? (
                    <span className="block text-danger-700">
                      {account.signIn.lockedUntil
                        ? `Sign-in locked until ${formatDateTime(account.signIn.lockedUntil)}`
                        : `${account.signIn.failures} failed sign-in${account.signIn.failures === 1 ? "" : "s"}`}
                    </span>
                  ) : null}
                </td>
                <td className={tdClass}>{account.role}</td>
                <td className={tdClass}>{formatDateTime(account.createdAt)}</td>
                <td className={`${tdClass} flex flex-wrap gap-3`}>
                  <AccountAction
                    accountId={account.id}
                    intent="sign-out-everywhere"
                    label={`End every session of ${account.email}`}
                  >
                    End sessions
                  </AccountAction>
                  {account.signIn ? (
                    <AccountAction accountId={account.id} intent="unlock" label={`Unlock ${account.email}`}>
                      Unlock
                    </AccountAction>
                  ) : null}
                  {account.id === me ? null : (
                    <AccountAction
                      accountId={account.id}
                      intent="remove"
                      label={`Remove ${account.email}`}
                      className="text-danger-700"
                    >
                      Remove
                    </AccountAction>
                  )}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </TableScroller>
    </>
  );
}

/** One action on one account: a small form posting its intent (its label names the account). */
function AccountAction({
  accountId,
  intent,
  label,
  className = "",
  children,
}: {
  accountId: string;
  intent: "sign-out-everywhere" | "unlock" | "remove";
  label: string;
  className?: string;
  children: React.ReactNode;
}) {
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
