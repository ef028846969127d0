import type { ServiceContext } from "../context.server";
import { countAmount } from "../platform/rate-limit.server";
import { uploadRefusal, type UploadMessages } from "./incoming.server";

/**
 * What the quote form's attachments cost a client beyond its requests (the `forms` tier, which
 * a visitor's mistake gives back): each file received, refused or not (`files`), and the
 * megapixels its pictures declare, charged before any is decoded (`pixels`). Both are counted
 * per client address in the database, like every limit, and never given back: a refused file
 * has cost the server its bytes, and a decode its time, whatever came of it.
 */
export function uploadAllowance(context: ServiceContext) {
  const tiers = context.rateTiers;
  const client = context.clientAddress ?? "unknown";
  const charge = async (tier: "files" | "pixels", amount: number, say: (m: UploadMessages) => string) => {
    const now = context.now();
    const result = await countAmount(context.db, `${tier}:${client}`, amount, tiers[tier], now);
    if (result.allowed) return;
    const retryAfter = Math.max(1, Math.ceil((result.resetAt.getTime() - now.getTime()) / 1000));
    throw uploadRefusal("TOO_MANY_REQUESTS", 429, say, undefined, retryAfter);
  };
  return {
    /** One more file from this client: refused (429) past the `files` tier's limit. */
    fileReceived: () => charge("files", 1, (m) => m.FILES_RECENTLY),
    /** Pictures about to be decoded for this client: refused (429) past its pixel budget. */
    allowPixels: (megapixels: number) => charge("pixels", megapixels, (m) => m.PIXELS_RECENTLY),
  };
}
