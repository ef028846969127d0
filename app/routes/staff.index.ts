import { redirect } from "react-router";

/** /staff: the inbox is where the day starts. */
export function loader() {
  return redirect("/staff/leads");
}
