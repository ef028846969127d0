import { eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { newsletterSubscribers, outbox } from "~/db/schema";
import {
  createTestDatabase,
  testBackends,
  truncateAll,
  type TestDatabase,
} from "../../../tests/support/database";
import { newsletterSchema } from "~/lib/schemas/newsletter";
import type { ServiceContext } from "~/services/context.server";
import { at, testContext } from "../../../tests/support/context";
import { CODE_ALPHABET, DISCOUNT_CODE_PATTERN, newDiscountCode } from "./discount-code.server";
import {
  confirmSubscription,
  newsletterRecipients,
  subscribeToNewsletter,
  unsubscribe,
} from "./newsletter.server";

const SITE = "https://www.clinic.test";
const DAY = 24 * 60 * 60 * 1000;

/** The link in the newest email of `kind` to `to`. */
async function linkIn(database: TestDatabase, kind: string, to: string, path: "confirm" | "unsubscribe") {
  const rows = await database.db.select().from(outbox).where(eq(outbox.kind, kind));
  const mail = rows.filter((r) => r.recipient === to).at(-1);
  const match = mail?.textBody.match(new RegExp(`${SITE}/newsletter/${path}/([A-Za-z0-9_-]+)`));
  return match?.[1];
}

describe.each(testBackends())("newsletter double opt-in on %s", (backend) => {
  let database: TestDatabase;
  let ctx: ServiceContext;
  beforeAll(async () => {
    database = await createTestDatabase(backend);
    ctx = testContext(database, { settings: { siteUrl: SITE } });
  });
  afterAll(async () => database?.dispose());
  beforeEach(async () => truncateAll(database));

  it("a sign-up is pending, and emails a confirmation link with one-click unsubscribe headers", async () => {
    expect(await subscribeToNewsletter(ctx, { email: "Ann@Example.com", page: "/" })).toEqual({
      outcome: "created",
    });
    const [row] = await database.db.select().from(newsletterSubscribers);
    expect(row).toMatchObject({ email: "ann@example.com", status: "pending", discountCode: null });
    expect(row.consentedAt).toBeInstanceOf(Date);

    const [mail] = await database.db.select().from(outbox);
    expect(mail).toMatchObject({ kind: "newsletter-confirm", recipient: "ann@example.com" });
    expect(mail.subject).toBe("Please confirm your subscription");
    const token = await linkIn(database, "newsletter-confirm", "ann@example.com", "confirm");
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    // Only its hash is stored: the link cannot be rebuilt from the database.
    expect(JSON.stringify(row)).not.toContain(token);
    const unsubscribeLink = `${SITE}/newsletter/unsubscribe/${row.unsubscribeToken}`;
    expect(mail.textBody).toContain(unsubscribeLink);
    expect(mail.headers).toEqual({
      "List-Unsubscribe": `<${unsubscribeLink}>`,
      "List-Unsubscribe-Post": "List-Unsubscribe=One-Click",
    });
    expect(await newsletterRecipients(database.db)).toEqual([]);
  });

  it("the link confirms once, gives a code and a welcome email; again, the same code and no more mail", async () => {
    await subscribeToNewsletter(ctx, { email: "ann@example.com" });
    const token = (await linkIn(database, "newsletter-confirm", "ann@example.com", "confirm"))!;

    const first = await confirmSubscription(ctx, token);
    expect(first.status).toBe("confirmed");
    const code = "discountCode" in first ? first.discountCode : "";
    expect(code).toMatch(DISCOUNT_CODE_PATTERN);

    const [row] = await database.db.select().from(newsletterSubscribers);
    expect(row).toMatchObject({ status: "confirmed", discountCode: code });
    expect(row.confirmedAt).toBeInstanceOf(Date);
    const welcome = (await database.db.select().from(outbox)).filter((m) => m.kind === "newsletter-welcome");
    expect(welcome).toHaveLength(1);
    expect(welcome[0].subject).toBe("Your 10% discount code");
    expect(welcome[0].textBody).toContain(code);
    expect(welcome[0].headers["List-Unsubscribe-Post"]).toBe("List-Unsubscribe=One-Click");
    expect(welcome[0].textBody).toContain(`${SITE}/newsletter/unsubscribe/${row.unsubscribeToken}`);

    expect(await confirmSubscription(ctx, token)).toEqual({
      status: "already-confirmed",
      discountCode: code,
    });
    expect(
      (await database.db.select().from(outbox)).filter((m) => m.kind === "newsletter-welcome"),
    ).toHaveLength(1);
    expect(await newsletterRecipients(database.db)).toEqual([
      { id: row.id, email: "ann@example.com", unsubscribeToken: row.unsubscribeToken, discountCode: code },
    ]);
  });

  it("refuses a forged token, a mistyped one and an expired one", async () => {
    const signedUp = new Date("2026-11-01T10:00:00Z");
    await subscribeToNewsletter(at(ctx, signedUp), { email: "ann@example.com" });
    const token = (await linkIn(database, "newsletter-confirm", "ann@example.com", "confirm"))!;

    expect(await confirmSubscription(ctx, "A".repeat(43))).toEqual({ status: "unknown" });
    expect(await confirmSubscription(ctx, `${token.slice(0, -1)}x`)).toEqual({
      status: "unknown",
    });
    expect(await confirmSubscription(ctx, "../../etc")).toEqual({ status: "unknown" });
    expect(await confirmSubscription(at(ctx, new Date(signedUp.getTime() + 7 * DAY + 1)), token)).toEqual({
      status: "expired",
    });
    expect((await database.db.select().from(newsletterSubscribers))[0].status).toBe("pending");
    expect(await newsletterRecipients(database.db)).toEqual([]);
    // Within its seven days it still works.
    expect(
      (await confirmSubscription(at(ctx, new Date(signedUp.getTime() + 7 * DAY - 1000)), token)).status,
    ).toBe("confirmed");
  });

  it("signing up again while pending sends a new link and the old one stops working", async () => {
    await subscribeToNewsletter(ctx, { email: "ann@example.com" });
    const old = (await linkIn(database, "newsletter-confirm", "ann@example.com", "confirm"))!;
    expect(await subscribeToNewsletter(ctx, { email: "ANN@example.com" })).toEqual({
      outcome: "resent",
    });
    const fresh = (await linkIn(database, "newsletter-confirm", "ann@example.com", "confirm"))!;
    expect(fresh).not.toBe(old);
    expect(await database.db.$count(newsletterSubscribers)).toBe(1);
    expect(await database.db.$count(outbox)).toBe(2);
    expect(await confirmSubscription(ctx, old)).toEqual({ status: "unknown" });
    expect((await confirmSubscription(ctx, fresh)).status).toBe("confirmed");
  });

  it("an address already subscribed is reminded of its code, not asked to confirm again", async () => {
    await subscribeToNewsletter(ctx, { email: "ann@example.com" });
    const token = (await linkIn(database, "newsletter-confirm", "ann@example.com", "confirm"))!;
    const confirmed = await confirmSubscription(ctx, token);
    expect(await subscribeToNewsletter(ctx, { email: "ann@example.com" })).toEqual({
      outcome: "already-subscribed",
    });
    const kinds = (await database.db.select().from(outbox)).map((m) => m.kind);
    expect(kinds).toEqual(["newsletter-confirm", "newsletter-welcome", "newsletter-already"]);
    const [reminder] = (await database.db.select().from(outbox)).filter(
      (m) => m.kind === "newsletter-already",
    );
    expect(reminder.textBody).toContain("discountCode" in confirmed ? confirmed.discountCode : "?");
    expect(reminder.headers["List-Unsubscribe"]).toMatch(
      /^<https:\/\/www\.clinic\.test\/newsletter\/unsubscribe\//,
    );
  });

  it("an unconfirmed address never gets a newsletter; an unsubscribed one neither", async () => {
    for (const email of ["pending@example.com", "confirmed@example.com", "gone@example.com"])
      await subscribeToNewsletter(ctx, { email });
    for (const email of ["confirmed@example.com", "gone@example.com"]) {
      const token = (await linkIn(database, "newsletter-confirm", email, "confirm"))!;
      await confirmSubscription(ctx, token);
    }
    const [gone] = await database.db
      .select()
      .from(newsletterSubscribers)
      .where(eq(newsletterSubscribers.email, "gone@example.com"));
    expect(await unsubscribe(ctx, gone.unsubscribeToken)).toBe("unsubscribed");
    expect(await unsubscribe(ctx, gone.unsubscribeToken)).toBe("already-unsubscribed");
    expect(await unsubscribe(ctx, "B".repeat(64))).toBe("unknown");

    expect((await newsletterRecipients(database.db)).map((r) => r.email)).toEqual(["confirmed@example.com"]);
    // The old confirmation link of an unsubscribed address does not sign it back up.
    const goneToken = (await linkIn(database, "newsletter-confirm", "gone@example.com", "confirm"))!;
    expect(await confirmSubscription(ctx, goneToken)).toEqual({ status: "unsubscribed" });
    expect((await newsletterRecipients(database.db)).map((r) => r.email)).toEqual(["confirmed@example.com"]);
  });

  it("an unsubscribed address that signs up again must confirm again, and keeps its code", async () => {
    await subscribeToNewsletter(ctx, { email: "ann@example.com" });
    const first = await confirmSubscription(
      ctx,
      (await linkIn(database, "newsletter-confirm", "ann@example.com", "confirm"))!,
    );
    const [row] = await database.db.select().from(newsletterSubscribers);
    await unsubscribe(ctx, row.unsubscribeToken);
    expect((await subscribeToNewsletter(ctx, { email: "ann@example.com" })).outcome).toBe("resent");
    expect(await newsletterRecipients(database.db)).toEqual([]);
    const again = await confirmSubscription(
      ctx,
      (await linkIn(database, "newsletter-confirm", "ann@example.com", "confirm"))!,
    );
    expect(again).toEqual(first);
    expect(await newsletterRecipients(database.db)).toHaveLength(1);
  });

  it("gives every subscriber a different code", async () => {
    const emails = Array.from({ length: 30 }, (_, i) => `reader${i}@example.com`);
    for (const email of emails) await subscribeToNewsletter(ctx, { email });
    const codes = [];
    for (const email of emails) {
      const result = await confirmSubscription(
        ctx,
        (await linkIn(database, "newsletter-confirm", email, "confirm"))!,
      );
      codes.push("discountCode" in result ? result.discountCode : "");
    }
    expect(new Set(codes).size).toBe(30);
  });
});

describe("discount codes", () => {
  it("are read-aloud friendly: prefix, then two groups of four from an unambiguous alphabet", () => {
    for (const ambiguous of ["0", "O", "1", "I", "L", "U", "V"])
      expect(CODE_ALPHABET).not.toContain(ambiguous);
    const codes = Array.from({ length: 10_000 }, newDiscountCode);
    for (const code of codes) expect(code).toMatch(DISCOUNT_CODE_PATTERN);
    expect(codes[0]).toMatch(/^BDC10-[A-Z2-9]{4}-[A-Z2-9]{4}$/);
    expect(new Set(codes).size).toBe(10_000);
  });
});

describe("newsletter schema", () => {
  it("rejects a malformed address with a clear message", () => {
    const result = newsletterSchema.safeParse({ email: "not-an-email" });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0].message).toBe("Enter an email address like name@example.com.");
  });
  it("rejects an empty address", () => {
    expect(newsletterSchema.safeParse({ email: "  " }).error?.issues[0].message).toBe(
      "Enter your email address.",
    );
  });
});
