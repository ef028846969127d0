import { timingSafeEqual } from "node:crypto";

/** True when the request carries the staff bearer token (compared in constant time). */
export function hasStaffToken(request: Request, token: string | undefined): boolean {
  if (!token) return false;
  const expected = Buffer.from(`Bearer ${token}`);
  const given = Buffer.from(request.headers.get("authorization") ?? "");
  return given.length === expected.length && timingSafeEqual(given, expected);
}
