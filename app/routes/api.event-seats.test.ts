import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestDatabase, type TestDatabase } from "../../tests/support/database";
import { startTestServer } from "../../tests/support/http-server";
import { consultationEvent } from "~/content/event";
import { consultationBookings } from "~/db/schema";
import { rateTiers } from "~/endpoints/limits";

describe("GET /api/event-seats: the places left the event page asks for every minute", () => {
  let database: TestDatabase;
  let server: Awaited<ReturnType<typeof startTestServer>>;

  beforeAll(async () => {
    database = await createTestDatabase("pglite");
    server = await startTestServer(database);
  });
  afterAll(async () => {
    await server?.close();
    await database?.dispose();
  });

  const seats = async () => {
    const response = await fetch(`${server.url}/api/event-seats`);
    expect(response.status).toBe(200);
    expect(response.headers.get("cache-control")).toBe("no-store");
    return (await response.json()) as { dates: string[]; seats: Record<string, number> };
  };

  it("answers every offered date with its places left, a paid place and an open hold taken", async () => {
    const before = await seats();
    expect(before.dates).toHaveLength(6);
    for (const date of before.dates) expect(before.seats[date]).toBe(consultationEvent.capacity);

    const [first, second] = before.dates;
    const booking = (i: number, eventDate: string, status: "paid" | "pending" | "cancelled") => ({
      sessionId: `cs_test_seats_${i}`,
      reference: `BDC-SEAT-${i}00${i}`,
      customerEmail: "seat@example.com",
      provider: "test" as const,
      status,
      eventDate,
      amountCents: 5000,
      currency: "eur",
      expiresAt: new Date(Date.now() + 30 * 60_000),
    });
    await database.db
      .insert(consultationBookings)
      .values([booking(1, first, "paid"), booking(2, first, "pending"), booking(3, second, "cancelled")]);

    const after = await seats();
    expect(after.seats[first]).toBe(consultationEvent.capacity - 2);
    expect(after.seats[second]).toBe(consultationEvent.capacity);
  });

  it("takes no body and no other method", async () => {
    expect((await fetch(`${server.url}/api/event-seats`, { method: "POST", body: "{}" })).status).toBe(405);
  });

  it("is rate limited per address like every endpoint, and says so in JSON", async () => {
    const { limit } = rateTiers.seats;
    let last: Response | undefined;
    // Two answers above were counted already; go past the allowance.
    for (let i = 0; i < limit; i++) last = await fetch(`${server.url}/api/event-seats`);
    expect(last!.status).toBe(429);
    expect(((await last!.json()) as { code: string }).code).toBeTruthy();
  });
});
