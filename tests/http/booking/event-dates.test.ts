/**
 * The consultation event page's dates: the proposed days for a given clock, with holidays and
 * weekends moved to the next working day.
 */
import { describe, expect, it, vi } from "vitest";
import { consultationEvent } from "../../../app/content/event";
import { testContext } from "../../support/context";
import { createTestDatabase } from "../../support/database";
import { loader as eventLoader } from "../../../app/routes/consultation-event";

describe("the event page's dates", () => {
  it("with the clock at 15 March 2025 offers April to September 2025, holidays and weekends moved", async () => {
    vi.useFakeTimers({ now: new Date("2025-03-15T12:00:00Z"), toFake: ["Date"] });
    const database = await createTestDatabase("pglite");
    try {
      const data = (await eventLoader({ context: { ...testContext(database), cspNonce: "n" } } as never)) as {
        dates: string[];
        seats: Record<string, number>;
      };
      // 1 May 2025 is Labour Day (a Thursday), 1 June a Sunday: each moves to the next working day.
      expect(data.dates).toEqual([
        "2025-04-01",
        "2025-05-02",
        "2025-06-02",
        "2025-07-01",
        "2025-08-01",
        "2025-09-01",
      ]);
      expect(Object.values(data.seats)).toEqual(Array(6).fill(consultationEvent.capacity));
    } finally {
      vi.useRealTimers();
      await database.dispose();
    }
  });
});
