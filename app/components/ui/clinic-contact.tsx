import { Mail, Phone } from "lucide-react";
import { siteIn } from "~/content/in/site";
import { useWords } from "~/lib/locale";

/**
 * One sentence with the clinic's phone and email, each a tap away: "<lead> +36 … <orEmail>
 * clinic@… ." in the page's language (the manage page's "Questions? Call", the medical history's
 * "To reach the clinic, call"). The phone number never breaks across lines.
 */
export function ClinicContact({
  lead,
  orEmail,
  className,
}: {
  lead: string;
  orEmail: string;
  className?: string;
}) {
  const site = useWords(siteIn);
  return (
    <p className={className}>
      {lead}{" "}
      <a href={site.phone.href} className="link whitespace-nowrap">
        <Phone aria-hidden="true" className="mr-1 inline size-4" />
        {site.phone.display}
      </a>{" "}
      {orEmail}{" "}
      <a href={`mailto:${site.email}`} className="link">
        <Mail aria-hidden="true" className="mr-1 inline size-4" />
        {site.email}
      </a>
      .
    </p>
  );
}
