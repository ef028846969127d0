import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import S3rver from "s3rver";

export interface S3StandIn {
  port: number;
  bucket: string;
  /** Where the stand-in keeps the bucket's objects: `${dir}/${bucket}/<key>…`. */
  dir: string;
  /** The S3_* settings that point the app at it (s3rver's fixed test credentials). */
  env: Record<string, string>;
  close(): Promise<void>;
}

/** An S3-compatible server (s3rver) on a free local port, with one empty bucket. */
export async function startS3StandIn(bucket = "clinic-uploads"): Promise<S3StandIn> {
  const dir = mkdtempSync(path.join(tmpdir(), "dental-s3-"));
  const server = new S3rver({
    port: 0,
    address: "127.0.0.1",
    silent: true,
    directory: dir,
    configureBuckets: [{ name: bucket, configs: [] }],
  });
  const { port } = await server.run();
  return {
    port,
    bucket,
    dir,
    env: {
      S3_BUCKET: bucket,
      S3_REGION: "eu-central-1",
      S3_ENDPOINT: `http://127.0.0.1:${port}`,
      S3_ACCESS_KEY_ID: "S3RVER",
      S3_SECRET_ACCESS_KEY: "S3RVER",
      S3_FORCE_PATH_STYLE: "1",
    },
    async close() {
      await server.close();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
