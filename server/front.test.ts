import { mkdirSync, mkdtempSync, writeFileSync } from "node:fs";
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { parseEnv } from "../app/env.server";
import type { PageHit } from "../app/services/analytics/recorder.server";
import { createFront, holdUntilReady } from "./front";

const env = parseEnv({
  SITE_URL: "https://www.clinic.example",
  CLINIC_INBOX: "clinic@clinic.example",
  NODE_ENV: "test",
});

/** A server whose listener is the front, then the held queue, as server/index.ts starts. */
function startFront(holdMs = 30_000) {
  const clientDir = mkdtempSync(path.join(tmpdir(), "dental-front-"));
  mkdirSync(path.join(clientDir, "prices"));
  writeFileSync(
    path.join(clientDir, "prices", "index.html"),
    "<!doctype html><html><body>Prices</body></html>",
  );
  const front = createFront({ env, clientDir });
  const waiting = holdUntilReady(holdMs);
  const server = createServer((req, res) => {
    if (!front.answer(req, res)) waiting.hold(req, res);
  }).listen(0, "127.0.0.1");
  servers.push(server);
  const url = () => `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return { front, waiting, server, url };
}

const servers: Server[] = [];
afterEach(() => {
  for (const server of servers.splice(0)) server.close();
});

describe("a server that answers before its database is open", () => {
  it("answers a prerendered page and refuses a non-canonical address with no site behind it", async () => {
    const { server, url } = startFront();
    await new Promise((resolve) => server.once("listening", resolve));
    const page = await fetch(`${url()}/prices`);
    expect(page.status).toBe(200);
    expect(await page.text()).toContain("Prices");
    const odd = await fetch(`${url()}/Prices/`, { redirect: "manual" });
    expect(odd.status).toBe(301);
    expect(odd.headers.get("location")).toBe("/prices/");
  });

  it("counts views answered before the recorder exists, once it does", async () => {
    const { front, server, url } = startFront();
    await new Promise((resolve) => server.once("listening", resolve));
    await fetch(`${url()}/prices?utm_source=newsletter`, {
      headers: { "User-Agent": "Mozilla/5.0 (X11; Linux)" },
    });
    const recorded: PageHit[] = [];
    front.countWith({ record: (hit) => recorded.push(hit) });
    expect(recorded.map((hit) => [hit.path, hit.search])).toEqual([["/prices", "utm_source=newsletter"]]);
    await fetch(`${url()}/prices`, { headers: { "User-Agent": "Mozilla/5.0 (X11; Linux)" } });
    expect(recorded).toHaveLength(2);
  });

  it("keeps other requests until the site is ready and hands them to it", async () => {
    const { waiting, server, url } = startFront();
    await new Promise((resolve) => server.once("listening", resolve));
    const pending = fetch(`${url()}/consultation-event`);
    await new Promise((resolve) => setTimeout(resolve, 100));
    waiting.release((_req, res) => res.writeHead(200, { "Content-Type": "text/plain" }).end("the site"));
    const answer = await pending;
    expect(answer.status).toBe(200);
    expect(await answer.text()).toBe("the site");
  });

  it("tells a request held too long to come back, in its page's language", async () => {
    const { server, url } = startFront(200);
    await new Promise((resolve) => server.once("listening", resolve));
    const answer = await fetch(`${url()}/de/beratungstag`);
    expect(answer.status).toBe(503);
    expect(answer.headers.get("retry-after")).toBe("5");
    expect(await answer.text()).toBe(
      "Die Website wird gerade gestartet. Bitte versuchen Sie es in ein paar Sekunden erneut.",
    );
  });
});
