import { sourceAndMedium, visitWords } from "~/content/staff-attribution";
import type { VisitAttribution } from "~/lib/visit-columns";

/**
 * "Came from": what brought the patient of a lead or an online booking, as found among that
 * day's visits when they wrote or paid. Only what is known is shown; nothing known is said
 * with why (a phone booking, a first visit on another day, a browser that asked not to be tracked).
 */
export function CameFrom({ visit, phone = false }: { visit: VisitAttribution; phone?: boolean }) {
  const rows: [string, string][] = visit.visitSource
    ? [
        [visitWords.source, sourceAndMedium(visit.visitSource, visit.visitMedium)],
        ...(visit.visitCampaign ? [[visitWords.campaign, visit.visitCampaign] as [string, string]] : []),
        ...(visit.visitReferrer ? [[visitWords.referrer, visit.visitReferrer] as [string, string]] : []),
        ...(visit.visitLanding ? [[visitWords.landing, visit.visitLanding] as [string, string]] : []),
      ]
    : [];
  return (
    <>
      <h3 className="mt-4 mb-1 font-semibold">{visitWords.heading}</h3>
      {rows.length > 0 ? (
        <dl className="grid grid-cols-[max-content_1fr] gap-x-4 gap-y-1 text-sm">
          {rows.map(([term, value]) => (
            <div key={term} className="contents">
              <dt className="font-semibold">{term}</dt>
              <dd className="break-all">{value}</dd>
            </div>
          ))}
        </dl>
      ) : (
        <p className="text-sm">
          {visitWords.notKnown}
          <span className="block text-xs text-muted">
            {phone ? visitWords.phoneBooking : visitWords.whyNotKnown}
          </span>
        </p>
      )}
    </>
  );
}

/** The same, compact, for a table cell (the day sheet): source / medium, then the rest smaller. */
export function CameFromCell({ visit, phone = false }: { visit: VisitAttribution; phone?: boolean }) {
  if (!visit.visitSource)
    return (
      <>
        {visitWords.notKnown}
        {phone ? <span className="block text-xs text-muted">{visitWords.phoneCell}</span> : null}
      </>
    );
  const more: [string, string | null][] = [
    [visitWords.campaign, visit.visitCampaign],
    [visitWords.referrer, visit.visitReferrer],
    [visitWords.landing, visit.visitLanding],
  ];
  return (
    <>
      {sourceAndMedium(visit.visitSource, visit.visitMedium)}
      {more.map(([term, value]) =>
        value ? (
          <span key={term} className="block text-xs break-all text-muted">
            {`${term}: ${value}`}
          </span>
        ) : null,
      )}
    </>
  );
}
