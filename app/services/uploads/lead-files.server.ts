import { createHmac, randomBytes, timingSafeEqual } from "node:crypto";
import { readdir, rm, stat } from "node:fs/promises";
import path from "node:path";
import { and, asc, eq, inArray, isNotNull, isNull, lt } from "drizzle-orm";
import { leadFileWords } from "~/content/staff-leads";
import type { Database } from "~/db/client.server";
import { leadFiles } from "~/db/schema";
import { logger } from "~/lib/logger.server";
import { uploadRetention } from "~/lib/upload-rules";
import type { Job } from "../platform/scheduler.server";
import { sharedSecret } from "../platform/secrets.server";
import type { StaffContext } from "../context.server";
import { recordAudit } from "../staff/audit.server";
import type { FileStore } from "./file-store.server";
import type { PreparedUpload } from "./incoming.server";

/**
 * Quote-form attachments after they were made safe (services/uploads/incoming.server.ts): kept in the
 * file store under random ids, listed in `lead_files`, opened by staff through signed links
 * that work for FILE_LINK_LIFETIME_MS, and deleted with their lead (GDPR erasure) or when
 * their retention period ends. Deleting is two steps (detach the row, then purge the bytes and
 * the row) so that a file store that is down delays a deletion but never loses track of it.
 */

const FILE_LINK_LIFETIME_MS = 10 * 60_000;
const SECRET_NAME = "lead-file-link-hmac";
/** Files in the store that no row names (a crash between storing and committing) wait this long. */
const STRAY_AFTER_MS = 60 * 60_000;

export interface LeadFileRow {
  id: string;
  fileName: string;
  contentType: string;
  sizeBytes: number;
}

const newFileId = () => randomBytes(16).toString("base64url");

/**
 * Puts prepared files in the store under new ids; the rows are written with the lead, in its
 * transaction (services/leads/leads.server.ts). Returns what those rows hold.
 */
export async function storeUploads(store: FileStore, uploads: PreparedUpload[]): Promise<LeadFileRow[]> {
  const stored: LeadFileRow[] = [];
  try {
    for (const upload of uploads) {
      const id = newFileId();
      await store.put(id, upload.bytes, upload.contentType);
      stored.push({
        id,
        fileName: upload.fileName,
        contentType: upload.contentType,
        sizeBytes: upload.bytes.length,
      });
    }
    return stored;
  } catch (error) {
    await discardStored(store, stored);
    throw error;
  }
}

/** Deletes stored bytes that no lead will name (a repeat submission, a failed insert). */
export async function discardStored(store: FileStore, files: { id: string }[]): Promise<void> {
  for (const file of files) {
    // What cannot be deleted now is found later by the purge of stray files.
    await store
      .delete(file.id)
      .catch((error: unknown) => logger.warn({ err: error }, "stored file not discarded"));
  }
}

export async function filesOfLead(db: Database, leadId: string): Promise<LeadFileRow[]> {
  return db
    .select({
      id: leadFiles.id,
      fileName: leadFiles.fileName,
      contentType: leadFiles.contentType,
      sizeBytes: leadFiles.sizeBytes,
    })
    .from(leadFiles)
    .where(eq(leadFiles.leadId, leadId))
    .orderBy(asc(leadFiles.createdAt), asc(leadFiles.fileName));
}

/** The file a staff link names, if it still belongs to a lead. */
async function findLeadFile(db: Database, id: string) {
  const [row] = await db
    .select()
    .from(leadFiles)
    .where(and(eq(leadFiles.id, id), isNotNull(leadFiles.leadId)));
  return row ?? null;
}

// Staff links: /staff/files/<id>?expires=<unix seconds>&signature=<HMAC of both>.

export const fileLinkSecret = (db: Database) => sharedSecret(db, SECRET_NAME);

const signature = (secret: Buffer, id: string, expires: number) =>
  createHmac("sha256", secret)
    .update(`lead-file:${id}:${expires}`)
    .digest()
    .subarray(0, 16)
    .toString("base64url");

export function signFileLink(secret: Buffer, id: string, now = Date.now()): string {
  const expires = Math.floor((now + FILE_LINK_LIFETIME_MS) / 1000);
  return `/staff/files/${id}?expires=${expires}&signature=${signature(secret, id, expires)}`;
}

function checkFileLink(
  secret: Buffer,
  id: string,
  expires: string,
  given: string,
  now = Date.now(),
): "valid" | "expired" | "forged" {
  const seconds = Number(expires);
  if (!/^\d{1,12}$/.test(expires)) return "forged";
  const expected = Buffer.from(signature(secret, id, seconds));
  const actual = Buffer.from(given);
  if (actual.length !== expected.length || !timingSafeEqual(actual, expected)) return "forged";
  return seconds * 1000 < now ? "expired" : "valid";
}

// Deletion.

type Writer = Pick<Database, "update">;

/** Erasure's part, inside its transaction: the rows let go of their leads and their names. */
export async function detachFilesOfLeads(tx: Writer, leadIds: string[]): Promise<number> {
  if (leadIds.length === 0) return 0;
  const rows = await tx
    .update(leadFiles)
    .set({ leadId: null, fileName: "(erased)" })
    .where(inArray(leadFiles.leadId, leadIds))
    .returning({ id: leadFiles.id });
  return rows.length;
}

/** Files older than the retention period let go of their leads (the purge then deletes them). */
export async function expireOldFiles(db: Database, now = new Date()): Promise<number> {
  const cutoff = new Date(now.getTime() - uploadRetention.days * 24 * 60 * 60_000);
  const rows = await db
    .update(leadFiles)
    .set({ leadId: null, fileName: leadFileWords.retentionEnded })
    .where(and(isNotNull(leadFiles.leadId), lt(leadFiles.createdAt, cutoff)))
    .returning({ id: leadFiles.id });
  return rows.length;
}

/** Deletes the bytes of detached rows, then the rows. Safe to run on several servers at once. */
export async function purgeDetachedFiles(db: Database, store: FileStore): Promise<number> {
  let purged = 0;
  for (;;) {
    const batch = await db
      .select({ id: leadFiles.id })
      .from(leadFiles)
      .where(isNull(leadFiles.leadId))
      .limit(100);
    if (batch.length === 0) return purged;
    for (const { id } of batch) {
      await store.delete(id);
      await db.delete(leadFiles).where(and(eq(leadFiles.id, id), isNull(leadFiles.leadId)));
      purged += 1;
    }
  }
}

/** Bytes in the store that no row names, left by a crash between storing and committing. */
export async function purgeStrayFiles(db: Database, store: FileStore, now = Date.now()): Promise<number> {
  const old = (await store.list()).filter((object) => now - object.modifiedAt.getTime() > STRAY_AFTER_MS);
  if (old.length === 0) return 0;
  const known = new Set(
    (
      await db
        .select({ id: leadFiles.id })
        .from(leadFiles)
        .where(
          inArray(
            leadFiles.id,
            old.map((object) => object.key),
          ),
        )
    ).map((row) => row.id),
  );
  let purged = 0;
  for (const object of old) {
    if (known.has(object.key)) continue;
    await store.delete(object.key);
    purged += 1;
  }
  return purged;
}

/** Temporary upload files older than an hour (a server stopped mid-upload). */
async function purgeIncoming(dir: string, now = Date.now()): Promise<void> {
  const names = await readdir(dir).catch(() => [] as string[]);
  for (const name of names) {
    const file = path.join(dir, name);
    const info = await stat(file).catch(() => null);
    if (info && now - info.mtimeMs > STRAY_AFTER_MS) await rm(file, { force: true });
  }
}

/** Every `intervalMs`: retention, then purges. Each step is idempotent; several servers may run it. */
export function uploadSweepJob({
  db,
  store,
  incomingDir,
  intervalMs = 15 * 60_000,
}: {
  db: Database;
  store: FileStore;
  incomingDir: string;
  intervalMs?: number;
}): Job {
  return {
    name: "attachment sweep",
    does: "expires old attachments, purges detached and stray files and stale uploads in progress",
    intervalMs,
    run: async () => {
      const expired = await expireOldFiles(db);
      const purged = await purgeDetachedFiles(db, store);
      const stray = await purgeStrayFiles(db, store);
      await purgeIncoming(incomingDir);
      return { expired, purged, stray };
    },
  };
}

export type OpenedFile =
  | { opened: true; file: NonNullable<Awaited<ReturnType<typeof findLeadFile>>>; bytes: Buffer }
  | { opened: false; reason: "forged" | "expired" | "deleted" };

/**
 * A member of staff opens an attachment by a link the lead's page signed in the last ten
 * minutes: a forged link names nothing, a late one has expired, a file erased or swept since is
 * deleted. Each opening is in the audit log.
 */
export async function openLeadFile(
  ctx: StaffContext,
  id: string,
  link: { expires: string; signature: string },
): Promise<OpenedFile> {
  const verdict = checkFileLink(
    await fileLinkSecret(ctx.db),
    id,
    link.expires,
    link.signature,
    ctx.now().getTime(),
  );
  if (verdict !== "valid") return { opened: false, reason: verdict };
  const file = await findLeadFile(ctx.db, id);
  const bytes = file ? await ctx.files.get(file.id) : null;
  if (!file || !bytes) return { opened: false, reason: "deleted" };
  await recordAudit(ctx.db, ctx.staff, "lead.file.open", `lead:${file.leadId}`, { file: file.id });
  return { opened: true, file, bytes };
}
