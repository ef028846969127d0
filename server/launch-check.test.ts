import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { findPlaceholders, placeholderRefusal, scanContent } from "./launch-check";
import { realMail, run } from "../tests/support/run-command";

// The legal pages' and privacy policy's review warnings: launch-check-review.test.ts.

describe("finding placeholders in content source", () => {
  it("finds each kind in strings, with its line, and ignores comments and code", () => {
    const source = [
      'import { sample } from "./sample";',
      "// +36 1 555 0100 and info@clinic.example in a comment are notes, not content",
      "/* [company number] */",
      "export type Row = (typeof rows)[number];",
      "export const site = {",
      '  phone: "+36 1 555 0100",',
      '  email: "info@clinic.example",',
      '  iban: "HU00 0000 0000 0000 0000 0000 0001",',
      '  registration: "[company registration number]",',
      '  about: ["Content to be added based on your requirements."],',
      '  doctor: sample("Dr. Invented Name"),',
      '  real: "+36 1 234 5678, reception@real-clinic.hu, HU42 1177 3016 1111 1018 0000 0000",',
      "  line: `Call ${site.phone} today`,",
      "};",
    ].join("\n");
    expect(findPlaceholders("app/content/x.ts", source).map((p) => `${p.line} ${p.kind}: ${p.text}`)).toEqual(
      [
        "6 fictional +36 1 555 phone number: +36 1 555 0100",
        "7 reserved .example address: info@clinic.example",
        "8 all-zero bank account: HU00 0000 0000 0000 0000 0000 0001",
        "9 bracketed placeholder: [company registration number]",
        "10 unwritten text: Content to be added based on your requirements.",
        "11 sample content: Dr. Invented Name",
      ],
    );
  });
});

/** Live Stripe settings (made up): payments are real, not a test server's. */
const liveStripe = { STRIPE_SECRET_KEY: "sk_live_made_up", STRIPE_WEBHOOK_SECRET: "whsec_made_up" };

describe("npm run check:launch", () => {
  let cleanDir: string;
  beforeAll(() => {
    cleanDir = mkdtempSync(path.join(tmpdir(), "launch-clean-"));
    mkdirSync(path.join(cleanDir, "dentists"));
    writeFileSync(
      path.join(cleanDir, "site.ts"),
      'export const site = { phone: "+36 1 234 5678", email: "info@real-clinic.hu" };\n',
    );
    writeFileSync(path.join(cleanDir, "dentists", "a.ts"), 'export default { name: "Dr. Anna Kovács" };\n');
    // Tests are not content: a placeholder quoted in one does not count.
    writeFileSync(path.join(cleanDir, "site.test.ts"), 'expect(x).toBe("+36 1 555 0100");\n');
  });
  afterAll(() => rmSync(cleanDir, { recursive: true, force: true }));

  it("exits 1 on today's content and lists each placeholder with its file and line", async () => {
    const { code, stdout } = await run("npm", ["run", "--silent", "check:launch"]);
    expect(code).toBe(1);
    for (const line of [
      /app\/content\/site\.ts:\d+ +fictional \+36 1 555 phone number: \+36 1 555 0100/,
      /app\/content\/site\.ts:\d+ +reserved \.example address: info@clinic\.example/,
      /app\/content\/site\.ts:\d+ +all-zero bank account: HU00 0000/,
      /app\/content\/site\.ts:\d+ +bracketed placeholder: \[company registration number\]/,
      /app\/content\/site\.ts:\d+ +sample content: Example utca 1\./,
      /app\/content\/dentists\/oral-surgeon\.ts:\d+ +unwritten text: Content to be added/,
      /app\/content\/dentists\/oral-surgeon\.ts:\d+ +sample content: Dr\. Örs Kemenes/,
      /app\/content\/home\.ts:\d+ +sample content: Sarah M\./,
      /app\/content\/event\.ts:\d+ +sample content: Helen W\./,
      /app\/content\/team\.ts:\d+ +sample content: Emese Dévai/,
      /app\/content\/travel\.ts:\d+ +sample content: Partner Hotel Nyugati/,
      /app\/content\/travel\.ts:\d+ +reserved \.example address: https:\/\/hotel-nyugati\.example/,
    ])
      expect(stdout).toMatch(line);
    expect(stdout).toContain(`${scanContent("app/content").length} placeholders still in the content:`);
  });

  it("exits 0 on content without placeholders", async () => {
    expect(scanContent(cleanDir)).toEqual([]);
    const { code, stdout } = await run("npm", ["run", "--silent", "check:launch", "--", cleanDir], realMail);
    expect(stdout).toContain("No placeholders");
    expect(code).toBe(0);
  });

  it("exits 1 while the mail settings are left at their .example defaults, and names them", async () => {
    const { code, stdout } = await run("npm", ["run", "--silent", "check:launch", "--", cleanDir], {
      CLINIC_INBOX: undefined,
      MAIL_FROM: undefined,
    });
    expect(code).toBe(1);
    expect(stdout).toContain("No placeholders");
    expect(stdout).toContain("2 mail settings still a placeholder:");
    expect(stdout).toMatch(/CLINIC_INBOX=clinic@clinic\.example: .*inbox nobody reads/);
    expect(stdout).toMatch(/MAIL_FROM=Budapest Dental Clinic <no-reply@clinic\.example>: /);

    const inboxOnly = await run("npm", ["run", "--silent", "check:launch", "--", cleanDir], {
      ...realMail,
      CLINIC_INBOX: "clinic@clinic.example",
    });
    expect(inboxOnly.code).toBe(1);
    expect(inboxOnly.stdout).toContain("1 mail setting still a placeholder:");
    expect(inboxOnly.stdout).not.toContain("MAIL_FROM=");
  });

  it("exits 1 for Stripe without its webhook secret, and names it; 0 with it", async () => {
    const stripeOnly = {
      ...realMail,
      STRIPE_SECRET_KEY: "sk_live_made_up",
      STRIPE_WEBHOOK_SECRET: undefined,
    };
    const missing = await run("npm", ["run", "--silent", "check:launch", "--", cleanDir], stripeOnly);
    expect(missing.code).toBe(1);
    expect(missing.stdout).toContain("Payment settings:");
    expect(missing.stdout).toContain("STRIPE_WEBHOOK_SECRET: is required with STRIPE_SECRET_KEY");

    const both = await run("npm", ["run", "--silent", "check:launch", "--", cleanDir], {
      ...stripeOnly,
      STRIPE_WEBHOOK_SECRET: "whsec_made_up",
    });
    expect(both.stdout).not.toContain("Payment settings:");
    expect(both.code).toBe(0);
  });

  it("exits 1 for RATE_LIMIT_MULTIPLIER above 1 with real payments, and names it", async () => {
    const raised = await run("npm", ["run", "--silent", "check:launch", "--", cleanDir], {
      ...realMail,
      ...liveStripe,
      RATE_LIMIT_MULTIPLIER: "100",
    });
    expect(raised.code).toBe(1);
    expect(raised.stdout).toContain("RATE_LIMIT_MULTIPLIER: must be 1 in production");
  });
});

describe("a production server and placeholders", () => {
  const found = [{ file: "app/content/site.ts", line: 15, kind: "sample content", text: "Example utca 1." }];

  it("refuses only in production, only while some remain, and not with ALLOW_PLACEHOLDERS=1", () => {
    expect(placeholderRefusal({ NODE_ENV: "production" }, found)).toContain(
      "app/content/site.ts:15  sample content: Example utca 1.",
    );
    expect(placeholderRefusal({ NODE_ENV: "production", ALLOW_PLACEHOLDERS: "0" }, found)).toBeDefined();
    expect(placeholderRefusal({ NODE_ENV: "production", ALLOW_PLACEHOLDERS: "1" }, found)).toBeUndefined();
    expect(placeholderRefusal({ NODE_ENV: "production" }, [])).toBeUndefined();
    expect(placeholderRefusal({ NODE_ENV: "development" }, found)).toBeUndefined();
  });

  it("refuses the .example mail settings too: leads would go to an inbox nobody reads", () => {
    const production = { NODE_ENV: "production" as const, ...realMail };
    expect(placeholderRefusal(production, [])).toBeUndefined();
    const refusal = placeholderRefusal({ ...production, CLINIC_INBOX: "clinic@clinic.example" }, []);
    expect(refusal).toContain("CLINIC_INBOX=clinic@clinic.example");
    expect(refusal).not.toContain("The content still has placeholders");
    expect(
      placeholderRefusal({ ...production, MAIL_FROM: "Clinic <no-reply@clinic.example>" }, []),
    ).toContain("MAIL_FROM=Clinic <no-reply@clinic.example>");
    expect(
      placeholderRefusal(
        { ...production, CLINIC_INBOX: "clinic@clinic.example", ALLOW_PLACEHOLDERS: "1" },
        [],
      ),
    ).toBeUndefined();
    expect(
      placeholderRefusal({ ...production, NODE_ENV: "development", CLINIC_INBOX: "a@b.example" }, []),
    ).toBeUndefined();
  });

  it("NODE_ENV=production PAYMENTS=test npm run serve refuses to start and prints the list", async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), "launch-serve-"));
    try {
      const { code, stderr } = await run(
        "npm",
        ["run", "--silent", "serve"],
        {
          NODE_ENV: "production",
          PAYMENTS: "test",
          MAIL: "file",
          PORT: "3249",
          DATA_DIR: dataDir,
          ALLOW_PLACEHOLDERS: undefined,
          CLINIC_INBOX: undefined,
          MAIL_FROM: undefined,
        },
        60_000,
      );
      expect(code).toBe(1);
      expect(stderr).toContain("The content still has placeholders");
      expect(stderr).toContain("CLINIC_INBOX=clinic@clinic.example");
      expect(stderr).toMatch(/app\/content\/site\.ts:\d+ +reserved \.example address: info@clinic\.example/);
      expect(stderr).toMatch(/app\/content\/home\.ts:\d+ +sample content: Sarah M\./);
      expect(stderr).toContain("ALLOW_PLACEHOLDERS=1");
      // It stopped before opening the database.
      expect(stderr).not.toContain("database ready");
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  });

  it("a production server with RATE_LIMIT_MULTIPLIER above 1 and real payments refuses to start and names the setting", async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), "launch-limits-"));
    try {
      const env = { ...realMail, ...liveStripe, NODE_ENV: "production", PAYMENTS: undefined, MAIL: "file" };
      const { code, stderr } = await run(
        "npm",
        ["run", "--silent", "serve"],
        { ...env, RATE_LIMIT_MULTIPLIER: "100", PORT: "3247", DATA_DIR: dataDir, ALLOW_PLACEHOLDERS: "1" },
        60_000,
      );
      expect(code).toBe(1);
      expect(stderr).toContain("RATE_LIMIT_MULTIPLIER: must be 1 in production");
      expect(stderr).not.toContain("database ready");
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  });

  it("a production server with Stripe and no STRIPE_WEBHOOK_SECRET refuses to start and names the variable", async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), "launch-stripe-"));
    try {
      const { code, stderr } = await run(
        "npm",
        ["run", "--silent", "serve"],
        {
          ...realMail,
          NODE_ENV: "production",
          STRIPE_SECRET_KEY: "sk_live_made_up",
          STRIPE_WEBHOOK_SECRET: undefined,
          PAYMENTS: undefined,
          MAIL: "file",
          PORT: "3248",
          DATA_DIR: dataDir,
          ALLOW_PLACEHOLDERS: "1",
        },
        60_000,
      );
      expect(code).toBe(1);
      expect(stderr).toContain("STRIPE_WEBHOOK_SECRET: is required with STRIPE_SECRET_KEY");
      expect(stderr).not.toContain("database ready");
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  });
});
