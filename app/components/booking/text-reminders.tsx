import { MessageSquareText } from "lucide-react";
import { Form } from "react-router";
import { textChoiceIn } from "~/content/in/reminder-texts";
import { useWords } from "~/lib/locale";
import type { TextChannel } from "~/lib/text-channels";
import { TextChannelRadios } from "./text-channel-radios";

/** What the manage page knows of the patient's choice (bookings/text-choice.server.ts). */
export interface TextChoiceBox {
  channel: TextChannel;
  number: string | null;
  stopped: boolean;
  chosenZone: string | null;
  numberZone: string | null;
  zones: readonly string[];
}

/** 'Europe/Berlin' → 'Berlin', 'America/New_York' → 'New York'. */
const cityOf = (zone: string) => (zone.split("/").pop() ?? zone).replace(/_/g, " ");

/**
 * The manage page's "Reminders by text": what is chosen, and a plain form to change it (email
 * only, SMS or WhatsApp as well, on whose clock). A number without its country code, or one that
 * replied STOP, is said instead of offering what cannot be sent.
 */
export function TextReminders({ box, path, busy }: { box: TextChoiceBox; path: string; busy: boolean }) {
  const copy = useWords(textChoiceIn);
  const current =
    box.channel === "none" || !box.number
      ? copy.emailOnly
      : copy.goesTo(copy.channelNames[box.channel], box.number);
  return (
    <div className="card p-7">
      <h2 className="flex items-center gap-2 font-sans text-xl font-semibold text-brand-900">
        <MessageSquareText aria-hidden="true" className="size-6" />
        {copy.legend}
      </h2>
      <p className="mt-2" data-testid="text-reminders-current">
        {current}
      </p>
      {box.stopped ? <p className="mt-2 text-muted">{copy.stopped}</p> : null}
      {box.number ? (
        <Form method="post" action={path} className="mt-4">
          <input type="hidden" name="intent" value="reminders" />
          <fieldset>
            <legend className="sr-only">{copy.legend}</legend>
            <p className="text-sm text-muted">{copy.hint}</p>
            <TextChannelRadios name="reminders" labels={copy.labels} checked={box.channel} />
          </fieldset>
          <label htmlFor="text-time-zone" className="mt-4 block font-semibold">
            {copy.zoneLabel}
          </label>
          <select
            id="text-time-zone"
            name="time_zone"
            defaultValue={box.chosenZone ?? ""}
            className="mt-1 block w-full rounded-lg border border-line bg-white px-3 py-2.5 text-ink"
          >
            <option value="">{copy.zoneFromNumber(cityOf(box.numberZone ?? ""))}</option>
            {box.zones.map((zone) => (
              <option key={zone} value={zone}>
                {zone.replace(/_/g, " ")}
              </option>
            ))}
          </select>
          <button type="submit" className="btn-brand mt-5" disabled={busy}>
            {copy.save}
          </button>
        </Form>
      ) : (
        <p className="mt-2 text-muted">{copy.needsInternational}</p>
      )}
    </div>
  );
}
