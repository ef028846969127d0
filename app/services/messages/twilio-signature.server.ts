import { createHmac, timingSafeEqual } from "node:crypto";

/**
 * Twilio's signature of a request it sends us (a delivery status, an incoming STOP): the
 * base64 HMAC-SHA1, keyed with the auth token, of the full URL Twilio called followed by every
 * POST parameter's name and value, sorted by name, with nothing between them.
 */
export function twilioSignature(authToken: string, url: string, params: URLSearchParams): string {
  const names = [...new Set(params.keys())].sort();
  let data = url;
  for (const name of names) {
    // A repeated parameter contributes each of its values, sorted, under its name.
    for (const value of params.getAll(name).sort()) data += name + value;
  }
  return createHmac("sha1", authToken).update(data, "utf8").digest("base64");
}

/**
 * Whether `signature` (the X-Twilio-Signature header) is Twilio's for this URL and body. The URL
 * is the one we gave Twilio (built from SITE_URL), never one read from the request's headers.
 */
export function isTwilioSignature(
  authToken: string,
  url: string,
  params: URLSearchParams,
  signature: string | null,
): boolean {
  if (!signature) return false;
  const expected = Buffer.from(twilioSignature(authToken, url, params));
  const given = Buffer.from(signature);
  return expected.length === given.length && timingSafeEqual(expected, given);
}
