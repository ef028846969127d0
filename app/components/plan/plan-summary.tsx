import { FileDown, Mail, MessageCircle, Phone } from "lucide-react";
import { dentistsIn } from "~/content/in/dentists";
import { planPageCopyIn } from "~/content/in/plan-page";
import { siteIn } from "~/content/in/site";
import { formatEventDate } from "~/lib/format";
import { useLocale, useLocalePath, useWords } from "~/lib/locale";
import type { PlanPageData } from "~/lib/plan-page";
import { whatsappHref } from "~/lib/whatsapp";

/** The plan's heading facts: reference and version, the patient, the dentist, valid until; the PDF's link. */
export function PlanSummary({ plan }: { plan: PlanPageData }) {
  const copy = useWords(planPageCopyIn);
  const dentists = useWords(dentistsIn);
  const locale = useLocale();
  const to = useLocalePath();
  const dentist = plan.dentist ? dentists[plan.dentist] : undefined;
  return (
    <div className="card p-6 md:p-10">
      <h1 className="text-3xl font-semibold md:text-4xl">{copy.heading}</h1>
      <dl className="mt-6 grid gap-x-6 gap-y-3 sm:grid-cols-[auto_1fr]">
        <dt className="font-semibold text-brand-900">{copy.reference}</dt>
        <dd data-testid="plan-reference">
          <span className="font-mono">{plan.reference}</span>, {copy.version(plan.version)}
        </dd>
        <dt className="font-semibold text-brand-900">{copy.patient}</dt>
        <dd data-testid="plan-patient">{plan.patientName}</dd>
        {dentist ? (
          <>
            <dt className="font-semibold text-brand-900">{copy.dentist}</dt>
            <dd data-testid="plan-dentist">
              <a href={to(`/dentists/${dentist.slug}`)} className="link">
                {dentist.name}
              </a>
              , {dentist.title}
            </dd>
          </>
        ) : null}
        <dt className="font-semibold text-brand-900">{copy.validUntil}</dt>
        <dd data-testid="plan-valid-until">{formatEventDate(plan.validUntil, locale)}</dd>
      </dl>
      <p className="mt-6 print:hidden">
        {/* The PDF of this plan: its route is built separately (issue 42); this is where it is offered. */}
        <a href={plan.pdfPath} className="btn-outline" data-seam="pdf">
          <FileDown aria-hidden="true" className="size-5" />
          {copy.pdf}
        </a>
      </p>
      <p className="mt-4 text-sm text-muted print:hidden">{copy.private}</p>
    </div>
  );
}

/** How to ask a question: WhatsApp, email, phone (the clinic's identity, app/content/site.ts). */
export function PlanQuestions({ plan }: { plan: PlanPageData }) {
  const copy = useWords(planPageCopyIn);
  const site = useWords(siteIn);
  const links = [
    {
      href: whatsappHref(site.whatsapp.number, copy.whatsappMessage(plan.reference)),
      label: `${copy.whatsapp}: +${site.whatsapp.number}`,
      Icon: MessageCircle,
    },
    {
      href: `mailto:${site.email}?subject=${encodeURIComponent(plan.reference)}`,
      label: site.email,
      Icon: Mail,
    },
    { href: site.phone.href, label: site.phone.display, Icon: Phone },
  ];
  return (
    <section className="card p-6 md:p-8 break-inside-avoid" aria-labelledby="plan-questions">
      <h2 id="plan-questions" className="font-sans text-xl font-semibold text-brand-900">
        {copy.questionsHeading}
      </h2>
      <p className="mt-2 text-muted">{copy.questionsText}</p>
      <ul className="mt-3 space-y-2">
        {links.map(({ href, label, Icon }) => (
          <li key={href}>
            <a href={href} className="link inline-flex min-h-11 items-center gap-2" rel="noopener">
              <Icon aria-hidden="true" className="size-5" />
              {label}
            </a>
          </li>
        ))}
      </ul>
    </section>
  );
}

/** Earlier versions, each readable (?version=N), with the day it was sent. */
export function PlanEarlier({ plan }: { plan: PlanPageData }) {
  const copy = useWords(planPageCopyIn);
  const locale = useLocale();
  if (plan.earlier.length === 0) return null;
  return (
    <section className="card p-6 md:p-8 print:hidden" aria-labelledby="plan-earlier">
      <h2 id="plan-earlier" className="font-sans text-lg font-semibold text-brand-900">
        {copy.earlierHeading}
      </h2>
      <ul className="mt-2 space-y-2" data-testid="plan-earlier">
        {plan.earlier.map(({ version, sentOn }) => (
          <li key={version}>
            {copy.earlierVersion(version, formatEventDate(sentOn, locale))}.{" "}
            {version === plan.version ? null : (
              <a href={`${plan.path}?version=${version}`} className="link">
                {copy.readVersion(version)}
              </a>
            )}
          </li>
        ))}
      </ul>
    </section>
  );
}
