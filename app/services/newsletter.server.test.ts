import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { newsletterSubscribers } from "~/db/schema";
import { createTestDatabase, testBackends, truncateAll, type TestDatabase } from "../../tests/support/database";
import { newsletterSchema } from "~/lib/newsletter-schema";
import { subscribeToNewsletter } from "./newsletter.server";

describe.each(testBackends())("newsletter sign-ups on %s", (backend) => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase(backend);
  });
  afterAll(async () => database?.dispose());
  beforeEach(async () => truncateAll(database));

  it("stores a new address with its consent time", async () => {
    expect(await subscribeToNewsletter(database.db, { email: "Ann@Example.com", page: "/" })).toEqual({
      created: true,
    });
    const rows = await database.db.select().from(newsletterSubscribers);
    expect(rows).toHaveLength(1);
    expect(rows[0].email).toBe("ann@example.com");
    expect(rows[0].consentedAt).toBeInstanceOf(Date);
  });

  it("keeps one row when the same address signs up twice", async () => {
    await subscribeToNewsletter(database.db, { email: "ann@example.com" });
    expect(await subscribeToNewsletter(database.db, { email: "ANN@example.com" })).toEqual({
      created: false,
    });
    expect(await database.db.$count(newsletterSubscribers)).toBe(1);
  });
});

describe("newsletter schema", () => {
  it("rejects a malformed address with a clear message", () => {
    const result = newsletterSchema.safeParse({ email: "not-an-email" });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0].message).toBe("Please enter a valid email address.");
  });
  it("rejects an empty address", () => {
    expect(newsletterSchema.safeParse({ email: "  " }).error?.issues[0].message).toBe(
      "Please enter your email address.",
    );
  });
});
