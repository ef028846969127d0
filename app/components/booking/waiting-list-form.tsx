import { waitingListFormIn } from "~/content/in/waiting-list";
import { formatEventDate } from "~/lib/format";
import { useLocale, useWords } from "~/lib/locale";
import { TextChannelRadios } from "./text-channel-radios";

const fieldClass = "mt-1 block w-full rounded-lg border border-line bg-white px-3 py-2.5 text-ink";

/**
 * "Tell me when a place frees up": a plain HTML form (it works without JavaScript) on the event
 * page, shown when a day on offer has no places left, with those days to choose from. It posts
 * to /waiting-list, whose page answers in the page's language.
 */
export function WaitingListForm({ fullDates, chosen }: { fullDates: string[]; chosen: string | undefined }) {
  const locale = useLocale();
  const words = useWords(waitingListFormIn);
  if (fullDates.length === 0) return null;
  const selected = chosen && fullDates.includes(chosen) ? chosen : fullDates[0];
  return (
    <section
      aria-labelledby="waiting-list-title"
      className="mt-8 rounded-2xl border border-line p-5"
      data-testid="waiting-list"
    >
      <h3 id="waiting-list-title" className="font-sans text-lg font-semibold text-brand-900">
        {words.heading}
      </h3>
      <p className="mt-2 text-muted">{words.intro}</p>
      <form method="post" action={`/waiting-list?lang=${locale}`} className="mt-4 space-y-4">
        <input type="hidden" name="language" value={locale} />
        <div>
          <label htmlFor="waiting-date" className="block font-semibold">
            {words.day}
          </label>
          <select id="waiting-date" name="date" defaultValue={selected} className={fieldClass}>
            {fullDates.map((date) => (
              <option key={date} value={date}>
                {formatEventDate(date, locale)}
              </option>
            ))}
          </select>
        </div>
        <div>
          <label htmlFor="waiting-email" className="block font-semibold">
            {words.email}
          </label>
          <input
            id="waiting-email"
            name="email"
            type="email"
            required
            autoComplete="email"
            maxLength={254}
            className={fieldClass}
          />
        </div>
        <div>
          <label htmlFor="waiting-name" className="block font-semibold">
            {words.name}
          </label>
          <input
            id="waiting-name"
            name="name"
            required
            autoComplete="name"
            maxLength={120}
            className={fieldClass}
          />
        </div>
        <div>
          <label htmlFor="waiting-phone" className="block font-semibold">
            {words.phone}
          </label>
          <p id="waiting-phone-hint" className="text-sm text-muted">
            {words.phoneHint}
          </p>
          <input
            id="waiting-phone"
            name="phone"
            type="tel"
            inputMode="tel"
            autoComplete="tel"
            maxLength={40}
            aria-describedby="waiting-phone-hint"
            className={fieldClass}
          />
        </div>
        <fieldset>
          <legend className="font-semibold">{words.channelLegend}</legend>
          <TextChannelRadios name="channel" labels={words.channels} />
        </fieldset>
        <label className="flex items-start gap-2 text-sm">
          <input type="checkbox" name="consent" value="yes" className="mt-1" />
          <span>{words.consent}</span>
        </label>
        <button type="submit" className="btn-primary" data-testid="waiting-list-join">
          {words.submit}
        </button>
      </form>
    </section>
  );
}
