/**
 * The idle limit is the client's: a client silent in the middle of its request or of reading the
 * answer is cut, while the server's own work between the two is not.
 */
import { connect } from "node:net";
import type { AddressInfo } from "node:net";
import type { Server } from "node:http";
import { afterEach, describe, expect, it } from "vitest";
import { connectionLimits, createBoundedServer } from "./connection-limits";

const idleTimeoutMs = 300;
let server: Server | undefined;

afterEach(async () => {
  await new Promise((resolve) => (server ? server.close(resolve) : resolve(undefined)));
  server = undefined;
});

/** A bounded server whose one page reads the body, works for `workMs`, then answers. */
async function serve(workMs: number, answer: (res: import("node:http").ServerResponse) => void) {
  server = createBoundedServer(
    (req, res) => {
      req.resume();
      req.on("end", () => setTimeout(() => answer(res), workMs));
    },
    { ...connectionLimits, idleTimeoutMs, checkEveryMs: 100 },
    () => false,
  );
  await new Promise<void>((resolve) => server!.listen(0, "127.0.0.1", resolve));
  return (server.address() as AddressInfo).port;
}

/** Sends `request` on a raw connection; resolves with what came back when the server closes it. */
function exchange(port: number, request: string, endAfterMs = 5_000) {
  return new Promise<{ text: string; ms: number }>((resolve) => {
    const started = Date.now();
    const socket = connect(port, "127.0.0.1", () => socket.write(request));
    let text = "";
    socket.on("data", (chunk) => (text += chunk.toString()));
    socket.on("error", () => undefined);
    socket.on("close", () => resolve({ text, ms: Date.now() - started }));
    setTimeout(() => socket.destroy(), endAfterMs);
  });
}

describe("the idle limit at a bounded server", () => {
  it("does not cut a request the server takes longer than the limit to answer", async () => {
    const port = await serve(idleTimeoutMs * 4, (res) => res.end("done"));
    const { text } = await exchange(
      port,
      "POST /quote HTTP/1.1\r\nHost: x\r\nContent-Length: 5\r\nConnection: close\r\n\r\nhello",
    );
    expect(text).toMatch(/^HTTP\/1\.1 200/);
    expect(text).toContain("done");
  });

  it("cuts a client that goes silent in the middle of its body", async () => {
    const port = await serve(0, (res) => res.end("done"));
    const { text, ms } = await exchange(
      port,
      "POST /quote HTTP/1.1\r\nHost: x\r\nContent-Length: 100\r\n\r\nhalf a body",
    );
    expect(text).toBe("");
    expect(ms).toBeGreaterThanOrEqual(idleTimeoutMs - 50);
    expect(ms).toBeLessThan(3_000);
  });

  it("cuts an answer that stops half way, once it has begun", async () => {
    const port = await serve(0, (res) => {
      res.writeHead(200, { "Content-Length": "100" });
      res.write("the first part");
    });
    const { text, ms } = await exchange(port, "GET / HTTP/1.1\r\nHost: x\r\n\r\n");
    expect(text).toMatch(/^HTTP\/1\.1 200/);
    expect(text).toContain("the first part");
    expect(ms).toBeLessThan(3_000);
  });
});
