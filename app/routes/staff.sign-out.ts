import { redirect } from "react-router";
import { endpointAction } from "~/endpoints/endpoint.server";
import { signOut } from "~/services/staff/sign-in.server";

/** POST /staff/sign-out: this browser's session, or (everywhere=yes) every session of the account. */
export const action = endpointAction("staffSignOut", async ({ input, request, context }) => {
  const cookie = await signOut(context, request, input.everywhere === "yes");
  return redirect("/staff/sign-in", { headers: { "Set-Cookie": cookie } });
});
