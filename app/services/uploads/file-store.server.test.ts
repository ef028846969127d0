import { mkdtempSync, rmSync, statSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { parseEnv } from "~/env.server";
import { startS3StandIn, type S3StandIn } from "../../../tests/support/s3";
import { fileStoreFor, localFileStore, s3FileStore, type FileStore } from "./file-store.server";

/**
 * The two file stores keep the same promises: what is put is got back byte for byte, a missing
 * file is null, a deletion is final (and deleting twice is fine), and list() names every file.
 * S3 is exercised against s3rver, an S3-compatible server on a local port, through the real
 * AWS SDK client (path-style addressing, as MinIO and most self-hosted services want).
 */
let s3: S3StandIn;
const dirs: string[] = [];
const tempDir = () => {
  const dir = mkdtempSync(path.join(tmpdir(), "dental-store-"));
  dirs.push(dir);
  return dir;
};

beforeAll(async () => {
  s3 = await startS3StandIn();
});
afterAll(async () => {
  await s3?.close();
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
});

const stores: [string, () => FileStore][] = [
  ["a private directory", () => localFileStore(path.join(tempDir(), "uploads"))],
  [
    "an S3-compatible bucket",
    () =>
      s3FileStore({
        bucket: s3.bucket,
        region: s3.env.S3_REGION,
        endpoint: s3.env.S3_ENDPOINT,
        accessKeyId: s3.env.S3_ACCESS_KEY_ID,
        secretAccessKey: s3.env.S3_SECRET_ACCESS_KEY,
        forcePathStyle: true,
      }),
  ],
];

describe.each(stores)("files in %s", (_name, makeStore) => {
  let store: FileStore;
  beforeAll(() => {
    store = makeStore();
  });

  it("keeps what is put, byte for byte, lists it, and deletes it for good", async () => {
    const bytes = Buffer.from(Array.from({ length: 70_000 }, (_, i) => (i * 31) % 256));
    await store.put("AbCdEfGhIjKlMnOpQrStUv", bytes, "image/png");
    expect((await store.get("AbCdEfGhIjKlMnOpQrStUv"))!.equals(bytes)).toBe(true);
    const listed = await store.list();
    expect(listed.map((object) => object.key)).toEqual(["AbCdEfGhIjKlMnOpQrStUv"]);
    expect(Math.abs(listed[0].modifiedAt.getTime() - Date.now())).toBeLessThan(60_000);

    await store.delete("AbCdEfGhIjKlMnOpQrStUv");
    expect(await store.get("AbCdEfGhIjKlMnOpQrStUv")).toBeNull();
    await store.delete("AbCdEfGhIjKlMnOpQrStUv");
    expect(await store.list()).toEqual([]);
  });

  it("answers null for a file it never had, and refuses a key that could be a path", async () => {
    expect(await store.get("NeverStoredNeverStored")).toBeNull();
    await expect(store.put("../../etc/passwd", Buffer.from("x"), "text/plain")).rejects.toThrow(
      "Invalid file key",
    );
    await expect(store.get("a/b/c/d/e/f/g/h/i/j")).rejects.toThrow("Invalid file key");
  });
});

describe("the private directory", () => {
  it("is 0700 and its files 0600, whatever the umask", async () => {
    const dir = path.join(tempDir(), "uploads");
    const store = localFileStore(dir);
    const previous = process.umask(0o022);
    try {
      await store.put("PermissionsCheck000000", Buffer.from("x"), "image/png");
    } finally {
      process.umask(previous);
    }
    expect(statSync(dir).mode & 0o777).toBe(0o700);
    expect(statSync(path.join(dir, "PermissionsCheck000000")).mode & 0o777).toBe(0o600);
  });
});

describe("the configured store", () => {
  it("is DATA_DIR/uploads by default and the bucket when S3_BUCKET is set", () => {
    expect(fileStoreFor(parseEnv({ DATA_DIR: "/tmp/x" })).kind).toBe("local");
    expect(
      fileStoreFor(
        parseEnv({
          S3_BUCKET: "clinic-uploads",
          S3_ENDPOINT: "http://127.0.0.1:9000",
          S3_FORCE_PATH_STYLE: "1",
        }),
      ).kind,
    ).toBe("s3");
  });

  it("refuses half a key pair", () => {
    expect(() => parseEnv({ S3_BUCKET: "b", S3_ACCESS_KEY_ID: "id-only" })).toThrow(/S3_SECRET_ACCESS_KEY/);
  });
});
