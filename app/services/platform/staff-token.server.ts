import { timingSafeEqual } from "node:crypto";
import type { ServiceContext } from "../context.server";

/**
 * The staff API's bearer token (ADMIN_TOKEN, or the one generated into DATA_DIR/admin-token):
 * what `npm run leads` and `npm run backup` send while the server owns the embedded database.
 * True when the request carries it, compared in constant time.
 */
export function holdsStaffToken(ctx: ServiceContext, request: Request): boolean {
  const token = ctx.settings.staffToken;
  if (!token) return false;
  const expected = Buffer.from(`Bearer ${token}`);
  const given = Buffer.from(request.headers.get("authorization") ?? "");
  return given.length === expected.length && timingSafeEqual(given, expected);
}
