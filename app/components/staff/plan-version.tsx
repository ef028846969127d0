import { staffPlansWords, planStatusLabels } from "~/content/staff-plans";
import { planClinicEmails } from "~/content/plans";
import { formatDateTime, formatEurCents, formatEventDate, formatGbp } from "~/lib/format";
import { eurToGbp } from "~/lib/pricing";
import { StaffTable } from "./staff-table";
import { tdClass } from "./staff-ui";

/** A plan's versions as the back office reads them: lines, visits, amounts and what the patient did. */

const words = staffPlansWords.versions;

export interface PlanAmountsShown {
  subtotalCents: number;
  discountCents: number;
  consultationCreditCents: number;
  totalCents: number;
}

/** Subtotal, the newsletter discount, the consultation day's credit and the total (in pounds too for GBP). */
export function PlanTotals({
  amounts,
  percent,
  pounds,
  id,
}: {
  amounts: PlanAmountsShown;
  percent: number;
  pounds: boolean;
  id: string;
}) {
  const t = staffPlansWords.totals;
  const rows: [string, string][] = [
    [t.subtotal, formatEurCents(amounts.subtotalCents)],
    [
      t.discount(percent),
      amounts.discountCents ? `−${formatEurCents(amounts.discountCents)}` : formatEurCents(0),
    ],
    [
      t.credit,
      amounts.consultationCreditCents
        ? `−${formatEurCents(amounts.consultationCreditCents)}`
        : formatEurCents(0),
    ],
    [t.total, formatEurCents(amounts.totalCents)],
    ...(pounds ? [[t.inPounds, formatGbp(eurToGbp(amounts.totalCents / 100))] as [string, string]] : []),
  ];
  return (
    <dl id={id} className="mt-3 grid max-w-sm grid-cols-[1fr_max-content] gap-x-4 gap-y-1 text-sm">
      {rows.map(([term, value]) => (
        <div key={term} className={term === t.total ? "contents font-semibold" : "contents"}>
          <dt>{term}</dt>
          <dd className="text-right tabular-nums">{value}</dd>
        </div>
      ))}
    </dl>
  );
}

type Version = PlanAmountsShown & {
  version: number;
  status: keyof typeof planStatusLabels;
  dentistName: string | null;
  validUntil: string;
  visits: { workingDays: number; healingMonthsBefore: number }[];
  items: {
    itemId: string;
    title: string;
    unitCents: number;
    quantity: number;
    teeth: number[];
    note?: string;
    visit: number;
    lineCents: number;
  }[];
  sentAt: Date | string | null;
  viewedAt: Date | string | null;
  acceptedAt: Date | string | null;
  acceptedName: string | null;
  declinedAt: Date | string | null;
  declineReason: keyof typeof planClinicEmails.reasons | null;
};

/** One version, readable: its facts, visits, lines and amounts. */
export function PlanVersionCard({
  version,
  percent,
  pounds,
}: {
  version: Version;
  percent: number;
  pounds: boolean;
}) {
  const t = words.times;
  const facts: [string, string][] = [
    [words.dentist, version.dentistName ?? words.noDentist],
    [words.validUntil, formatEventDate(version.validUntil)],
    ...(version.sentAt ? [[t.sent, formatDateTime(version.sentAt)] as [string, string]] : []),
    ...(version.viewedAt ? [[t.viewed, formatDateTime(version.viewedAt)] as [string, string]] : []),
    ...(version.acceptedAt ? [[t.accepted, formatDateTime(version.acceptedAt)] as [string, string]] : []),
    ...(version.acceptedName ? [[t.acceptedName, version.acceptedName] as [string, string]] : []),
    ...(version.declinedAt ? [[t.declined, formatDateTime(version.declinedAt)] as [string, string]] : []),
    ...(version.declinedAt
      ? [[t.declineReason, planClinicEmails.reasons[version.declineReason ?? "none"]] as [string, string]]
      : []),
  ];
  const headingId = `version-${version.version}`;
  return (
    <section aria-labelledby={headingId} className="rounded-lg border border-line bg-white p-4">
      <h3 id={headingId} className="mb-2 font-semibold text-brand-900">
        {words.version(version.version, planStatusLabels[version.status])}
      </h3>
      <dl className="mb-3 grid grid-cols-[max-content_1fr] gap-x-4 gap-y-1 text-sm">
        {facts.map(([term, value]) => (
          <div key={term} className="contents">
            <dt className="font-semibold">{term}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
      {version.visits.length > 0 ? (
        <ul className="mb-3 list-disc pl-5 text-sm">
          {version.visits.map((visit, i) => (
            <li key={i}>{words.visit(i + 1, visit.workingDays, visit.healingMonthsBefore)}</li>
          ))}
        </ul>
      ) : null}
      {version.items.length === 0 ? (
        <p className="text-sm">{words.noItems}</p>
      ) : (
        <StaffTable
          label={words.itemsLabel(version.version)}
          headings={[
            words.columns.item,
            words.columns.teeth,
            words.columns.note,
            words.columns.visit,
            words.columns.quantity,
            words.columns.unit,
            words.columns.amount,
          ]}
        >
          {version.items.map((item, i) => (
            <tr key={i}>
              <td className={tdClass}>{item.title}</td>
              <td className={tdClass}>{item.teeth.join(", ") || "–"}</td>
              <td className={tdClass}>{item.note ?? "–"}</td>
              <td className={tdClass}>{words.visitN(item.visit)}</td>
              <td className={`${tdClass} tabular-nums`}>{item.quantity}</td>
              <td className={`${tdClass} tabular-nums`}>{formatEurCents(item.unitCents)}</td>
              <td className={`${tdClass} tabular-nums`}>{formatEurCents(item.lineCents)}</td>
            </tr>
          ))}
        </StaffTable>
      )}
      <PlanTotals amounts={version} percent={percent} pounds={pounds} id={`totals-${version.version}`} />
    </section>
  );
}
