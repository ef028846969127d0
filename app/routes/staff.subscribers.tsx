import { data, Form, Link, redirect } from "react-router";
import { requireAppContext } from "~/context";
import { localeInfo } from "~/content/locales";
import { staffSubscribersCopy as copy } from "~/content/staff-subscribers";
import {
  buttonClass,
  FormMessage,
  PageTitle,
  secondaryButtonClass,
  staffMeta,
  tdClass,
} from "~/components/staff/staff-ui";
import { formatDateTime } from "~/lib/format";
import { Field, languageOptions } from "~/components/staff/field";
import { StaffTable } from "~/components/staff/staff-table";
import { endpointAction } from "~/endpoints/endpoint.server";
import { subscribersView, unsubscribe } from "~/services/newsletter/subscribers.server";
import { requireStaff } from "~/services/staff/session.server";
import type { Route } from "./+types/staff.subscribers";

/** /staff/subscribers: newsletter sign-ups (all, or those in one language: ?language=de), their export, and unsubscribing one. */
export const meta: Route.MetaFunction = () => staffMeta(copy.title);

export async function loader({ request, context }: Route.LoaderArgs) {
  const staff = await requireStaff(request, requireAppContext(context));
  return subscribersView(staff, new URL(request.url).searchParams);
}

export const action = endpointAction("staffSubscribers", async ({ input, request, context }) => {
  const staff = await requireStaff(request, context);
  if (!(await unsubscribe(staff, input.id))) return data({ error: copy.gone, code: "NOT_FOUND" }, { status: 404 });
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
        <Field
          as="select"
          id="language"
          label={copy.filter.label}
          name="language"
          defaultValue={language ?? ""}
          options={[{ value: "", label: copy.filter.any }, ...languageOptions]}
        />
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
