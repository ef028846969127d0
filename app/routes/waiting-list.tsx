import { data, Link } from "react-router";
import { waitingListAnswersIn, waitingListFormIn } from "~/content/in/waiting-list";
import { isLocale, type Locale } from "~/content/locales";
import { endpointAction } from "~/endpoints/endpoint.server";
import { formatEventDate } from "~/lib/format";
import { localizePath } from "~/lib/locale-path";
import { BookingError } from "~/services/bookings/holds.server";
import { joinWaitingList } from "~/services/bookings/waiting-list-entry.server";
import type { Route } from "./+types/waiting-list";

/**
 * The answer to the event page's "Tell me when a place frees up" (POST /waiting-list?lang=…): a
 * plain HTML form's page, in the event page's language, saying the person is on the list (or
 * already was), or why not. Every rule and email is the bookings service's.
 */
export const handle = { hydrate: false } as const;

export const meta: Route.MetaFunction = ({ data: loaderData }) => [
  { title: waitingListAnswersIn[loaderData?.locale ?? "en"].joinedHeading },
  { name: "robots", content: "noindex, nofollow" },
];

const localeOf = (value: unknown): Locale => (isLocale(value) ? value : "en");

/** The page's language, from the form's address (the root draws the page in it). */
export function loader({ request }: Route.LoaderArgs) {
  return { locale: localeOf(new URL(request.url).searchParams.get("lang")) };
}

export const action = endpointAction("joinWaitingList", async ({ input, context }) => {
  const locale = localeOf(input.language);
  try {
    const answer = await joinWaitingList(context, {
      date: input.date,
      email: input.email,
      name: input.name,
      phone: input.phone,
      channel: input.channel,
      consent: input.consent === "yes",
      locale,
    });
    return { outcome: answer.joined ? "joined" : "already", date: answer.date, position: answer.position };
  } catch (error) {
    if (error instanceof BookingError)
      return data({ error: error.message, code: error.code }, { status: error.status });
    throw error;
  }
});

export default function WaitingListAnswer({ loaderData, actionData }: Route.ComponentProps) {
  const locale = loaderData.locale;
  const words = waitingListAnswersIn[locale];
  const answer = actionData as
    | { outcome: "joined" | "already"; date: string; position: number }
    | { error: string }
    | undefined;
  const joined = answer && "outcome" in answer ? answer : null;
  const refused = answer && "error" in answer ? answer.error : null;
  const date = joined ? formatEventDate(joined.date, locale) : "";
  return (
    <section className="bg-canvas pt-28 pb-20 md:pt-36">
      <div className="container-page max-w-3xl">
        <div className="card p-7 md:p-10" data-testid="waiting-list-answer">
          <h1 className="text-3xl font-semibold md:text-4xl">
            {joined
              ? joined.outcome === "joined"
                ? words.joinedHeading
                : words.alreadyHeading
              : refused
                ? words.refusedHeading
                : // Opened without a post (a bookmark, a reload): only the way back.
                  waitingListFormIn[locale].heading}
          </h1>
          {joined ? (
            <p role="status" className="mt-6 text-lg">
              {joined.outcome === "joined" ? words.joined(date, joined.position) : words.already(date)}
            </p>
          ) : refused ? (
            <p role="alert" className="mt-6 rounded-xl bg-danger-50 p-4 font-semibold text-danger-700">
              {refused}
            </p>
          ) : null}
          <p className="mt-6">
            <Link
              to={`${localizePath("/consultation-event", locale)}#event-dates`}
              className="link font-semibold"
            >
              {words.back}
            </Link>
          </p>
        </div>
      </div>
    </section>
  );
}
