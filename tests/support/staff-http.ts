// A member of staff signed in through the real sign-in form (password and authenticator code),
// for HTTP-level tests of the back office: the session cookie their browser would carry.
import type { Database } from "../../app/db/client.server";
import { testContext } from "./context";
import { addStaffAccount, totpCode, type StaffAccount } from "../../app/services/staff/accounts.server";
import { rawRequest } from "./raw-http";

export const TEST_SITE = "http://localhost:3000";
export const STAFF_PASSWORD = "a long staff password";

/** Adds the account and signs it in: the account and its `staff_session=…` cookie (throws if refused). */
export async function signInStaff(
  serverUrl: string,
  db: Database,
  { email, role = "staff" }: { email: string; role?: "admin" | "staff" },
): Promise<{ account: StaffAccount; cookie: string }> {
  const account = await addStaffAccount(testContext(db), { email, password: STAFF_PASSWORD, role });
  const answer = await rawRequest(serverUrl, {
    method: "POST",
    path: "/staff/sign-in",
    headers: { "Content-Type": "application/x-www-form-urlencoded", Origin: TEST_SITE },
    body: new URLSearchParams({
      email: account.email,
      password: STAFF_PASSWORD,
      code: totpCode(account.totpSecret),
      next: "/staff/leads",
    }).toString(),
  });
  const cookies = (answer.headers["set-cookie"] as string[] | undefined) ?? [];
  const session = cookies.find((c) => c.startsWith("staff_session=") && !c.includes("Max-Age=0"));
  if (answer.status !== 302 || !session) throw new Error(`sign-in refused: ${answer.status}`);
  return { account, cookie: session.split(";")[0] };
}
