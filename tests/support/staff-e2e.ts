import { readdirSync, readFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import type { Browser, Page } from "@playwright/test";
import { suppressNewsletterPopup } from "./e2e";

/**
 * The back office in the browser tests. The staff account signs in once for the whole run
 * (tests/e2e/staff.setup.ts): a TOTP code is accepted once, so two spec files signing in within
 * the same 30 seconds would refuse one of them. Every staff spec opens pages with that session.
 */

const port = () => process.env.E2E_PORT ?? "3210";

/** Written by scripts/e2e-server.mjs: the server's data directory and its admin account. */
export const staffInfo = () =>
  JSON.parse(readFileSync(path.join(tmpdir(), `dental-e2e-${port()}.json`), "utf8")) as {
    dataDir: string;
    staff: { email: string; password: string; secret: string };
  };

/** Where the signed-in session is kept between the setup and the specs. */
export const staffStateFile = () => path.join(tmpdir(), `dental-e2e-${port()}-staff-state.json`);

/** A new browser context signed in as the e2e admin, and a page in it. */
export async function staffPage(browser: Browser, viewport = { width: 1440, height: 900 }): Promise<Page> {
  const context = await browser.newContext({ storageState: staffStateFile(), viewport });
  const page = await context.newPage();
  await suppressNewsletterPopup(page);
  return page;
}

/** The .eml files the server wrote to this address, decoded enough to read (text and .ics parts). */
export function mailsTo(address: string): string[] {
  const outbox = path.join(staffInfo().dataDir, "outbox");
  let files: string[] = [];
  try {
    files = readdirSync(outbox).filter((f) => f.endsWith(".eml"));
  } catch {
    return [];
  }
  return files
    .map((f) => readFileSync(path.join(outbox, f), "utf8"))
    .filter((eml) => new RegExp(`^To: .*${address.replace(/[.+]/g, "\\$&")}`, "m").test(eml))
    .map(decodeParts);
}

function decodeParts(eml: string): string {
  return eml.replace(
    /Content-Transfer-Encoding: (base64|quoted-printable)\r?\n(?:[^\r\n]+\r?\n)*\r?\n([\s\S]*?)(?=\r?\n--)/g,
    (_all, encoding: string, body: string) =>
      encoding === "base64"
        ? Buffer.from(body.replace(/\s+/g, ""), "base64").toString("utf8")
        : body
            .replace(/=\r?\n/g, "")
            .replace(/=([0-9A-F]{2})/g, (_m, hex: string) => String.fromCharCode(parseInt(hex, 16))),
  );
}
