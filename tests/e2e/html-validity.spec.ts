import { execFile } from "node:child_process";
import { mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { expect, test, type APIRequestContext } from "@playwright/test";

// Every page's HTML conforms (issue 30): the W3C Nu HTML Checker (the vnu-jar package, run with
// the machine's Java) checks the HTML each page is served with. Every URL in the sitemap, and
// the pages a visitor reaches that it does not list, are fetched, written to one directory and
// checked in ONE run of the checker (one JVM start: the slow part).

const VNU_JAR = path.resolve("node_modules/vnu-jar/build/dist/vnu.jar");

/**
 * The checker's CSS parser is older than the CSS our inlined stylesheet (Tailwind 4) is written
 * in: it reports some of it as errors although the CSS specifications and every current browser
 * accept it. Only those are allowed, each matched whole and said why. An error about the HTML
 * itself is never allowed.
 */
const CSS_PARSER_GAPS: { pattern: RegExp; why: string }[] = [
  {
    pattern: /^CSS: Unrecognized at-rule “@property”\.?$/,
    why: "@property (CSS Properties and Values API 1, in every current browser) registers Tailwind's --tw-* variables; the checker does not know the at-rule",
  },
  {
    pattern: /^CSS: “margin-trim”: Property “margin-trim” doesn't exist\.$/,
    why: "named only inside Tailwind's @supports (not (margin-trim: block)) test: a feature query may name any property, an unknown one is how it answers false",
  },
  {
    pattern: /^CSS: “transition-property”: “--tw-[a-z-]+” is not a “transition-property” value\.$/,
    why: "a custom property's name is a valid transition-property (<custom-ident>, CSS Transitions 1); registered with @property it animates",
  },
];

interface VnuMessage {
  type: string;
  subType?: string;
  url?: string;
  message: string;
  extract?: string;
  lastLine?: number;
}

interface Page {
  name: string;
  path: string;
  status: number;
}

/** The pages a visitor reaches that the sitemap does not list (it lists indexable pages only). */
async function unlistedPages(request: APIRequestContext, baseURL: string): Promise<Page[]> {
  const pages: Page[] = [
    { name: "not found", path: "/no-such-page", status: 404 },
    { name: "quote", path: "/quote", status: 200 },
    { name: "consultation event", path: "/consultation-event", status: 200 },
    { name: "thank you", path: "/thank-you", status: 200 },
    { name: "confirmation, unknown", path: "/consultation-success?session_id=cs_unknown", status: 404 },
    { name: "newsletter link, unknown", path: "/newsletter/confirm/not-a-real-token", status: 404 },
    { name: "staff sign-in", path: "/staff/sign-in", status: 200 },
  ];
  // A test checkout and its confirmation page: a session for the first date offered, cancelled
  // afterwards (cancelling frees its held place at once).
  const seats = (await (await request.get("/api/event-seats")).json()) as { dates: string[] };
  const started = await request.post("/api/create-checkout-session", {
    data: {
      success_url: `${baseURL}/consultation-success`,
      cancel_url: `${baseURL}/consultation-event`,
      event_date: seats.dates[0],
      name: "Markup Check",
      phone: "+44 7700 900123",
    },
  });
  expect(started.status(), await started.text()).toBe(200);
  const { sessionId, url } = (await started.json()) as { sessionId: string; url: string };
  pages.push(
    { name: "test checkout", path: new URL(url).pathname, status: 200 },
    { name: "confirmation", path: `/consultation-success?session_id=${sessionId}`, status: 200 },
  );
  return pages;
}

test("every page's HTML passes the Nu HTML Checker", async ({ request, baseURL }) => {
  // ~60 pages fetched, then one JVM start and check: ~20-40 s on this 2-core machine when the
  // other worker is busy, more than the default budget.
  test.setTimeout(180_000);
  const sitemap = await (await request.get("/sitemap.xml")).text();
  const listed = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => {
    const url = new URL(m[1].replace(/&amp;/g, "&"));
    return url.pathname + url.search;
  });
  expect(listed.length).toBeGreaterThan(20);
  const pages: Page[] = [
    ...[...new Set(listed)].map((p) => ({ name: "sitemap", path: p, status: 200 })),
    ...(await unlistedPages(request, baseURL!)),
  ];

  const dir = await mkdtemp(path.join(tmpdir(), "html-validity-"));
  const fileOf = new Map<string, string>();
  try {
    let n = 0;
    for (const page of pages) {
      const response = await request.get(page.path, { maxRedirects: 0 });
      expect(response.status(), `${page.path} answered ${response.status()}`).toBe(page.status);
      expect(response.headers()["content-type"]).toContain("text/html");
      const file = path.join(dir, `page-${String(++n).padStart(3, "0")}.html`);
      await writeFile(file, await response.body());
      fileOf.set(`file:${file}`, `${page.name}: ${page.path}`);
    }
    // The form endpoint's own page, for a browser without JavaScript that sent a form with mistakes.
    const refused = await request.post("/f/contact", {
      form: { name: "", email: "not-an-email" },
      headers: { Accept: "text/html" },
    });
    expect(refused.status()).toBe(400);
    // The test checkout fetched, its held place is given back.
    const checkout = pages.find((page) => page.name === "test checkout")!.path;
    const cancelled = await request.post(checkout, { form: { intent: "cancel" }, maxRedirects: 0 });
    expect(cancelled.status(), `cancelling ${checkout}`).toBeLessThan(400);
    const refusedFile = path.join(dir, "form-errors.html");
    await writeFile(refusedFile, await refused.body());
    fileOf.set(`file:${refusedFile}`, "the contact form's error page (POST /f/contact)");

    // A control page with the error the issue found on 50 of 52 pages: the run must report it
    // (proof that the checker read the directory and that its answer is parsed), and only it.
    const control = path.join(dir, "control.html");
    await writeFile(
      control,
      '<!doctype html><html lang="en"><title>Control</title><button popovertarget="m" aria-expanded="false">Menu</button><div id="m" popover>Items</div></html>',
    );
    const started = Date.now();
    const { stderr, stdout } = await promisify(execFile)(
      "java",
      // Language detection only ever warns, and is most of the run's time: off.
      ["-jar", VNU_JAR, "--format", "json", "--exit-zero-always", "--errors-only", "--no-langdetect", dir],
      { maxBuffer: 64 * 1024 * 1024 },
    );
    const seconds = ((Date.now() - started) / 1000).toFixed(1);
    const report = JSON.parse(stderr || stdout) as { messages: VnuMessage[] };
    const controlErrors = report.messages.filter((m) => m.url === `file:${control}`);
    expect(controlErrors.map((m) => m.message).join("\n")).toContain("aria-expanded");
    const all = report.messages.filter(
      (m) => (m.type === "error" || m.subType === "fatal") && m.url !== `file:${control}`,
    );
    const errors = all.filter((m) => !CSS_PARSER_GAPS.some((gap) => gap.pattern.test(m.message)));
    // One line per distinct error, with the pages it is on: one component's mistake shows once.
    const pagesWith = new Map<string, Set<string>>();
    for (const m of errors) {
      const key = `${m.message} [${m.extract?.replace(/\s+/g, " ").trim()}]`;
      pagesWith.set(key, (pagesWith.get(key) ?? new Set()).add(fileOf.get(m.url ?? "") ?? String(m.url)));
    }
    const summary = [...pagesWith].map(([error, on]) => {
      const listed = [...on].slice(0, 3).join(", ");
      return `${error} on ${on.size} page(s): ${listed}${on.size > 3 ? ", …" : ""}`;
    });
    // Said in the run's output (the list reporter prints a test's stdout), and on the test's report.
    const line =
      `Nu HTML Checker: ${fileOf.size} pages checked in ${seconds} s, ${errors.length} errors` +
      ` (${all.length - errors.length} messages of its CSS parser's gaps allowed)`;
    process.stdout.write(`${line}\n`);
    test.info().annotations.push({ type: "Nu HTML Checker", description: line });
    expect(summary).toEqual([]);
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
});
