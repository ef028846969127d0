/**
 * The payment confirmation page's results other than a confirmation: checking, the check
 * failed, not paid or not found, refunded, cancelled. Drawing only; the route asks the provider.
 */
import { Info, LoaderCircle, Undo2 } from "lucide-react";
import { Link } from "react-router";
import { paymentPageIn } from "~/content/in/consultation-success";
import { consultationEventIn } from "~/content/in/event";
import { labelsIn } from "~/content/in/labels";
import { siteIn } from "~/content/in/site";
import { useLocalePath, useWords } from "~/lib/locale";

/** Shown while the provider is asked: at once, before the answer has arrived. */
export function Checking({ sessionId }: { sessionId: string }) {
  const words = useWords(paymentPageIn);
  return (
    <section className="flex min-h-[70vh] flex-col items-center justify-center gap-4 pt-24">
      <LoaderCircle aria-hidden="true" className="size-12 animate-spin text-brand-600" />
      <p role="status" className="text-lg font-semibold text-brand-900">
        {words.checking}
      </p>
      <noscript>
        <a href={`/consultation-success?session_id=${encodeURIComponent(sessionId)}&wait=1`} className="link">
          {words.showResult}
        </a>
      </noscript>
    </section>
  );
}

/** The provider could not be asked (it is down, or the database went away meanwhile). */
export function CheckFailed() {
  const words = useWords(paymentPageIn);
  return (
    <Notice
      icon={Info}
      heading={words.checkFailed.heading}
      text={words.checkFailed.text}
      back={words.backToEvent}
    />
  );
}

/** The day filled up while the patient was paying: the payment is given back, never kept. */
export function Refunded() {
  const consultationEvent = useWords(consultationEventIn);
  return (
    <Notice
      icon={Undo2}
      heading={consultationEvent.refunded.heading}
      text={consultationEvent.refunded.text}
      back={consultationEvent.refunded.chooseAnotherDate}
    />
  );
}

/** Paid, then cancelled (by the patient's manage link or by staff): no place, no calendar. */
export function Cancelled() {
  const words = useWords(paymentPageIn);
  const consultationEvent = useWords(consultationEventIn);
  return (
    <Notice
      icon={Info}
      heading={consultationEvent.cancelled.heading}
      text={consultationEvent.cancelled.text}
      back={words.backToEvent}
    />
  );
}

export function NotConfirmed({ status }: { status: "unknown" | "unpaid" }) {
  const words = useWords(paymentPageIn);
  const notice = words.notConfirmed[status];
  return <Notice icon={Info} heading={notice.heading} text={notice.text} back={words.backToEvent} />;
}

/** A result that is not a confirmation: what happened, how to reach the clinic, where to go next. */
function Notice({
  icon: Icon,
  heading,
  text,
  back,
}: {
  icon: typeof Info;
  heading: string;
  text: string;
  back: string;
}) {
  const labels = useWords(labelsIn);
  const site = useWords(siteIn);
  const to = useLocalePath();
  return (
    <section className="bg-canvas pt-28 pb-20 md:pt-36">
      <div className="container-page max-w-3xl">
        <div className="card p-7 text-center md:p-10">
          <Icon aria-hidden="true" className="mx-auto size-16 text-accent-700" strokeWidth={1.5} />
          <h1 className="mt-4 text-3xl font-semibold">{heading}</h1>
          <p className="mt-4 text-muted">{text}</p>
          <p className="mt-4">
            {labels.actions.call}{" "}
            <a href={site.phone.href} className="link">
              {site.phone.display}
            </a>{" "}
            {labels.actions.orEmail}{" "}
            <a href={`mailto:${site.email}`} className="link">
              {site.email}
            </a>
            .
          </p>
          <div className="mt-6 flex flex-wrap justify-center gap-3">
            <Link to={to("/consultation-event")} className="btn-primary">
              {back}
            </Link>
            <Link to={to("/")} className="btn-outline">
              {labels.actions.returnHome}
            </Link>
          </div>
        </div>
      </div>
    </section>
  );
}
