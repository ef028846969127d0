import { chmod, mkdir, readdir, readFile, rename, rm, stat, writeFile } from "node:fs/promises";
import path from "node:path";
import type { Env } from "~/env.server";

/**
 * Where patients' X-rays and photos are kept: a private directory (DATA_DIR/uploads by default)
 * or an S3-compatible bucket when S3_BUCKET is set. Never a directory the web server serves:
 * staff read files through signed links that the app answers itself (routes/staff.file.ts).
 * Keys are random ids made by the app (services/uploads/lead-files.server.ts), never a patient's name.
 */
export interface FileStore {
  readonly kind: "local" | "s3";
  put(key: string, bytes: Buffer, contentType: string): Promise<void>;
  /** The bytes, or null when there is no such file. */
  get(key: string): Promise<Buffer | null>;
  /** Deleting a file that is not there is not an error. */
  delete(key: string): Promise<void>;
  /** Every key with its last change, for the purge of files no row names. */
  list(): Promise<{ key: string; modifiedAt: Date }[]>;
}

const keyPattern = /^[A-Za-z0-9_-]{16,64}$/;
function checkKey(key: string): string {
  // Keys are ours, but a path is built from them: nothing but a plain name ever gets through.
  if (!keyPattern.test(key)) throw new Error("Invalid file key");
  return key;
}

/** Files in a directory of their own: 0700, each file 0600, written whole or not at all. */
export function localFileStore(dir: string): FileStore {
  let ready: Promise<void> | undefined;
  const ensureDir = () =>
    (ready ??= (async () => {
      await mkdir(dir, { recursive: true, mode: 0o700 });
      await chmod(dir, 0o700);
    })());
  const file = (key: string) => path.join(dir, checkKey(key));
  return {
    kind: "local",
    async put(key, bytes) {
      await ensureDir();
      const target = file(key);
      const partial = `${target}.partial`;
      await writeFile(partial, bytes, { mode: 0o600 });
      // A reader never sees half a file: the name appears only once the bytes are written.
      await rename(partial, target);
    },
    async get(key) {
      try {
        return await readFile(file(key));
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === "ENOENT") return null;
        throw error;
      }
    },
    async delete(key) {
      await rm(file(key), { force: true });
    },
    async list() {
      await ensureDir();
      const found: { key: string; modifiedAt: Date }[] = [];
      for (const name of await readdir(dir)) {
        const info = await stat(path.join(dir, name)).catch(() => null);
        if (!info) continue;
        if (keyPattern.test(name)) found.push({ key: name, modifiedAt: info.mtime });
        // Half-written files of a server that stopped mid-write: nobody will finish them.
        else if (name.endsWith(".partial") && Date.now() - info.mtimeMs > 60 * 60_000)
          await rm(path.join(dir, name), { force: true });
      }
      return found;
    },
  };
}

export interface S3Settings {
  bucket: string;
  region: string;
  /** An S3-compatible service's address (MinIO, Cloudflare R2, a test stand-in); AWS when absent. */
  endpoint?: string;
  accessKeyId?: string;
  secretAccessKey?: string;
  /** bucket.host/key (AWS) or host/bucket/key (most self-hosted services). */
  forcePathStyle?: boolean;
  /** Keys go under this prefix, so one bucket can hold other things too. */
  prefix?: string;
}

/** Files as objects in an S3-compatible bucket, encrypted at rest by the service (SSE-S3). */
export function s3FileStore(settings: S3Settings): FileStore {
  // The SDK is loaded when the bucket is first used: servers that keep files on disk never load it.
  let connection: Promise<{
    sdk: typeof import("@aws-sdk/client-s3");
    client: import("@aws-sdk/client-s3").S3Client;
  }>;
  const connect = () =>
    (connection ??= import("@aws-sdk/client-s3").then((sdk) => ({
      sdk,
      client: new sdk.S3Client({
        region: settings.region,
        endpoint: settings.endpoint,
        forcePathStyle: settings.forcePathStyle,
        credentials:
          settings.accessKeyId && settings.secretAccessKey
            ? { accessKeyId: settings.accessKeyId, secretAccessKey: settings.secretAccessKey }
            : undefined,
        // A store that does not answer must not hold a patient's form open for minutes.
        requestHandler: { connectionTimeout: 5_000, requestTimeout: 30_000 },
        maxAttempts: 3,
      }),
    })));
  const prefix = settings.prefix ?? "lead-files/";
  const objectKey = (key: string) => `${prefix}${checkKey(key)}`;
  return {
    kind: "s3",
    async put(key, bytes, contentType) {
      const { sdk, client } = await connect();
      await client.send(
        new sdk.PutObjectCommand({
          Bucket: settings.bucket,
          Key: objectKey(key),
          Body: bytes,
          ContentType: contentType,
          // AWS encrypts at rest when asked; other services have their own settings for it.
          ServerSideEncryption: settings.endpoint ? undefined : "AES256",
        }),
      );
    },
    async get(key) {
      const { sdk, client } = await connect();
      try {
        const result = await client.send(
          new sdk.GetObjectCommand({ Bucket: settings.bucket, Key: objectKey(key) }),
        );
        if (!result.Body) return null;
        return Buffer.from(await result.Body.transformToByteArray());
      } catch (error) {
        if (error instanceof sdk.NoSuchKey || (error as { name?: string }).name === "NoSuchKey") return null;
        throw error;
      }
    },
    async delete(key) {
      const { sdk, client } = await connect();
      await client.send(new sdk.DeleteObjectCommand({ Bucket: settings.bucket, Key: objectKey(key) }));
    },
    async list() {
      const { sdk, client } = await connect();
      const found: { key: string; modifiedAt: Date }[] = [];
      let token: string | undefined;
      do {
        const page = await client.send(
          new sdk.ListObjectsV2Command({ Bucket: settings.bucket, Prefix: prefix, ContinuationToken: token }),
        );
        for (const object of page.Contents ?? []) {
          if (object.Key)
            found.push({
              key: object.Key.slice(prefix.length),
              modifiedAt: object.LastModified ?? new Date(0),
            });
        }
        token = page.IsTruncated ? page.NextContinuationToken : undefined;
      } while (token);
      return found;
    },
  };
}

/** The store the configuration names: S3 when S3_BUCKET is set, DATA_DIR/uploads otherwise. */
export function fileStoreFor(env: Env): FileStore {
  if (env.S3_BUCKET) {
    return s3FileStore({
      bucket: env.S3_BUCKET,
      region: env.S3_REGION ?? "us-east-1",
      endpoint: env.S3_ENDPOINT,
      accessKeyId: env.S3_ACCESS_KEY_ID,
      secretAccessKey: env.S3_SECRET_ACCESS_KEY,
      forcePathStyle: env.S3_FORCE_PATH_STYLE === "1",
    });
  }
  return localFileStore(path.join(env.dataDir, "uploads"));
}
