/**
 * The quote form's attachments under test (server/uploads-*.test.ts): the fixtures and the form
 * they are sent with, and a server of their own (its file store, image decoder and a signed-in
 * administrator), started once per test file and emptied before each test.
 */
import { mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, beforeEach, expect } from "vitest";
import { auditLog, leadFiles, leads, outbox, rateLimits } from "../../app/db/schema";
import type { RateTier } from "../../app/endpoints/limits";
import { localFileStore, type FileStore } from "../../app/services/uploads/file-store.server";
import type { RateLimit } from "../../app/services/platform/rate-limit.server";
import { addStaffAccount, totpCode } from "../../app/services/staff/accounts.server";
import { startImageDecoder, type ImageDecoderPool } from "../../server/image-decoder";
import { createTestDatabase, type TestDatabase } from "./database";
import { testContext } from "./context";
import { startTestServer, type TestServer } from "./http-server";
import { fixtureTile, heifFile, ispe } from "./images";

export const SITE = "http://localhost:3000";
export const MB = 1024 * 1024;
export const heic = readFileSync(new URL("../fixtures/photo-with-location.heic", import.meta.url));

export interface Upload {
  name: string;
  type: string;
  bytes: Buffer;
}

export const fields = {
  name: "Ann Patient",
  email: "ann@example.com",
  treatment: "Dental Implants",
  message: "Two missing molars, X-ray attached.",
};

export const executable = Buffer.concat([
  Buffer.from([0x7f, 0x45, 0x4c, 0x46, 2, 1, 1, 0]),
  Buffer.alloc(4096, 0x90),
]);
/** One HEVC picture whose ispe says 12 000 × 9 000 (108 MP), in a 3 kB file. */
export const declaresTooMuch = () => {
  const tile = fixtureTile();
  return heifFile({
    primary: 1,
    items: [{ id: 1, type: "hvc1", properties: [tile.hvcC, ispe(12_000, 9_000)], data: tile.data }],
  });
};
/** The quote form with files, as the site's script sends it. */
export function sendQuote(
  to: { url: string },
  files: Upload[],
  extra: Record<string, string> = {},
  path = "/f/quote",
) {
  const form = new FormData();
  for (const [key, value] of Object.entries({ ...fields, ...extra })) form.append(key, value);
  for (const file of files)
    form.append("attachments", new Blob([new Uint8Array(file.bytes)], { type: file.type }), file.name);
  return fetch(`${to.url}${path}`, {
    method: "POST",
    headers: { Accept: "application/json", Origin: SITE },
    body: form,
  });
}

/** Limits that never get in the way; a test about one limit lowers it on a server of its own. */
export const unlimited: Partial<Record<RateTier, RateLimit>> = {
  forms: { windowMs: 60_000, limit: 10_000 },
  files: { windowMs: 60_000, limit: 10_000 },
  pixels: { windowMs: 60_000, limit: 100_000 },
};

/** What useUploadServer started, once its beforeAll has run. */
export interface UploadServer {
  database: TestDatabase;
  server: TestServer;
  dataDir: string;
  store: FileStore;
  /** The administrator's session cookie ('staff_session=…'). */
  cookie: string;
  images: ImageDecoderPool;
}

/**
 * Inside a describe block: a database on `backend`, a local file store, an image decoder and a
 * server using them, with one administrator signed in; every table the tests write and the
 * store are emptied before each test.
 */
export function useUploadServer(backend: "pglite" | "postgres") {
  const current = {} as UploadServer;

  /** Another server on the same database, store and decoder, with other limits or decoder. */
  const startAnother = (options: {
    rateLimits?: Partial<Record<RateTier, RateLimit>>;
    images?: ImageDecoderPool;
  }) =>
    startTestServer(current.database, {
      files: current.store,
      envOverrides: { DATA_DIR: current.dataDir },
      images: current.images,
      ...options,
      rateLimits: { ...unlimited, ...options.rateLimits },
    });

  beforeAll(async () => {
    current.database = await createTestDatabase(backend);
    current.dataDir = mkdtempSync(path.join(tmpdir(), "dental-uploads-"));
    current.store = localFileStore(path.join(current.dataDir, "uploads"));
    current.images = startImageDecoder();
    current.server = await startTestServer(current.database, {
      files: current.store,
      envOverrides: { DATA_DIR: current.dataDir },
      rateLimits: unlimited,
      images: current.images,
    });
    // One administrator for the file links and the erasure (a sign-in costs a real scrypt).
    const account = await addStaffAccount(testContext(current.database), {
      email: "admin@clinic.example",
      password: "a long staff password",
      role: "admin",
    });
    const answer = await fetch(`${current.server.url}/staff/sign-in`, {
      method: "POST",
      redirect: "manual",
      headers: { Origin: SITE, "Content-Type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams({
        email: account.email,
        password: "a long staff password",
        code: totpCode(account.totpSecret),
        next: "/staff/leads",
      }),
    });
    expect(answer.status).toBe(302);
    current.cookie = answer.headers
      .getSetCookie()
      .find((c) => c.startsWith("staff_session="))!
      .split(";")[0];
  });
  afterAll(async () => {
    await current.server?.close();
    await current.database?.dispose();
    if (current.dataDir) rmSync(current.dataDir, { recursive: true, force: true });
  });
  beforeEach(async () => {
    const { database, store } = current;
    await database.db.delete(leadFiles);
    await database.db.delete(leads);
    await database.db.delete(outbox);
    await database.db.delete(rateLimits);
    await database.db.delete(auditLog);
    for (const { key } of await store.list()) await store.delete(key);
  });

  const postQuote = (
    files: Upload[],
    extra: Record<string, string> = {},
    path = "/f/quote",
    to?: TestServer,
  ) => sendQuote(to ?? current.server, files, extra, path);

  const storedKeys = async () => (await current.store.list()).map((object) => object.key);
  const incoming = () => {
    try {
      return readdirSync(path.join(current.dataDir, "incoming"));
    } catch {
      return [];
    }
  };

  return { current, startAnother, postQuote, storedKeys, incoming };
}
