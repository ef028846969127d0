import { CircleCheck, CircleX, Info } from "lucide-react";
import { Form, Link } from "react-router";
import { planPageCopyIn } from "~/content/in/plan-page";
import { planDeclineReasonWordsIn, planRefusalsIn } from "~/content/in/plan-patient";
import { formatBudapestDateTime, formatEventDate } from "~/lib/format";
import { useLocale, useLocalePath, useWords } from "~/lib/locale";
import type { PlanPageData } from "~/lib/plan-page";

/** A refused answer as the action returns it: the plans service's code and words (or the pipeline's). */
export interface PlanAnswerError {
  error: string;
  code: string;
  currentVersion?: number;
  name?: string;
}

const fieldOf: Record<string, string | undefined> = {
  name: "plan-name",
  terms: "plan-terms",
  invalid: "plan-reason",
};

/**
 * What the patient may do with the plan now: accept it (their name, the terms' box) or decline it
 * (a confirmation step, a reason or none); or, once answered, what they answered and when. Plain
 * forms: it works without JavaScript. Never printed.
 */
export function PlanAnswer({
  plan,
  error,
  busy,
}: {
  plan: PlanPageData;
  error: PlanAnswerError | null;
  busy: boolean;
}) {
  const copy = useWords(planPageCopyIn);
  const locale = useLocale();
  if (plan.state === "accepted")
    return (
      <section className="card p-6 md:p-8" aria-labelledby="plan-answer" data-testid="plan-accepted">
        <h2
          id="plan-answer"
          className="flex items-center gap-2 font-sans text-xl font-semibold text-success-700"
        >
          <CircleCheck aria-hidden="true" className="size-6" />
          {copy.accepted.heading}
        </h2>
        <p className="mt-2" role="status">
          {copy.accepted.text(plan.version, formatBudapestDateTime(new Date(plan.acceptedAt!), locale))}
        </p>
      </section>
    );
  if (plan.state === "declined")
    return (
      <section className="card p-6 md:p-8" aria-labelledby="plan-answer" data-testid="plan-declined">
        <h2
          id="plan-answer"
          className="flex items-center gap-2 font-sans text-xl font-semibold text-brand-900"
        >
          <CircleX aria-hidden="true" className="size-6" />
          {copy.declined.heading}
        </h2>
        <p className="mt-2">
          {copy.declined.text(formatBudapestDateTime(new Date(plan.declinedAt!), locale))}
        </p>
        <p className="mt-2">{copy.contact}</p>
      </section>
    );
  if (plan.state !== "open") return <NotOpen plan={plan} />;
  return (
    <div className="space-y-6 print:hidden">
      {error ? <ErrorSummary plan={plan} error={error} /> : null}
      <AcceptForm plan={plan} error={error} busy={busy} />
      <DeclineForm plan={plan} error={error} busy={busy} />
    </div>
  );
}

function NotOpen({ plan }: { plan: PlanPageData }) {
  const copy = useWords(planPageCopyIn);
  const refusals = useWords(planRefusalsIn);
  const locale = useLocale();
  const heading =
    plan.state === "superseded"
      ? null
      : plan.state === "expired"
        ? copy.expiredHeading
        : copy.answeredHeading;
  return (
    <section className="card p-6 md:p-8" data-testid={`plan-${plan.state}`}>
      {heading ? <h2 className="font-sans text-xl font-semibold text-brand-900">{heading}</h2> : null}
      <p className="mt-2 flex gap-2">
        <Info aria-hidden="true" className="mt-1 size-5 shrink-0" />
        <span>
          {plan.state === "superseded"
            ? copy.superseded(plan.currentVersion)
            : plan.state === "expired"
              ? refusals.expired(formatEventDate(plan.validUntil, locale))
              : refusals.answered}
        </span>
      </p>
      {plan.state === "superseded" ? (
        <p className="mt-3">
          <Link to={plan.path} className="link">
            {copy.readVersion(plan.currentVersion)}
          </Link>
        </p>
      ) : (
        <p className="mt-2">{copy.contact}</p>
      )}
    </section>
  );
}

function ErrorSummary({ plan, error }: { plan: PlanPageData; error: PlanAnswerError }) {
  const copy = useWords(planPageCopyIn);
  const field = fieldOf[error.code];
  return (
    <div
      role="alert"
      className="rounded-xl border-2 border-danger-700 bg-danger-50 p-5"
      data-testid="plan-error"
    >
      <h2 className="font-sans text-lg font-semibold text-danger-700">{copy.errorSummary}</h2>
      <ul className="mt-2 list-disc pl-5">
        <li>
          {field ? (
            <a href={`#${field}`} className="link">
              {error.error}
            </a>
          ) : (
            error.error
          )}
        </li>
      </ul>
      {error.code === "not-current" && error.currentVersion ? (
        <p className="mt-2">
          <a href={plan.path} className="link">
            {copy.readVersion(error.currentVersion)}
          </a>
        </p>
      ) : null}
      {error.code === "expired" || error.code === "answered" ? <p className="mt-2">{copy.contact}</p> : null}
    </div>
  );
}

function FieldError({ id, error }: { id: string; error: string | null }) {
  return error ? (
    <p id={id} className="mt-1 text-sm font-semibold text-danger-700">
      {error}
    </p>
  ) : null;
}

function AcceptForm({
  plan,
  error,
  busy,
}: {
  plan: PlanPageData;
  error: PlanAnswerError | null;
  busy: boolean;
}) {
  const copy = useWords(planPageCopyIn);
  const to = useLocalePath();
  const nameError = error?.code === "name" ? error.error : null;
  const termsError = error?.code === "terms" ? error.error : null;
  return (
    <section className="card p-6 md:p-8" aria-labelledby="plan-accept">
      <h2 id="plan-accept" className="font-sans text-xl font-semibold text-brand-900">
        {copy.accept.heading}
      </h2>
      <p className="mt-2 text-muted">{copy.accept.text(plan.version)}</p>
      <Form method="post" action={plan.path} className="mt-4 space-y-4" noValidate>
        <input type="hidden" name="intent" value="accept" />
        <input type="hidden" name="version" value={plan.version} />
        <div>
          <label htmlFor="plan-name" className="block font-semibold text-ink">
            {copy.accept.nameLabel}
          </label>
          <input
            id="plan-name"
            name="name"
            type="text"
            autoComplete="name"
            required
            defaultValue={error?.name ?? ""}
            aria-invalid={nameError ? true : undefined}
            aria-describedby={nameError ? "plan-name-error" : undefined}
            className="mt-1 block min-h-12 w-full max-w-md rounded-xl border-2 border-line bg-surface px-4 text-base"
          />
          <FieldError id="plan-name-error" error={nameError} />
        </div>
        <div>
          <label className="flex min-h-11 items-start gap-3">
            <input
              id="plan-terms"
              type="checkbox"
              name="terms"
              value="yes"
              required
              aria-invalid={termsError ? true : undefined}
              aria-describedby={termsError ? "plan-terms-error" : undefined}
              className="mt-1 size-5 shrink-0 accent-brand-700"
            />
            <span>{copy.accept.termsLabel}</span>
          </label>
          <a href={to("/terms")} className="link ml-8 text-sm" target="_blank" rel="noopener">
            {copy.accept.termsLink}
          </a>
          <FieldError id="plan-terms-error" error={termsError} />
        </div>
        <button type="submit" className="btn-brand" disabled={busy}>
          {copy.accept.submit}
        </button>
      </Form>
    </section>
  );
}

function DeclineForm({
  plan,
  error,
  busy,
}: {
  plan: PlanPageData;
  error: PlanAnswerError | null;
  busy: boolean;
}) {
  const copy = useWords(planPageCopyIn);
  const reasons = useWords(planDeclineReasonWordsIn);
  const reasonError = error?.code === "invalid" ? error.error : null;
  return (
    <section className="card p-6 md:p-8" id="decline" aria-labelledby="plan-decline">
      <h2 id="plan-decline" className="font-sans text-lg font-semibold text-brand-900">
        {plan.confirmDecline ? copy.decline.confirmHeading : copy.decline.heading}
      </h2>
      {plan.confirmDecline ? (
        <Form method="post" action={plan.path} className="mt-3">
          <p className="text-muted">{copy.decline.confirmText}</p>
          <input type="hidden" name="intent" value="decline" />
          <input type="hidden" name="version" value={plan.version} />
          <fieldset
            id="plan-reason"
            className="mt-4"
            aria-describedby={reasonError ? "plan-reason-error" : undefined}
          >
            <legend className="font-semibold text-ink">{copy.decline.reasonLegend}</legend>
            {(["", "price", "timing", "another-clinic", "other"] as const).map((reason) => (
              <label key={reason || "none"} className="mt-2 flex min-h-11 items-center gap-3">
                <input
                  type="radio"
                  name="reason"
                  value={reason}
                  defaultChecked={reason === ""}
                  className="size-5 accent-brand-700"
                />
                {reason ? reasons[reason] : copy.decline.noReason}
              </label>
            ))}
          </fieldset>
          <FieldError id="plan-reason-error" error={reasonError} />
          <div className="mt-4 flex flex-wrap gap-3">
            <button type="submit" className="btn-outline" disabled={busy}>
              {copy.decline.submit}
            </button>
            <Link to={plan.path} className="btn-brand">
              {copy.decline.keep}
            </Link>
          </div>
        </Form>
      ) : (
        <>
          <p className="mt-2 text-muted">{copy.decline.text}</p>
          {/* Nothing is declined by this link: it asks first. */}
          <Link to={`${plan.path}?decline=confirm#decline`} className="btn-outline mt-3">
            {copy.decline.start}
          </Link>
        </>
      )}
    </section>
  );
}
