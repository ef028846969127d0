import { data, Form, Link, redirect, useNavigation } from "react-router";
import { requireAppContext } from "~/context";
import { waitingListPageIn } from "~/content/in/waiting-list";
import { endpointAction } from "~/endpoints/endpoint.server";
import { waitingListPath } from "~/lib/booking-paths";
import { localizePath } from "~/lib/locale-path";
import { PaymentProviderUnavailable } from "~/services/bookings/checkout.server";
import { BookingError } from "~/services/bookings/holds.server";
import {
  bookFromOffer,
  leaveWaitingList,
  waitingListPageView,
} from "~/services/bookings/waiting-list-entry.server";
import type { Route } from "./+types/waiting-list.$token";

/**
 * A waiting-list entry's private page, opened by the link in its emails, in the entry's
 * language: its place in the queue and leaving, or the place held for them and the button that
 * starts its checkout (the event page's own payment), or what became of it. Plain HTML forms.
 */
export const handle = { solidNav: true };

export const meta: Route.MetaFunction = ({ data: loaderData }) => [
  { title: waitingListPageIn[loaderData?.locale ?? "en"].metaTitle },
  { name: "robots", content: "noindex, nofollow" },
  // The link is the key to the entry: never send it on to another page as a referrer.
  { name: "referrer", content: "no-referrer" },
];

export const headers: Route.HeadersFunction = () => ({ "Cache-Control": "no-store" });

export async function loader({ params, context }: Route.LoaderArgs) {
  const page = await waitingListPageView(requireAppContext(context), params.token);
  if (!page) throw data(waitingListPageIn.en.offerGone, { status: 404 });
  return page;
}

export const action = endpointAction("waitingListEntry", async ({ input, params, context }) => {
  const token = params.token ?? "";
  try {
    if (input.intent === "leave") {
      if (!(await leaveWaitingList(context, token)))
        throw data(waitingListPageIn.en.offerGone, { status: 404 });
      return redirect(waitingListPath(token));
    }
    const session = await bookFromOffer(context, token);
    return redirect(session.url);
  } catch (error) {
    if (error instanceof BookingError)
      return data({ error: error.message, code: error.code }, { status: error.status });
    if (error instanceof PaymentProviderUnavailable)
      return data({ error: error.message, code: "PROVIDER_UNAVAILABLE" }, { status: 502 });
    throw error;
  }
});

export default function WaitingListEntryPage({ loaderData, actionData }: Route.ComponentProps) {
  const page = loaderData;
  const words = waitingListPageIn[page.locale];
  const busy = useNavigation().state === "submitting";
  const error = actionData && "error" in actionData ? String(actionData.error) : null;
  const open = page.state === "waiting" || page.state === "offered";
  return (
    <section className="bg-canvas pt-28 pb-20 md:pt-36">
      <div className="container-page max-w-3xl space-y-6">
        <div className="card p-7 md:p-10" data-testid="waiting-list-entry" data-state={page.state}>
          <h1 className="text-3xl font-semibold md:text-4xl">{words.heading(page.date)}</h1>
          {error ? (
            <p role="alert" className="mt-6 rounded-xl bg-danger-50 p-4 font-semibold text-danger-700">
              {error}
            </p>
          ) : null}
          <p className="mt-6 text-lg" data-testid="waiting-list-state">
            {page.state === "waiting"
              ? words.waiting(page.position ?? 1)
              : page.state === "offered"
                ? words.offered(page.date, page.heldUntil ?? "")
                : words[page.state]}
          </p>
          {page.state === "offered" ? (
            <Form method="post" className="mt-6">
              <p className="text-muted">{words.offeredNote}</p>
              <input type="hidden" name="intent" value="book" />
              <button type="submit" className="btn-primary mt-4" disabled={busy} data-testid="book-offer">
                {words.book}
              </button>
            </Form>
          ) : null}
          {open ? (
            <Form method="post" className="mt-6">
              <input type="hidden" name="intent" value="leave" />
              <button type="submit" className="btn-outline" disabled={busy}>
                {words.leave}
              </button>
            </Form>
          ) : (
            <p className="mt-6">
              <Link to={localizePath("/consultation-event", page.locale)} className="link font-semibold">
                {words.backToEvent}
              </Link>
            </p>
          )}
          <p className="mt-6 text-sm text-muted">{words.questions}</p>
        </div>
      </div>
    </section>
  );
}
