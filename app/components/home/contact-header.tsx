import { Clock, Mail, MapPin, Phone } from "lucide-react";
import { labelsIn } from "~/content/in/labels";
import { siteIn } from "~/content/in/site";
import { useWords } from "~/lib/locale";
import { OpeningHours } from "../ui/opening-hours";
import { SectionHeading } from "./section-heading";

/** Heading beside the contact form: the promise, then phone, email, address and opening hours. */
export function ContactHeader({
  id,
  eyebrow,
  title,
  intro,
}: {
  id: string;
  eyebrow: string;
  title: string;
  intro: string;
}) {
  return (
    <>
      <SectionHeading id={id} eyebrow={eyebrow} title={title} intro={intro} align="left" />
      <ContactDetails className="mt-8" />
    </>
  );
}

/** Phone, email, address and opening hours (one set of hours: app/content/site.ts). */
export function ContactDetails({ className = "" }: { className?: string }) {
  const labels = useWords(labelsIn);
  const site = useWords(siteIn);
  const { address } = site;
  return (
    <ul className={`space-y-4 text-[1rem] ${className}`}>
      <li className="flex gap-3">
        <Phone aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-brand-600" />
        <a href={site.phone.href} className="link">
          {site.phone.display}
        </a>
      </li>
      <li className="flex gap-3">
        <Mail aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-brand-600" />
        <a href={`mailto:${site.email}`} className="link">
          {site.email}
        </a>
      </li>
      <li className="flex gap-3">
        <MapPin aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-brand-600" />
        <address className="not-italic">
          {address.street}, {address.postalCode} {address.city}, {address.country}
        </address>
      </li>
      <li className="flex gap-3">
        <Clock aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-brand-600" />
        <div>
          <p className="font-semibold">{labels.openingHours}</p>
          <OpeningHours className="text-muted" />
        </div>
      </li>
    </ul>
  );
}
