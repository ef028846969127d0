import { redirect } from "react-router";
import { endpointAction } from "~/services/platform/endpoint.server";
import { currentStaff, endSession } from "~/services/staff/session.server";

/** POST /staff/sign-out: this browser's session, or (everywhere=yes) every session of the account. */
export const action = endpointAction("staffSignOut", async ({ input, request, context }) => {
  const { db, env } = context;
  const user = input.everywhere === "yes" ? await currentStaff(db, request, env.SITE_URL) : null;
  const cookie = await endSession(db, request, env.SITE_URL, user ? { accountId: user.id } : null);
  return redirect("/staff/sign-in", { headers: { "Set-Cookie": cookie } });
});
