import { CalendarCheck } from "lucide-react";
import { labels } from "~/content/labels";
import { useEffect, useRef, useState } from "react";
import { data } from "react-router";
import { consultationDayIn } from "~/content/in/consultation-day";
import { schedulerPageIn } from "~/content/in/consultation-success";
import { useLocale, useWords } from "~/lib/locale";
import { requireAppContext } from "~/context";
import { formatEventDate, formatTime } from "~/lib/format";
import { schedulerView } from "~/services/bookings/payment-page.server";
import type { Route } from "./+types/consultation-scheduler";

/**
 * The built-in scheduling page, shown in a frame on the payment confirmation page. It offers
 * the free times on the booked day and tells the parent page the chosen one by postMessage:
 * {appointment: {date, time}}. The parent stores it.
 */
export const handle = { bare: true };

export const meta: Route.MetaFunction = ({ data: loaderData }) => [
  { title: schedulerPageIn[loaderData?.locale ?? "en"].title },
  { name: "robots", content: "noindex" },
];

export async function loader({ request, context }: Route.LoaderArgs) {
  const view = await schedulerView(
    requireAppContext(context),
    new URL(request.url).searchParams.get("session_id"),
  );
  if (!view) throw data(labels.notFound, { status: 404 });
  return view;
}

export default function Scheduler({ loaderData }: Route.ComponentProps) {
  const { eventDate, times, chosen } = loaderData;
  const [selected, setSelected] = useState<string | null>(chosen);
  const [sent, setSent] = useState(false);
  const locale = useLocale();
  const words = useWords(schedulerPageIn);
  const consultationDay = useWords(consultationDayIn);
  const timesRef = useRef<HTMLFieldSetElement>(null);

  // A time tapped before React took over the frame is checked in the page but not in React's
  // state (the button stayed "Choose a time", disabled): take it over once hydrated.
  useEffect(() => {
    const early = timesRef.current?.querySelector<HTMLInputElement>("input:checked:enabled");
    if (early && early.value !== chosen) setSelected(early.value);
  }, [chosen]);

  const confirm = () => {
    if (!selected) return;
    // The parent page is our own; it checks this frame's origin before acting.
    window.parent.postMessage({ appointment: { date: eventDate, time: selected } }, window.location.origin);
    setSent(true);
  };

  return (
    <main id="main" aria-label={words.label} className="min-h-screen bg-white p-5 sm:p-8">
      <h1 className="font-sans text-xl font-semibold text-brand-900">{words.title}</h1>
      <p className="mt-1 text-muted">
        {formatEventDate(eventDate, locale)} {words.budapestTime}
      </p>
      <p className="mt-3 text-[0.95rem]">{consultationDay.appointmentMeaning}</p>
      <fieldset ref={timesRef} className="mt-6">
        <legend className="text-sm font-semibold text-ink">{words.freeTimes}</legend>
        <div className="mt-3 grid grid-cols-2 gap-3 sm:grid-cols-4">
          {times.map(({ time, left }) => {
            const full = left === 0 && time !== chosen;
            return (
              <label
                key={time}
                className={`flex cursor-pointer flex-col rounded-xl border-2 p-3 text-center has-[:checked]:border-brand-700 has-[:checked]:bg-brand-50 has-[:focus-visible]:outline-3 has-[:focus-visible]:outline-accent-500 ${
                  full ? "cursor-not-allowed border-line bg-canvas text-muted" : "border-line"
                }`}
              >
                <input
                  type="radio"
                  name="time"
                  value={time}
                  className="sr-only"
                  disabled={full || sent}
                  checked={selected === time}
                  onChange={() => setSelected(time)}
                />
                <span className="text-lg font-semibold">{formatTime(time, locale)}</span>
                <span className="text-xs">{full ? words.fullyBooked : words.placesLeft(left)}</span>
              </label>
            );
          })}
        </div>
      </fieldset>
      <button type="button" onClick={confirm} disabled={!selected || sent} className="btn-brand mt-6">
        <CalendarCheck aria-hidden="true" className="size-5" />
        {selected ? words.confirm(selected) : words.chooseTime}
      </button>
      {sent ? (
        <p role="status" className="mt-4 text-muted">
          {words.sending}
        </p>
      ) : null}
    </main>
  );
}
