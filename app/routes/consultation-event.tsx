import { CalendarDays, Clock, MapPin } from "lucide-react";
import { Booking, BookButton } from "~/parts/booking/booking";
import { DatePicker } from "~/parts/booking/date-picker";
import { PatientFields } from "~/parts/booking/patient-fields";
import { WaitingListForm } from "~/components/booking/waiting-list-form";
import { IconCards } from "~/components/ui/icon-cards";
import { TestimonialsCarousel } from "~/components/home/testimonials";
import { FaqSection } from "~/components/treatment/sections";
import { Breadcrumbs } from "~/components/ui/breadcrumbs";
import { OpeningHours } from "~/components/ui/opening-hours";
import { PageHero } from "~/components/ui/page-hero";
import { requireAppContext } from "~/context";
import { consultationEvent } from "~/content/event";
import type { Locale } from "~/content/locales";
import { consultationDayIn } from "~/content/in/consultation-day";
import { stringsIn } from "~/content/in/en";
import { consultationEventIn, eventPageLabelsIn } from "~/content/in/event";
import { siteIn } from "~/content/in/site";
import { formatEventDate } from "~/lib/format";
import { breadcrumbJsonLd, clinicJsonLd } from "~/lib/json-ld";
import { getMeta } from "~/lib/meta";
import { localeOfPath, localizePath } from "~/lib/locale-path";
import { useLocale, useWords } from "~/lib/locale";
import { siteUrlFrom } from "~/lib/route-data";
import { eventPageView } from "~/services/bookings/event-page.server";
import type { Route } from "./+types/consultation-event";

/** The page's breadcrumbs in its language, with its language's paths. */
const crumbsIn = (locale: Locale) => [
  { name: stringsIn[locale]["nav.home"], path: localizePath("/", locale) },
  { name: eventPageLabelsIn[locale].crumb, path: localizePath("/consultation-event", locale) },
];

export async function loader({ context }: Route.LoaderArgs) {
  // Rendered per request (never prerendered): the days are the clinic's rows as they are now.
  return eventPageView(requireAppContext(context));
}

export const meta: Route.MetaFunction = ({ data: loaderData, matches, location }) => {
  const siteUrl = siteUrlFrom(matches);
  const next = loaderData?.next;
  const locale = localeOfPath(location.pathname);
  const event = consultationEventIn[locale];
  return getMeta({
    title: event.metaTitle,
    description: event.metaDescription,
    path: "/consultation-event",
    locale,
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
                url: `${siteUrl ?? ""}${localizePath("/consultation-event", locale)}`,
                availability: next.soldOut ? "https://schema.org/SoldOut" : "https://schema.org/InStock",
              },
            },
          ]
        : []),
      breadcrumbJsonLd(crumbsIn(locale), siteUrl),
    ],
  });
};

/**
 * Sent without React (docs/decisions/0015-booking-without-react.md): React draws the page once,
 * with the default date chosen (the first outside the notice window), and the site script moves
 * it: the date picker, the places left (asked for again every minute), and the booking buttons,
 * which start the checkout.
 */
export const handle = { hydrate: false } as const;

export default function ConsultationEventPage({ loaderData }: Route.ComponentProps) {
  const { dates, seats, insideWindow, chosen } = loaderData;
  const date = chosen ?? undefined;
  const inside = new Set(insideWindow);
  const left = date ? (seats[date] ?? 0) : 0;
  const full = !date || left <= 0;
  const locale = useLocale();
  const event = useWords(consultationEventIn);
  const words = useWords(eventPageLabelsIn);
  const day = useWords(consultationDayIn);
  const site = useWords(siteIn);
  const crumbs = crumbsIn(locale);

  return (
    <Booking>
      <PageHero
        before={<Breadcrumbs items={crumbs} />}
        eyebrow={event.hero.eyebrow}
        title={event.hero.title}
        lead={event.hero.lead}
      >
        <BookButton label={words.secure} full={full} />
        <a href="#event-dates" className="btn-ghost-light">
          {words.seeDates}
        </a>
      </PageHero>

      <section aria-labelledby="included-title" className="section container-page">
        <h2 id="included-title" className="section-title">
          {words.included}
        </h2>
        <IconCards items={event.included} tone="brand" />
      </section>

      <section id="event-dates" aria-labelledby="dates-title" className="bg-white">
        <div className="section container-page grid gap-10 lg:grid-cols-2">
          <div>
            <h2 id="dates-title" className="section-title">
              {words.chooseDate}
            </h2>
            <p className="mt-3 text-muted">
              {"rule" in consultationEvent.schedule
                ? `${event.datesNote[consultationEvent.schedule.closedDay]} `
                : ""}
              {day.appointmentMeaning} {event.timeChosenAfterPayment}
            </p>
            <p className="mt-3 font-medium text-ink" data-testid="reschedule-rule">
              {day.rescheduleRule}
            </p>
            <DatePicker dates={dates} seats={seats} insideWindow={inside} chosen={date} />
            <PatientFields />
            <div className="mt-6">
              <BookButton label={words.book} full={full} />
            </div>
            {/* Shown to a visitor who chose pounds: the checkout charges euros. */}
            <p className="price-gbp mt-3 text-sm text-muted" data-testid="charged-in-euros">
              {event.chargedInEuros}
            </p>
            <WaitingListForm fullDates={dates.filter((d) => (seats[d] ?? 0) <= 0)} chosen={date} />
            <noscript>
              <p className="mt-4 text-muted" data-testid="booking-without-javascript">
                {words.noScript}{" "}
                <a href={site.phone.href} className="link">
                  {site.phone.display}
                </a>
                .
              </p>
            </noscript>
          </div>
          <div>
            <h2 className="section-title">{event.scheduleHeading}</h2>
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
            <h3 className="mt-8 font-sans text-lg font-semibold text-brand-900">
              {event.personalPart.heading}
            </h3>
            <ul className="mt-3 list-disc space-y-1 pl-6" data-testid="personal-part">
              {event.personalPart.steps.map((step) => (
                <li key={step}>{step}</li>
              ))}
            </ul>
            <p className="mt-3 font-medium">{day.arrival}</p>
          </div>
        </div>
      </section>

      <TestimonialsCarousel
        id="attendees"
        eyebrow={words.attendees.eyebrow}
        title={words.attendees.title}
        items={[...event.testimonials]}
      />

      <FaqSection section={{ type: "faq", heading: words.faqHeading, items: [...event.faq] }} index={0} />

      <section aria-labelledby="final-title" className="bg-brand-800">
        <div className="section container-page text-center">
          <h2 id="final-title" className="section-title text-white">
            {words.reserve}
          </h2>
          <p className="mx-auto mt-3 max-w-2xl text-brand-100">
            {words.credited} {day.rescheduleRule}
          </p>
          <div className="mt-8">
            <BookButton label={words.book} full={full} />
          </div>
          {dates[0] ? (
            <p
              className="mt-6 flex flex-wrap items-center justify-center gap-x-5 gap-y-2 text-brand-100"
              data-testid="next-event"
            >
              <span className="inline-flex items-center gap-2">
                <CalendarDays aria-hidden="true" className="size-5 text-accent-300" />
                {words.nextEvent} {formatEventDate(dates[0], locale)}
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
            <p className="font-semibold text-white">{words.openingHours}</p>
            <OpeningHours className="mt-1" />
          </div>
        </div>
      </section>
    </Booking>
  );
}
