// @vitest-environment jsdom
import { cleanup, render, screen } from "@testing-library/react";
import { createRoutesStub } from "react-router";
import { afterEach, describe, expect, it } from "vitest";
import { consultationDay as day } from "~/content/consultation-day";
import { consultationEvent } from "~/content/event";
import ConsultationEventPage from "~/routes/consultation-event";
import ConsultationSuccess from "~/routes/consultation-success";
import { confirmationEmails } from "~/services/bookings/confirmation-emails.server";
import type { PaymentView } from "~/services/bookings/payment-page.server";
import { type Booking } from "~/services/bookings/types.server";
import { testSettings } from "../../tests/support/context";
import { renderPage } from "../../tests/support/render-page";

/**
 * The consultation day said one way (issue 30): the event page, the confirmation page, the
 * confirmation email and its calendar invitation each carry the same sentences, taken from
 * app/content/consultation-day.ts; none writes its own.
 */

afterEach(cleanup);

const DATE = "2027-01-04";
const TIME = "11:30";
const SITE = "https://clinic.example";

/** Whitespace as a reader sees it: one space, none at the ends. */
const squash = (text: string) => text.replace(/\s+/g, " ").trim();

/** A calendar file's text as a calendar shows it: lines unfolded and escapes undone. */
const icsText = (ics: string) =>
  ics
    .replace(/\r\n /g, "")
    .replace(/\\n/g, "\n")
    .replace(/\\([,;\\])/g, "$1");

const booking = {
  id: "5b0f3f3e-6f1c-4d7a-9c55-2d0f1b8f7a11",
  reference: "BDC-7K3M-9Q2X",
  language: "en",
  status: "scheduled",
  channel: "online",
  provider: "test",
  eventDate: DATE,
  appointmentDate: DATE,
  appointmentTime: TIME,
  amountCents: 5000,
  currency: "eur",
  customerEmail: "ann@example.com",
  customerName: "Ann Lee",
  customerPhone: "+44 7700 900123",
  paidAt: new Date("2026-11-26T10:00:00Z"),
  calendarSequence: 0,
} as Booking;

async function eventPageText() {
  const page = await renderPage("/consultation-event", ConsultationEventPage as never, () => ({
    dates: [DATE],
    seats: { [DATE]: 12 },
    insideWindow: [],
    chosen: DATE,
    next: null,
  }));
  return squash(page.body.textContent ?? "");
}

async function confirmationPageText() {
  const payment: PaymentView = {
    status: "scheduled",
    eventDate: DATE,
    reference: booking.reference,
    appointment: { date: DATE, time: TIME },
    bookingToken: "a-booking-token",
  };
  const Stub = createRoutesStub([
    {
      path: "/consultation-success",
      Component: ConsultationSuccess as never,
      loader: () => ({
        sessionId: "cs_test_abcdefgh",
        schedulerUrl: "/consultation-scheduler?session_id=cs_test_abcdefgh",
        schedulerOrigin: null,
        payment,
      }),
    },
  ]);
  const { container } = render(
    <Stub initialEntries={["/consultation-success?session_id=cs_test_abcdefgh"]} />,
  );
  await screen.findByRole("heading", { level: 1 }, { timeout: 5000 });
  return squash(container.textContent ?? "");
}

function confirmationEmail() {
  const [patient] = confirmationEmails(
    booking,
    { ...testSettings, clinicInbox: "clinic@clinic.example", siteUrl: SITE },
    new Date("2026-11-26T10:00:00Z"),
    `${SITE}/booking/a-booking-token`,
  );
  expect(patient.to).toBe(booking.customerEmail);
  return { text: squash(patient.text), ics: patient.attachments![0].content };
}

describe("the consultation day's words, from one source", () => {
  it("the event page, the confirmation page, the email and the .ics say the same sentences", async () => {
    const eventPage = await eventPageText();
    const confirmation = await confirmationPageText();
    const email = confirmationEmail();
    const ics = icsText(email.ics);
    const surfaces = { eventPage, confirmation, email: email.text, ics: squash(ics) };

    // What the appointment time means, the day's hours within it, and the rule for moving.
    for (const [name, text] of Object.entries(surfaces)) {
      expect(text, name).toContain(day.appointmentMeaning);
      expect(text, name).toContain(day.rescheduleRule);
    }
    // When to arrive: for the chosen time once there is one, the rule before.
    expect(eventPage).toContain(day.arrival);
    for (const [name, text] of Object.entries({ confirmation, email: email.text, ics })) {
      expect(squash(text), name).toContain(day.arrivalAt(TIME));
    }
    // No other arrival figure anywhere.
    for (const [name, text] of Object.entries(surfaces)) {
      expect(text, name).not.toMatch(/\b(10|20|30) minutes (early|before)/);
    }
  });

  it("the invitation is the patient's own part: it starts at the chosen time and lasts as long as the words say", () => {
    const ics = icsText(confirmationEmail().ics);
    const end = new Date(Date.UTC(2027, 0, 4, 11, 30 + day.personalMinutes));
    const endStamp = `${end.getUTCHours()}`.padStart(2, "0") + `${end.getUTCMinutes()}`.padStart(2, "0");
    expect(ics).toContain("DTSTART;TZID=Europe/Budapest:20270104T113000");
    expect(ics).toContain(`DTEND;TZID=Europe/Budapest:20270104T${endStamp}00`);
    expect(day.appointmentMeaning).toContain(`about ${day.personalMinutes} minutes`);
  });

  it("the hour-by-hour schedule agrees: the day opens and closes at the day's hours, and every appointment time falls in an appointments stretch", () => {
    const schedule = consultationEvent.daySchedule;
    expect(schedule[0].time.split("-")[0]).toBe(day.opens);
    expect(schedule.at(-1)!.time.split("-")[1]).toBe(day.closes);
    const minutes = (time: string) => {
      const [hh, mm] = time.split(":").map(Number);
      return hh * 60 + mm;
    };
    const stretches = schedule
      .filter((slot) => /appointments/i.test(slot.activity))
      .map((slot) => slot.time.split("-").map(minutes));
    for (const time of consultationEvent.appointmentTimes) {
      const start = minutes(time);
      const inside = stretches.some(([from, to]) => start >= from && start + day.personalMinutes <= to);
      expect(inside, `${time} and its ${day.personalMinutes} minutes`).toBe(true);
    }
  });
});
