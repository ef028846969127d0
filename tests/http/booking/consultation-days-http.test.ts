import { eq } from "drizzle-orm";
import { formatEventDate } from "../../../app/lib/format";
import { beforeAll, describe, expect, it } from "vitest";
import { auditLog, consultationBookings, consultationDays } from "../../../app/db/schema";
import { addDays } from "../../../app/lib/event-dates";
import { proposedEventDates } from "../../../app/services/bookings/days.server";
import { addStaffAccount } from "../../../app/services/staff/accounts.server";
import { startSession } from "../../../app/services/staff/session.server";
import { testContext } from "../../support/context";
import { testBackends, type TestDatabase } from "../../support/database";
import { useTwoServers } from "../../support/two-servers";
import type { TestServer } from "../../support/http-server";
import { rawRequest } from "../../support/raw-http";

const SITE = "http://localhost:3000";
const generous = { windowMs: 60_000, limit: 100_000 };
const rateLimits = { checkout: generous, seats: generous, staff: generous };

/**
 * The clinic changes its days through one app server; every app server (here two, over one
 * database) shows the change on its next request: the event page, the places endpoint and the
 * checkout read the days from the database, never from a copy of their own.
 */
describe.each(testBackends())(
  "consultation days across two app servers on %s",
  { timeout: 120_000 },
  (backend) => {
    const servers = useTwoServers(backend, { rateLimits });
    let database: TestDatabase;
    let one: TestServer;
    let two: TestServer;
    beforeAll(() => {
      ({ database, one, two } = servers);
    });

    async function signedIn(role: "admin" | "staff") {
      const ctx = testContext(database, { settings: { siteUrl: SITE } });
      const account = await addStaffAccount(ctx, {
        email: `${role}@clinic.example`,
        password: "a long staff password",
        role,
      });
      const cookie = await startSession(ctx, new Request(SITE), account.id);
      return cookie.split(";")[0];
    }

    const post = (server: TestServer, path: string, form: Record<string, string>, cookie: string) =>
      rawRequest(server.url, {
        method: "POST",
        path,
        headers: { "Content-Type": "application/x-www-form-urlencoded", Origin: SITE, Cookie: cookie },
        body: new URLSearchParams(form).toString(),
      });
    const seats = async (server: TestServer) =>
      (await (await fetch(`${server.url}/api/event-seats`)).json()) as {
        dates: string[];
        seats: Record<string, number>;
      };
    const eventPage = async (server: TestServer) => (await fetch(`${server.url}/consultation-event`)).text();
    const checkout = (server: TestServer, date: string) =>
      fetch(`${server.url}/api/create-checkout-session`, {
        method: "POST",
        headers: { "Content-Type": "application/json" },
        body: JSON.stringify({
          success_url: `${SITE}/consultation-success`,
          cancel_url: `${SITE}/consultation-event`,
          event_date: date,
          name: "Ann Lee",
          phone: "+44 7700 900123",
        }),
      });
    const settingsForm = (overrides: Record<string, string> = {}) => ({
      open: "open",
      capacity: "20",
      appointmentTimes: "10:00, 10:30, 11:00, 11:30, 13:30, 14:00, 14:30",
      placesPerTime: "3",
      reason: "",
      ...overrides,
    });

    it("a day closed through one server disappears from the event page, the places and the checkout of both", async () => {
      const [day] = proposedEventDates();
      const cookie = await signedIn("admin");
      for (const server of [one, two]) {
        expect((await seats(server)).dates).toContain(day);
        expect(await eventPage(server)).toContain(`data-booking-date="${day}"`);
      }

      const closed = await post(
        one,
        `/staff/consultation-days/${day}/settings`,
        settingsForm({ open: "closed", reason: "Staff training" }),
        cookie,
      );
      expect(closed.status).toBe(302);
      expect(closed.headers.location).toBe(`/staff/consultation-days/${day}/settings?saved=1`);

      for (const server of [one, two]) {
        const answer = await seats(server);
        expect(answer.dates).not.toContain(day);
        expect(answer.seats[day]).toBeUndefined();
        expect(await eventPage(server)).not.toContain(`data-booking-date="${day}"`);
        const refused = await checkout(server, day);
        expect(refused.status).toBe(400);
        expect(await refused.text()).toContain("That consultation day is not available.");
      }
      expect(await database.db.$count(consultationBookings)).toBe(0);
      const [audit] = await database.db.select().from(auditLog).where(eq(auditLog.action, "day.close"));
      expect(audit.subject).toBe(`day:${day}`);

      // The list shows it closed, with its reason.
      const list = await rawRequest(two.url, {
        method: "GET",
        path: "/staff/consultation-days",
        headers: { Cookie: cookie },
      });
      expect(list.text).toMatch(new RegExp(`data-day="${day}".*?Closed.*?Staff training`, "s"));
    });

    it("a phone booking form sent twice, to both servers at once (a double click), books one place", async () => {
      const [day] = proposedEventDates();
      const cookie = await signedIn("admin");
      await seats(one); // the rule's days become rows
      const drawn = await rawRequest(one.url, {
        method: "GET",
        path: `/staff/consultation-days/${day}/book`,
        headers: { Cookie: cookie },
      });
      const once = /name="once" value="([0-9a-f-]{36})"/.exec(drawn.text)![1];
      const form = {
        name: "Dan Double",
        phone: "+44 7700 900999",
        email: "dan@example.com",
        payment: "desk",
        once,
      };
      const answers = await Promise.all([
        post(one, `/staff/consultation-days/${day}/book`, form, cookie),
        post(two, `/staff/consultation-days/${day}/book`, form, cookie),
      ]);
      expect(answers.map((a) => a.status)).toEqual([302, 302]);
      const locations = answers.map((a) => String(a.headers.location));
      expect(
        locations.filter((l) => l.startsWith(`/staff/consultation-days/${day}/book?booked=BDC-`)),
      ).toHaveLength(1);
      expect(locations).toContain(`/staff/consultation-days/${day}?saved=phone-repeat`);
      const booked = await database.db
        .select()
        .from(consultationBookings)
        .where(eq(consultationBookings.customerEmail, "dan@example.com"));
      expect(booked).toHaveLength(1);
    });

    it("a day added through one server is offered by both, with its places, and can be booked", async () => {
      const proposed = proposedEventDates();
      const added = addDays(proposed[proposed.length - 1], 14);
      const cookie = await signedIn("admin");
      expect((await seats(one)).dates).not.toContain(added);

      const answer = await post(two, "/staff/consultation-days", { intent: "add", date: added }, cookie);
      expect(answer.status).toBe(302);
      const page = await rawRequest(two.url, {
        method: "GET",
        path: answer.headers.location as string,
        headers: { Cookie: cookie },
      });
      expect(page.text).toContain(`${formatEventDate(added)} added and open for booking.`);

      for (const server of [one, two]) {
        const offered = await seats(server);
        expect(offered.dates).toContain(added);
        expect(offered.seats[added]).toBe(20);
        expect(await eventPage(server)).toContain(`data-booking-date="${added}"`);
      }
      expect((await checkout(one, added)).status).toBe(200);
      expect((await seats(two)).seats[added]).toBe(19);

      const again = await post(one, "/staff/consultation-days", { intent: "add", date: added }, cookie);
      expect(again.status).toBe(409);
      expect(again.text).toContain("That day is already in the list");
    });

    it("a capacity change shows at once on the other server; staff who are not administrators change nothing", async () => {
      const [day] = proposedEventDates();
      const admin = await signedIn("admin");
      expect(
        (await post(one, `/staff/consultation-days/${day}/settings`, settingsForm({ capacity: "5" }), admin))
          .status,
      ).toBe(302);
      expect((await seats(two)).seats[day]).toBe(5);

      const staff = await signedIn("staff");
      const refused = await post(
        two,
        `/staff/consultation-days/${day}/settings`,
        settingsForm({ capacity: "50" }),
        staff,
      );
      expect(refused.status).toBe(403);
      expect(refused.text).toContain("Only an administrator can change consultation days.");
      const [row] = await database.db.select().from(consultationDays).where(eq(consultationDays.date, day));
      expect(row.capacity).toBe(5);
    });

    it("closing a day with a paid booking asks what to do with it on the page, and a capacity below what is sold is refused", async () => {
      const [day, other] = proposedEventDates();
      const cookie = await signedIn("admin");
      await seats(one); // the rule's days become rows
      await database.db.insert(consultationBookings).values({
        sessionId: "cs_test_http_paid",
        provider: "test",
        status: "paid",
        eventDate: day,
        amountCents: 5000,
        currency: "eur",
        customerEmail: "pat@example.com",
        paidAt: new Date(),
      });
      const settings = await rawRequest(one.url, {
        method: "GET",
        path: `/staff/consultation-days/${day}/settings`,
        headers: { Cookie: cookie },
      });
      expect(settings.text).toContain("This day has 1 paid booking. What should happen to it?");

      const undecided = await post(
        one,
        `/staff/consultation-days/${day}/settings`,
        settingsForm({ open: "closed" }),
        cookie,
      );
      expect(undecided.status).toBe(400);
      expect(undecided.text).toContain("choose below whether to move or refund them");

      const tooSmall = await post(
        one,
        `/staff/consultation-days/${day}/settings`,
        settingsForm({ capacity: "0" }),
        cookie,
      );
      expect(tooSmall.status).toBe(409);
      expect(tooSmall.text).toContain("its places cannot be fewer than 1. Nothing was changed.");

      const moved = await post(
        two,
        `/staff/consultation-days/${day}/settings`,
        settingsForm({ open: "closed", disposition: "move", target: other }),
        cookie,
      );
      expect(moved.status).toBe(302);
      const done = await rawRequest(two.url, {
        method: "GET",
        path: moved.headers.location as string,
        headers: { Cookie: cookie },
      });
      expect(done.text).toContain("Day closed. 1 moved, 0 refunded; each patient has been emailed.");
      const [booking] = await database.db.select().from(consultationBookings);
      expect(booking.eventDate).toBe(other);
    });
  },
);
