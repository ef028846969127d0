import { Clock, Mail, MapPin, Phone } from "lucide-react";
import { site } from "~/content/site";
import { SectionHeading } from "./section-heading";

/** Heading beside the contact form: the promise, then phone, email, address and opening hours. */
export function ContactHeader({
  id,
  eyebrow,
  title,
  intro,
  hours = "main",
}: {
  id: string;
  eyebrow: string;
  title: string;
  intro: string;
  hours?: "main" | "footer";
}) {
  return (
    <>
      <SectionHeading id={id} eyebrow={eyebrow} title={title} intro={intro} align="left" />
      <ContactDetails hours={hours} className="mt-8" />
    </>
  );
}

/** Phone, email, address and opening hours (which reading: spec section 9). */
export function ContactDetails({
  hours = "main",
  className = "",
}: {
  hours?: "main" | "footer";
  className?: string;
}) {
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
          <p className="font-semibold">Opening hours</p>
          <ul className="text-muted">
            {site.openingHours[hours].map((row) => (
              <li key={row.days}>
                {row.days}: {row.hours}
              </li>
            ))}
          </ul>
        </div>
      </li>
    </ul>
  );
}
