import { locales } from "~/content/locales";
import { SUGGESTION_DONE_KEY, suggestionContract } from "./contract";

/**
 * The browser's preferred languages (navigator.languages, already in order) against ours, by
 * RFC 4647 lookup: 'de-AT' matches 'de'. The first preference that is one of ours wins; the
 * browser's list needs no parsing, so no negotiation library is shipped to every page for it.
 */
export function preferredLocale(preferences: readonly string[]): string | undefined {
  for (const tag of preferences) {
    const parts = tag.toLowerCase().split("-");
    while (parts.length) {
      const candidate = parts.join("-");
      if ((locales as readonly string[]).includes(candidate)) return candidate;
      parts.pop();
    }
  }
  return undefined;
}

function done(): boolean {
  try {
    return localStorage.getItem(SUGGESTION_DONE_KEY) !== null;
  } catch {
    return true;
  }
}

function remember() {
  try {
    localStorage.setItem(SUGGESTION_DONE_KEY, "1");
  } catch {
    // Storage refused (private mode): the line simply comes back next time.
  }
}

/** Shows the line for the browser's preferred language, if the page is in another one. */
export function runLanguageSuggestion() {
  if (done()) return;
  const wanted = preferredLocale(navigator.languages ?? [navigator.language]);
  if (!wanted) return;
  const line = document.querySelector<HTMLElement>(`[${suggestionContract.line}="${wanted}"]`);
  if (!line) return;
  line.hidden = false;
  line.addEventListener("click", (event) => {
    const target = event.target as Element;
    if (target.closest(`[${suggestionContract.follow}]`)) remember();
    if (target.closest(`[${suggestionContract.dismiss}]`)) {
      remember();
      line.hidden = true;
    }
  });
}
