/**
 * The patient's private link to a plan: /plan/<token>, the token being the plan's id and an
 * HMAC-SHA256 of it (cut to 128 bits) under a secret only the servers know, made as the
 * manage-booking link is (bookings/links.server.ts says why an HMAC: every reminder and each new
 * version writes the same link again). The plan row also keeps the SHA-256 of its token, never
 * the token: a link is opened only when both hold, so one plan's link can be withdrawn (its hash
 * changed) without touching any other, and a forged token fails before any query.
 */
import { createHash, createHmac, timingSafeEqual } from "node:crypto";
import type { Database } from "~/db/client.server";
import { planPath } from "~/lib/plan-paths";
import { sharedSecret } from "../platform/secrets.server";

const SECRET_NAME = "treatment-plan-link-hmac";
const ID_BYTES = 16;
const MAC_BYTES = 16;
const tokenPattern = /^[A-Za-z0-9_-]{43}$/;

const planLinkSecret = (db: Database): Promise<Buffer> => sharedSecret(db, SECRET_NAME);

const mac = (secret: Buffer, id: Buffer) =>
  createHmac("sha256", secret).update("treatment-plan:").update(id).digest().subarray(0, MAC_BYTES);

const uuidBytes = (uuid: string) => Buffer.from(uuid.replace(/-/g, ""), "hex");
const uuidText = (bytes: Buffer) =>
  bytes.toString("hex").replace(/^(.{8})(.{4})(.{4})(.{4})(.{12})$/, "$1-$2-$3-$4-$5");

/** What the plan row keeps of its token. */
export const planTokenHash = (token: string) => createHash("sha256").update(token).digest("hex");

/** The token for a plan id (43 URL-safe characters). */
export async function planToken(db: Database, planId: string): Promise<string> {
  const id = uuidBytes(planId);
  return Buffer.concat([id, mac(await planLinkSecret(db), id)]).toString("base64url");
}

/** The plan id a token names, or null when it is malformed or not signed with this secret. */
export async function verifyPlanToken(db: Database, token: unknown): Promise<string | null> {
  if (typeof token !== "string" || !tokenPattern.test(token)) return null;
  const bytes = Buffer.from(token, "base64url");
  if (bytes.length !== ID_BYTES + MAC_BYTES || bytes.toString("base64url") !== token) return null;
  const id = bytes.subarray(0, ID_BYTES);
  return timingSafeEqual(bytes.subarray(ID_BYTES), mac(await planLinkSecret(db), id)) ? uuidText(id) : null;
}

/** The absolute link for emails, on SITE_URL. */
export async function planUrl(db: Database, siteUrl: string, planId: string): Promise<string> {
  return `${siteUrl}${planPath(await planToken(db, planId))}`;
}
