import { textStatusWords as words } from "~/content/staff-text-messages";
import type { TextState } from "~/lib/text-state";
import { tdClass } from "./staff-ui";

/** A text's state cell on the patient page: waiting, given up (and why), or the provider's last word. */
export function TextStateCell({ text, attempts }: { text: TextState; attempts: number }) {
  const bad = text.state === "given-up" || text.state === "failed";
  return (
    <td className={`${tdClass} ${bad ? "text-danger-700" : ""}`.trim()} data-text-state={text.state}>
      {text.state === "waiting"
        ? words.waiting(attempts)
        : text.state === "given-up"
          ? words.gaveUp[text.why]
          : words[text.state]}
    </td>
  );
}
