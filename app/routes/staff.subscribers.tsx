import { data, Form, Link, redirect } from "react-router";
import { requireAppContext } from "~/context";
import { isLocale, locales, localeInfo } from "~/content/locales";
import { staffSubscribersCopy as copy } from "~/content/staff-subscribers";
import {
  buttonClass,
  FormMessage,
  inputClass,
  labelClass,
  PageTitle,
  secondaryButtonClass,
  staffMeta,
  tdClass,
} from "~/components/staff/staff-ui";
import { formatDateTime } from "~/lib/format";
import { StaffTable } from "~/components/staff/staff-table";
import { recordAudit, subjectHash } from "~/services/staff/audit.server";
import { endpointAction } from "~/services/platform/endpoint.server";
import { listSubscribers, unsubscribe } from "~/services/newsletter/subscribers.server";
import { requireStaff } from "~/services/staff/session.server";
import type { Route } from "./+types/staff.subscribers";

/** /staff/subscribers: newsletter sign-ups (all, or those in one language: ?language=de), their export, and unsubscribing one. */
export const meta: Route.MetaFunction = () => staffMeta(copy.title);

export async function loader({ request, context }: Route.LoaderArgs) {
  const app = requireAppContext(context);
  await requireStaff(request, app);
  const url = new URL(request.url);
  const wanted = url.searchParams.get("language");
  const language = isLocale(wanted) ? wanted : null;
  const rows = (await listSubscribers(app.db)).filter((row) => !language || row.language === language);
  return {
    language,
    subscribers: rows.map((row) => ({
      id: row.id,
      email: row.email,
      consentedAt: row.consentedAt,
      sourcePage: row.sourcePage,
      status: row.status,
      language: row.language,
    })),
    unsubscribed: url.searchParams.has("unsubscribed"),
  };
}

export const action = endpointAction("staffSubscribers", async ({ input, request, context }) => {
  const user = await requireStaff(request, context);
  const email = await unsubscribe(context.db, input.id);
  if (!email) return data({ error: copy.gone, code: "NOT_FOUND" }, { status: 404 });
  await recordAudit(context.db, user, "subscriber.unsubscribe", subjectHash(email));
  return redirect("/staff/subscribers?unsubscribed");
});

export default function Subscribers({ loaderData, actionData }: Route.ComponentProps) {
  const { subscribers, unsubscribed, language } = loaderData;
  const count = (status: string) => subscribers.filter((s) => s.status === status).length;
  return (
    <>
      <PageTitle
        aside={
          <a
            href={`/staff/subscribers/export${language ? `?language=${language}` : ""}`}
            className={secondaryButtonClass}
            download
          >
            {copy.export}
          </a>
        }
      >
        {copy.title}
      </PageTitle>
      <FormMessage data={actionData ?? (unsubscribed ? { message: copy.unsubscribed } : undefined)} />
      <Form method="get" className="mb-4 flex flex-wrap items-end gap-3">
        <div>
          <label htmlFor="language" className={labelClass}>
            {copy.filter.label}
          </label>
          <select id="language" name="language" defaultValue={language ?? ""} className={inputClass}>
            <option value="">{copy.filter.any}</option>
            {locales.map((locale) => (
              <option key={locale} value={locale}>
                {localeInfo[locale].englishName}
              </option>
            ))}
          </select>
        </div>
        <button type="submit" className={buttonClass}>
          {copy.filter.submit}
        </button>
        {language ? (
          <Link to="/staff/subscribers" className="link">
            {copy.filter.clear}
          </Link>
        ) : null}
      </Form>
      <p className="mb-2 text-sm text-muted">
        {copy.counts(count("confirmed"), count("pending"), count("unsubscribed"))}
      </p>
      <StaffTable
        label={copy.tableLabel}
        headings={[
          copy.columns.email,
          copy.columns.status,
          copy.columns.signedUp,
          copy.columns.sourcePage,
          copy.columns.language,
          <span className="sr-only">{copy.columns.actions}</span>,
        ]}
      >
        {subscribers.map((s) => (
          <tr key={s.id}>
            <td className={`${tdClass} break-all`}>{s.email}</td>
            <td className={tdClass}>{copy.statuses[s.status]}</td>
            <td className={tdClass}>{formatDateTime(s.consentedAt)}</td>
            <td className={tdClass}>{s.sourcePage ?? "–"}</td>
            <td className={tdClass}>{localeInfo[s.language].englishName}</td>
            <td className={tdClass}>
              {s.status === "unsubscribed" ? null : (
                <Form method="post">
                  <input type="hidden" name="intent" value="unsubscribe" />
                  <input type="hidden" name="id" value={s.id} />
                  <button type="submit" className="link" aria-label={copy.unsubscribeLabel(s.email)}>
                    {copy.unsubscribe}
                  </button>
                </Form>
              )}
            </td>
          </tr>
        ))}
      </StaffTable>
    </>
  );
}
