import { ExternalLink as ExternalLinkIcon, MapPin, PlaneLanding } from "lucide-react";
import type { ReactNode } from "react";
import type { Airline, Hotel } from "~/content/travel";
import { labelsIn } from "~/content/in/labels";
import { travelLabelsIn } from "~/content/in/travel";
import { useWords } from "~/lib/locale";
import type { IconName } from "~/content/types";
import { Icon } from "../ui/icon";

/** A link to another site: opens in a new tab, and says so to screen-reader users. */
function ExternalLink({
  href,
  className,
  children,
}: {
  href: string;
  className?: string;
  children: ReactNode;
}) {
  const labels = useWords(labelsIn);
  return (
    <a href={href} target="_blank" rel="noopener noreferrer" className={className}>
      {children}
      <span className="sr-only"> {labels.a11y.newTab}</span>
    </a>
  );
}

export function PartnerHotels({ hotels }: { hotels: Hotel[] }) {
  const travelLabels = useWords(travelLabelsIn);
  return (
    <>
      <h3 className="font-sans text-lg font-semibold">{travelLabels.partnerHotels}</h3>
      <ul className="mt-4 grid gap-5 md:grid-cols-2">
        {hotels.map((hotel) => (
          <li key={hotel.name} className="card flex flex-col p-6">
            <h4 className="font-display text-xl font-semibold text-brand-900">{hotel.name}</h4>
            <p className="mt-1 flex items-center gap-2 text-[0.95rem] font-medium text-brand-600">
              <MapPin aria-hidden="true" className="size-4 shrink-0" />
              {hotel.distance}
            </p>
            <p className="mt-3 flex-1 text-[1rem] text-muted">{hotel.description}</p>
            <ExternalLink href={hotel.href} className="btn-outline mt-5 self-start">
              {travelLabels.visit(hotel.name)}
              <ExternalLinkIcon aria-hidden="true" className="size-4" />
            </ExternalLink>
          </li>
        ))}
      </ul>
    </>
  );
}

/** Airline badges drawn here (code in a circle, name, where from): no logos fetched from anywhere. */
export function AirlineLinks({ airlines }: { airlines: Airline[] }) {
  const travelLabels = useWords(travelLabelsIn);
  return (
    <>
      <h3 className="font-sans text-lg font-semibold">{travelLabels.airlines}</h3>
      <ul className="mt-4 grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
        {airlines.map((airline) => (
          <li key={airline.code}>
            <ExternalLink
              href={airline.href}
              className="flex h-full items-center gap-4 rounded-2xl border border-line bg-white p-4 transition-colors hover:border-brand-300 hover:bg-brand-50"
            >
              <span
                aria-hidden="true"
                className="flex size-14 shrink-0 items-center justify-center rounded-full bg-brand-700 font-display text-lg font-semibold tracking-wide text-white"
              >
                {airline.code}
              </span>
              <span className="min-w-0 flex-1">
                <span className="block font-semibold text-brand-900">{airline.name}</span>
                <span className="block text-sm text-muted">{travelLabels.from(airline.from)}</span>
              </span>
              <ExternalLinkIcon aria-hidden="true" className="size-4 shrink-0 text-brand-600" />
            </ExternalLink>
          </li>
        ))}
      </ul>
    </>
  );
}

export function AirportInformation({ airport }: { airport: { name: string; paragraphs: string[] } }) {
  return (
    <div className="max-w-3xl rounded-2xl bg-brand-50 p-6 md:p-8">
      <h3 className="flex items-center gap-3 font-sans text-lg font-semibold">
        <PlaneLanding aria-hidden="true" className="size-6 shrink-0 text-brand-600" />
        {airport.name}
      </h3>
      <div className="mt-3 space-y-3 text-[1rem] text-ink/90">
        {airport.paragraphs.map((paragraph, index) => (
          <p key={index}>{paragraph}</p>
        ))}
      </div>
    </div>
  );
}

/** The 4-step process as an ordered list. */
export function ProcessSteps({
  steps,
  icons,
}: {
  steps: { title: string; text: string }[];
  icons: IconName[];
}) {
  const travelLabels = useWords(travelLabelsIn);
  return (
    <ol className="grid gap-5 md:grid-cols-2" data-testid="travel-process">
      {steps.map((step, index) => (
        <li key={step.title} className="flex gap-4 rounded-2xl border border-line bg-white p-5">
          <span
            aria-hidden="true"
            className="flex size-10 shrink-0 items-center justify-center rounded-full bg-brand-700 font-display text-lg font-semibold text-white"
          >
            {index + 1}
          </span>
          <div className="flex-1">
            <h3 className="font-sans text-lg font-semibold text-brand-900">
              <span className="sr-only">{travelLabels.step(index + 1)}</span>
              {step.title}
            </h3>
            <p className="mt-1 text-[1rem] text-muted">{step.text}</p>
          </div>
          {icons[index] ? <Icon name={icons[index]} className="size-6 shrink-0 text-accent-700" /> : null}
        </li>
      ))}
    </ol>
  );
}
