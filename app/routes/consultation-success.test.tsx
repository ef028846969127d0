// @vitest-environment jsdom
import { cleanup, render, screen } from "@testing-library/react";
import { createRoutesStub } from "react-router";
import { afterEach, expect, it } from "vitest";
import { consultationEvent } from "~/content/event";
import { site } from "~/content/site";
import ConsultationSuccess from "./consultation-success";

afterEach(cleanup);

function renderWith(status: "paid" | "refunded") {
  const Stub = createRoutesStub([
    {
      path: "/consultation-success",
      Component: ConsultationSuccess as never,
      loader: () => ({
        status,
        sessionId: "cs_test_abcdefgh",
        eventDate: "2026-05-01",
        appointment: null,
        schedulerUrl: "/consultation-scheduler?session_id=cs_test_abcdefgh",
        schedulerOrigin: null,
      }),
    },
  ]);
  render(<Stub initialEntries={["/consultation-success?session_id=cs_test_abcdefgh"]} />);
}

it("a refunded payment is said plainly: no confirmation, a way to another date, the clinic's phone", async () => {
  renderWith("refunded");
  const heading = await screen.findByRole("heading", { level: 1 });
  expect(heading.textContent).toBe(consultationEvent.refunded.heading);
  expect(screen.getByText(consultationEvent.refunded.text)).toBeTruthy();
  expect(screen.queryByText("Payment Confirmed!")).toBeNull();
  expect(screen.queryByRole("button", { name: /appointment calendar/i })).toBeNull();
  const back = screen.getByRole("link", { name: consultationEvent.refunded.chooseAnotherDate });
  expect(back.getAttribute("href")).toBe("/consultation-event");
  expect(screen.getByRole("link", { name: site.phone.display }).getAttribute("href")).toBe(site.phone.href);
});

it("a paid booking still shows the confirmation", async () => {
  renderWith("paid");
  expect((await screen.findByRole("heading", { level: 1 })).textContent).toBe("Payment Confirmed!");
  expect(screen.queryByText(consultationEvent.refunded.heading)).toBeNull();
});
