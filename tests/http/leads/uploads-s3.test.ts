/**
 * The quote form's attachments in an S3-compatible bucket (configured as in production by the
 * S3_* settings): stored as objects named by their random id, nothing on disk.
 */
import { mkdtempSync, readdirSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { leadFiles } from "../../../app/db/schema";
import { createTestDatabase, type TestDatabase } from "../../support/database";
import { startTestServer, type TestServer } from "../../support/http-server";
import { phonePhoto } from "../../support/images";
import { startS3StandIn, type S3StandIn } from "../../support/s3";
import { fields, SITE } from "../../support/uploads";

describe("quote-form attachments in an S3-compatible bucket", { timeout: 120_000 }, () => {
  let database: TestDatabase;
  let server: TestServer;
  let s3: S3StandIn;
  let dataDir: string;

  beforeAll(async () => {
    s3 = await startS3StandIn();
    dataDir = mkdtempSync(path.join(tmpdir(), "dental-uploads-"));
    database = await createTestDatabase("pglite");
    // Configured as in production: the store comes from the S3_* settings.
    server = await startTestServer(database, { envOverrides: { DATA_DIR: dataDir, ...s3.env } });
  });
  afterAll(async () => {
    await server?.close();
    await database?.dispose();
    await s3?.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it("stores the re-encoded photo as an object named by its random id, and nothing on disk", async () => {
    const form = new FormData();
    for (const [key, value] of Object.entries(fields)) form.append(key, value);
    form.append("attachments", new Blob([new Uint8Array(await phonePhoto(300 * 1024))]), "IMG_1.jpg");
    const answer = await fetch(`${server.url}/f/quote`, {
      method: "POST",
      headers: { Accept: "application/json", Origin: SITE },
      body: form,
    });
    expect(answer.status).toBe(200);
    const [row] = await database.db.select().from(leadFiles);
    const objects = readdirSync(path.join(s3.dir, s3.bucket, "lead-files"));
    expect(objects.some((name) => name.startsWith(row.id))).toBe(true);
    expect(readdirSync(dataDir).filter((name) => name === "uploads")).toEqual([]);
  });
});
