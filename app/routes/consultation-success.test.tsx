// @vitest-environment jsdom
import { cleanup, render, screen } from "@testing-library/react";
import { createRoutesStub } from "react-router";
import { afterEach, expect, it } from "vitest";
import { consultationEvent } from "~/content/event";
import { site } from "~/content/site";
import type { PaymentView } from "~/services/bookings/payment-page.server";
import ConsultationSuccess from "./consultation-success";

afterEach(cleanup);

const view = (status: PaymentView["status"]): PaymentView => ({
  status,
  eventDate: "2026-05-04",
  reference: "BDC-7K3M-9Q2X",
  appointment: null,
  bookingToken: status === "paid" || status === "scheduled" ? "a-booking-token" : null,
});

function renderWith(payment: PaymentView | (() => Promise<PaymentView>)) {
  const Stub = createRoutesStub([
    {
      path: "/consultation-success",
      Component: ConsultationSuccess as never,
      loader: () => ({
        sessionId: "cs_test_abcdefgh",
        schedulerUrl: "/consultation-scheduler?session_id=cs_test_abcdefgh",
        schedulerOrigin: null,
        payment: typeof payment === "function" ? payment() : payment,
      }),
    },
  ]);
  render(<Stub initialEntries={["/consultation-success?session_id=cs_test_abcdefgh"]} />);
}

it("a refunded payment is said plainly: no confirmation, a way to another date, the clinic's phone", async () => {
  renderWith(view("refunded"));
  // The first render of the suite pays for loading the page's modules.
  const heading = await screen.findByRole("heading", { level: 1 }, { timeout: 5000 });
  expect(heading.textContent).toBe(consultationEvent.refunded.heading);
  expect(screen.getByText(consultationEvent.refunded.text)).toBeTruthy();
  expect(screen.queryByText("Payment Confirmed!")).toBeNull();
  expect(screen.queryByRole("button", { name: /appointment calendar/i })).toBeNull();
  const back = screen.getByRole("link", { name: consultationEvent.refunded.chooseAnotherDate });
  expect(back.getAttribute("href")).toBe("/consultation-event");
  expect(screen.getByRole("link", { name: site.phone.display }).getAttribute("href")).toBe(site.phone.href);
});

it("a paid booking shows the confirmation with its readable reference and the real date", async () => {
  renderWith(view("paid"));
  expect((await screen.findByRole("heading", { level: 1 })).textContent).toBe("Payment Confirmed!");
  expect(screen.getByTestId("confirmation-id").textContent).toBe("Confirmation ID: BDC-7K3M-9Q2X");
  expect(screen.getByText(/Consultation day: Monday 4 May 2026/)).toBeTruthy();
  expect(screen.queryByText(consultationEvent.refunded.heading)).toBeNull();
});

it("shows 'Checking your payment…' at once, then the result when the check answers", async () => {
  let answer!: (value: PaymentView) => void;
  renderWith(() => new Promise<PaymentView>((resolve) => (answer = resolve)));
  expect((await screen.findByRole("status")).textContent).toBe("Checking your payment…");
  expect(screen.queryByRole("heading", { level: 1 })).toBeNull();
  answer(view("paid"));
  expect((await screen.findByRole("heading", { level: 1 })).textContent).toBe("Payment Confirmed!");
  expect(screen.queryByText("Checking your payment…")).toBeNull();
});

it("says so when the payment could not be checked", async () => {
  // Rejects once the page waits on it, as a provider failure would.
  renderWith(() => new Promise((_, reject) => setTimeout(() => reject(new Error("provider down")), 50)));
  expect((await screen.findByRole("heading", { level: 1 })).textContent).toBe(
    "We could not check your payment just now",
  );
  expect(screen.getByRole("link", { name: site.phone.display })).toBeTruthy();
});
