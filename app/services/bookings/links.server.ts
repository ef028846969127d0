import { createHmac, timingSafeEqual } from "node:crypto";
import type { Database } from "~/db/client.server";
import { manageBookingPath } from "~/lib/booking-paths";
import { sharedSecret } from "../platform/secrets.server";

/**
 * The patient's link to manage a booking: /booking/<token>, where the token is the booking's id
 * and an HMAC-SHA256 of it (cut to 128 bits) under a secret only the servers know.
 *
 * Why an HMAC rather than a random token stored hashed: the link must be written again and
 * again after the booking was made (the confirmation page on every reload, each reminder, each
 * change, the clinic's own back office when it moves a booking), and a stored hash cannot give
 * the link back. An HMAC can, with nothing stored per booking, and a forged token fails the
 * check before any query. The secret is made on first use and kept in the database, so every
 * app server shares it (platform/secrets.server.ts); deleting its `app_secrets` row revokes
 * every link at once.
 *
 * When a link stops working (after the consultation day) is the booking service's rule.
 */

const SECRET_NAME = "booking-link-hmac";
const ID_BYTES = 16;
const MAC_BYTES = 16;
const tokenPattern = /^[A-Za-z0-9_-]{43}$/;

/** The key that signs manage-booking links. */
export const bookingLinkSecret = (db: Database): Promise<Buffer> => sharedSecret(db, SECRET_NAME);

const mac = (secret: Buffer, id: Buffer) =>
  createHmac("sha256", secret).update("manage-booking:").update(id).digest().subarray(0, MAC_BYTES);

const uuidBytes = (uuid: string) => Buffer.from(uuid.replace(/-/g, ""), "hex");
const uuidText = (bytes: Buffer) =>
  bytes.toString("hex").replace(/^(.{8})(.{4})(.{4})(.{4})(.{12})$/, "$1-$2-$3-$4-$5");

/** The token for a booking id (43 URL-safe characters). */
export function signBookingToken(secret: Buffer, bookingId: string): string {
  const id = uuidBytes(bookingId);
  return Buffer.concat([id, mac(secret, id)]).toString("base64url");
}

/** The booking id a token names, or null when it is malformed or not signed with this secret. */
export function verifyBookingToken(secret: Buffer, token: unknown): string | null {
  if (typeof token !== "string" || !tokenPattern.test(token)) return null;
  const bytes = Buffer.from(token, "base64url");
  // Only the one spelling of these bytes: the last character's spare bits must be zero.
  if (bytes.length !== ID_BYTES + MAC_BYTES || bytes.toString("base64url") !== token) return null;
  const id = bytes.subarray(0, ID_BYTES);
  return timingSafeEqual(bytes.subarray(ID_BYTES), mac(secret, id)) ? uuidText(id) : null;
}

/** The absolute manage link for emails, on SITE_URL. */
export async function manageBookingUrl(db: Database, siteUrl: string, bookingId: string): Promise<string> {
  return `${siteUrl}${manageBookingPath(signBookingToken(await bookingLinkSecret(db), bookingId))}`;
}
