import { textChannels, type TextChannel } from "~/lib/text-channels";

/**
 * The choice of how reminders or offers reach a patient: email only, SMS or WhatsApp as well.
 * One radio per channel, each a whole-row target a thumb can hit (44 px), as the checkout, the
 * manage page and the waiting list ask it.
 */
export function TextChannelRadios({
  name,
  labels,
  checked = "none",
  inputAttributes,
}: {
  name: string;
  labels: Record<TextChannel, string>;
  checked?: TextChannel;
  /** Extra attributes on each radio (the booking part's contract mark). */
  inputAttributes?: Record<string, string | number>;
}) {
  return (
    <div className="mt-2 space-y-1">
      {textChannels.map((channel) => (
        <label key={channel} className="flex min-h-11 cursor-pointer items-center gap-3">
          <input
            type="radio"
            name={name}
            value={channel}
            defaultChecked={channel === checked}
            className="size-5 shrink-0 accent-brand-700"
            {...inputAttributes}
          />
          {labels[channel]}
        </label>
      ))}
    </div>
  );
}
