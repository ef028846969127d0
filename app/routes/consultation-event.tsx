import { CalendarDays, ChevronLeft, ChevronRight, Clock, MapPin, Users } from "lucide-react";
import { IconCards } from "~/components/ui/icon-cards";
import { createContext, useCallback, useContext, useEffect, useRef, useState } from "react";
import { useFetcher, useRevalidator } from "react-router";
import { TestimonialsCarousel } from "~/components/home/testimonials";
import { FaqSection } from "~/components/treatment/sections";
import { Breadcrumbs } from "~/components/ui/breadcrumbs";
import { OpeningHours } from "~/components/ui/opening-hours";
import { PageHero } from "~/components/ui/page-hero";
import { requireAppContext } from "~/context";
import { consultationEvent as event } from "~/content/event";
import { site } from "~/content/site";
import { budapestOffset, formatEventDate, formatEventMonth, wrapIndex } from "~/lib/event-dates";
import { breadcrumbJsonLd, clinicJsonLd } from "~/lib/json-ld";
import { getMeta } from "~/lib/meta";
import { siteUrlFrom } from "~/lib/route-data";
import { offeredEventDates, seatsLeft } from "~/services/bookings.server";
import type { Route } from "./+types/consultation-event";

/** Seats are refreshed this often (docs/product.md, Figures). */
export const SEATS_REFRESH_MS = 60_000;
const BOOK_LABEL = `Book Your Spot - €${event.feeEur} / £${event.feeGbp}`;

const crumbs = [
  { name: "Home", path: "/" },
  { name: "Consultation Day", path: "/consultation-event" },
];

export async function loader({ context }: Route.LoaderArgs) {
  const { db } = requireAppContext(context);
  const dates = offeredEventDates();
  return {
    dates,
    seats: await seatsLeft(db, dates),
    // The next day's start and end for its structured data, with Budapest's offset: worked out
    // here, because the browser would set up its time-zone data while hydrating (~150 ms of one
    // task on a 4x-throttled phone) only to write the same <script> again.
    next: dates[0] ? eventDayTimes(dates[0]) : null,
  };
}

/** When an event day starts and ends, as ISO date-times with Budapest's offset on that day. */
export function eventDayTimes(date: string) {
  return { start: eventDayTime(date, "start"), end: eventDayTime(date, "end") };
}

/**
 * The day's start or end as an ISO date-time with Budapest's offset on that date: +02:00 in
 * summer time, +01:00 in winter.
 */
export function eventDayTime(date: string, edge: "start" | "end"): string {
  const [start, end] = event.dayHours.split("-").map((time) => time.padStart(5, "0"));
  const time = edge === "start" ? start : end;
  return `${date}T${time}:00${budapestOffset(date, time)}`;
}

export const meta: Route.MetaFunction = ({ data: loaderData, matches }) => {
  const siteUrl = siteUrlFrom(matches);
  const next = loaderData?.next;
  return getMeta({
    title: event.metaTitle,
    description: event.metaDescription,
    path: "/consultation-event",
    siteUrl,
    jsonLd: [
      {
        "@context": "https://schema.org",
        "@type": "FAQPage",
        mainEntity: event.faq.map((item) => ({
          "@type": "Question",
          name: item.question,
          acceptedAnswer: { "@type": "Answer", text: item.answer },
        })),
      },
      ...(next
        ? [
            {
              "@context": "https://schema.org",
              "@type": "Event",
              name: event.hero.title,
              startDate: next.start,
              endDate: next.end,
              eventAttendanceMode: "https://schema.org/OfflineEventAttendanceMode",
              location: clinicJsonLd(siteUrl),
              offers: {
                "@type": "Offer",
                price: event.feeEur,
                priceCurrency: "EUR",
                url: `${siteUrl ?? ""}/consultation-event`,
              },
            },
          ]
        : []),
      breadcrumbJsonLd(crumbs, siteUrl),
    ],
  });
};

interface BookingState {
  processing: boolean;
  full: boolean;
  book: () => void;
}

const BookingContext = createContext<BookingState>({ processing: false, full: false, book: () => {} });

/** Every booking button on the page shares one state: all disabled and 'Processing...' together. */
function BookButton({ label, className = "btn-primary" }: { label: string; className?: string }) {
  const { processing, full, book } = useContext(BookingContext);
  return (
    <button
      type="button"
      onClick={book}
      disabled={processing || full}
      className={className}
      data-testid="book-button"
    >
      {processing ? "Processing..." : full ? "Fully booked" : label}
    </button>
  );
}

type CheckoutAnswer = { sessionId: string; url: string } | { error: string };

export default function ConsultationEventPage({ loaderData }: Route.ComponentProps) {
  const { dates, seats } = loaderData;
  const [selected, setSelected] = useState(0);
  const checkout = useFetcher<CheckoutAnswer>();
  const revalidator = useRevalidator();
  // Redirecting to the provider's page keeps the buttons busy until the browser leaves.
  const [leaving, setLeaving] = useState(false);
  const processing = checkout.state !== "idle" || leaving;
  const date = dates[selected];
  const left = date ? (seats[date] ?? 0) : 0;
  const full = !date || left <= 0;

  // Places left come from the loader; re-running it every minute keeps them true.
  const latestRevalidator = useRef(revalidator);
  latestRevalidator.current = revalidator;
  useEffect(() => {
    const timer = window.setInterval(() => {
      if (latestRevalidator.current.state === "idle") void latestRevalidator.current.revalidate();
    }, SEATS_REFRESH_MS);
    return () => window.clearInterval(timer);
  }, []);

  const answer = checkout.state === "idle" ? checkout.data : undefined;
  useEffect(() => {
    if (!answer) return;
    if ("url" in answer && answer.url) {
      setLeaving(true);
      window.location.assign(answer.url);
      return;
    }
    window.alert("Payment failed. Please try again.");
    void revalidator.revalidate();
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once per answer
  }, [answer]);

  const book = useCallback(() => {
    if (!date) return;
    const origin = window.location.origin;
    void checkout.submit(
      {
        success_url: `${origin}/consultation-success`,
        cancel_url: `${origin}/consultation-event`,
        event_date: date,
      },
      { method: "post", action: "/api/create-checkout-session", encType: "application/json" },
    );
  }, [checkout, date]);

  return (
    <BookingContext.Provider value={{ processing, full, book }}>
      <PageHero
        before={<Breadcrumbs items={crumbs} />}
        eyebrow={event.hero.eyebrow}
        title={event.hero.title}
        lead={event.hero.lead}
      >
        <BookButton label="Secure Your Spot Now" />
        <a href="#event-dates" className="btn-ghost-light">
          See the dates
        </a>
      </PageHero>

      <section aria-labelledby="included-title" className="section container-page">
        <h2 id="included-title" className="section-title">
          What is included
        </h2>
        <IconCards items={event.included} tone="brand" />
      </section>

      <section id="event-dates" aria-labelledby="dates-title" className="bg-white">
        <div className="section container-page grid gap-10 lg:grid-cols-2">
          <div>
            <h2 id="dates-title" className="section-title">
              Choose your date
            </h2>
            <p className="mt-3 text-muted">
              {"rule" in event.schedule ? `${event.datesNote[event.schedule.closedDay]} ` : ""}
              Each event day runs {event.dayHours}, and your appointment time is chosen after payment.
            </p>
            <div className="mt-8 flex items-center justify-between gap-3 rounded-2xl border border-line p-3">
              <button
                type="button"
                aria-label="Previous date"
                onClick={() => setSelected((i) => wrapIndex(i, -1, dates.length))}
                className="inline-flex size-11 items-center justify-center rounded-full border border-brand-700 text-brand-800 hover:bg-brand-50"
              >
                <ChevronLeft aria-hidden="true" className="size-5" />
              </button>
              <p className="text-center" aria-live="polite" data-testid="selected-month">
                <span className="block font-display text-2xl font-semibold text-brand-900">
                  {date ? formatEventMonth(date) : "No dates"}
                </span>
                {date ? <span className="text-sm text-muted">{formatEventDate(date)}</span> : null}
              </p>
              <button
                type="button"
                aria-label="Next date"
                onClick={() => setSelected((i) => wrapIndex(i, 1, dates.length))}
                className="inline-flex size-11 items-center justify-center rounded-full border border-brand-700 text-brand-800 hover:bg-brand-50"
              >
                <ChevronRight aria-hidden="true" className="size-5" />
              </button>
            </div>
            <ul className="mt-3 flex flex-wrap gap-2" aria-label="All event dates">
              {dates.map((d, index) => (
                <li key={d}>
                  <button
                    type="button"
                    onClick={() => setSelected(index)}
                    aria-pressed={index === selected}
                    className="rounded-full border border-line px-3 py-1.5 text-sm aria-pressed:border-brand-700 aria-pressed:bg-brand-700 aria-pressed:text-white"
                  >
                    {formatEventMonth(d)}
                  </button>
                </li>
              ))}
            </ul>
            <p
              className="mt-6 flex items-center gap-2 text-lg font-semibold"
              data-testid="seats-left"
              aria-live="polite"
            >
              <Users aria-hidden="true" className="size-5 text-accent-600" />
              {full
                ? "This date is fully booked. Please choose another."
                : `${left} ${left === 1 ? "place" : "places"} left on this date`}
            </p>
            <div className="mt-6">
              <BookButton label={BOOK_LABEL} />
            </div>
          </div>
          <div>
            <h2 className="section-title">Your day, hour by hour</h2>
            <ol
              className="mt-6 divide-y divide-line rounded-2xl border border-line"
              data-testid="day-schedule"
            >
              {event.daySchedule.map((slot) => (
                <li key={slot.time} className="flex gap-4 p-4">
                  <span className="w-28 shrink-0 font-semibold text-brand-700">{slot.time}</span>
                  <span>{slot.activity}</span>
                </li>
              ))}
            </ol>
          </div>
        </div>
      </section>

      <TestimonialsCarousel
        id="attendees"
        eyebrow="Attendees"
        title="What past attendees say"
        items={[...event.testimonials]}
      />

      <FaqSection
        section={{ type: "faq", heading: "Frequently asked questions", items: [...event.faq] }}
        index={0}
      />

      <section aria-labelledby="final-title" className="bg-brand-800">
        <div className="section container-page text-center">
          <h2 id="final-title" className="section-title text-white">
            Reserve your place
          </h2>
          <p className="mx-auto mt-3 max-w-2xl text-brand-100">
            €{event.feeEur} / £{event.feeGbp}, credited toward your treatment. Rescheduling is possible up to
            7 days before the day.
          </p>
          <div className="mt-8">
            <BookButton label={BOOK_LABEL} />
          </div>
          {dates[0] ? (
            <p
              className="mt-6 flex flex-wrap items-center justify-center gap-x-5 gap-y-2 text-brand-100"
              data-testid="next-event"
            >
              <span className="inline-flex items-center gap-2">
                <CalendarDays aria-hidden="true" className="size-5 text-accent-300" />
                Next event: {formatEventDate(dates[0])}
              </span>
              <span className="inline-flex items-center gap-2">
                <Clock aria-hidden="true" className="size-5 text-accent-300" />
                {event.dayHours}
              </span>
              <span className="inline-flex items-center gap-2">
                <MapPin aria-hidden="true" className="size-5 text-accent-300" />
                {site.address.city}
              </span>
            </p>
          ) : null}
          <div className="mt-6 text-brand-100">
            <p className="font-semibold text-white">Clinic opening hours</p>
            <OpeningHours className="mt-1" />
          </div>
        </div>
      </section>
    </BookingContext.Provider>
  );
}
