/**
 * A waiting-list entry's private link: /waiting-list/<token>. The token is signed like a
 * manage-booking link (links.server.ts), under a secret of its own, because it must be written
 * again after joining (the offer's email and text, a second "join" with the same address); the
 * entry also stores the token's SHA-256 (`token_hash`), and a token is honoured only when both
 * its signature and the stored hash match, so the database alone never holds a working link.
 */
import { createHash } from "node:crypto";
import type { Database } from "~/db/client.server";
import { waitingListPath } from "~/lib/booking-paths";
import { sharedSecret } from "../platform/secrets.server";
import { signBookingToken, verifyBookingToken } from "./links.server";

const SECRET_NAME = "waiting-list-link-hmac";

/** The key that signs waiting-list links (fetched before a transaction: PGlite has one connection). */
export const waitingListSecret = (db: Database): Promise<Buffer> => sharedSecret(db, SECRET_NAME);

export const entryToken = (secret: Buffer, entryId: string) => signBookingToken(secret, entryId);

export const tokenHashOf = (token: string) => createHash("sha256").update(token).digest("hex");

/** The entry id a token names, or null (malformed, or not signed with this secret). */
export const entryIdOf = (secret: Buffer, token: unknown) => verifyBookingToken(secret, token);

/** What writing a link needs, gathered before the transaction that writes the email. */
export interface EntryLinks {
  siteUrl: string;
  secret: Buffer;
}

export const entryUrl = (links: EntryLinks, entryId: string) =>
  `${links.siteUrl}${waitingListPath(entryToken(links.secret, entryId))}`;
