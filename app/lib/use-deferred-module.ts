import { useEffect, useState, useSyncExternalStore } from "react";

/**
 * A module fetched only once it is wanted, for code a visitor may never use (the menu dialog,
 * the newsletter popup, carousels): it is not among the page's first scripts, nor fetched
 * while the page is still settling (docs/decisions/0006-first-load.md). Undefined on the server,
 * during hydration and until the module arrives, so what the server rendered and what
 * hydration renders stay the same. `load` must be a module-level function.
 */
export function useDeferredModule<T>(load: () => Promise<T>, wanted: boolean): T | undefined {
  const [loaded, setLoaded] = useState<T>();
  useEffect(() => {
    if (!wanted) return;
    let cancelled = false;
    void load().then((module) =>
      whenNotPressed(() => {
        if (!cancelled) setLoaded(() => module);
      }),
    );
    return () => {
      cancelled = true;
    };
  }, [load, wanted]);
  return loaded;
}

// A module that arrives while a finger or button is down on the page waits until it is lifted
// and its click has been handled: swapping the plain markup for the loaded parts replaces the
// element under the pointer, and a click whose press and release land on different elements
// goes to neither (a tap on the menu button was lost when the menu's code came in mid-tap).
let pressed = false;
const afterRelease: Array<() => void> = [];

function whenNotPressed(apply: () => void) {
  if (pressed) afterRelease.push(apply);
  else apply();
}

function released() {
  pressed = false;
  // A task after the release's own: the click it makes is dispatched first. (A message, not a
  // timer, so a page whose clock is frozen in a test still gets it.)
  const channel = new MessageChannel();
  channel.port1.onmessage = () => {
    channel.port1.close();
    if (pressed) return;
    for (const apply of afterRelease.splice(0)) apply();
  };
  channel.port2.postMessage(null);
}

if (typeof window !== "undefined") {
  const options = { capture: true, passive: true };
  window.addEventListener("pointerdown", () => (pressed = true), options);
  window.addEventListener("pointerup", released, options);
  window.addEventListener("pointercancel", released, options);
  window.addEventListener("blur", released);
}

// The first sign of a person at the page: a pointer over it, a touch, a key, a scroll.
const interactionEvents = [
  "pointerover",
  "pointerdown",
  "touchstart",
  "keydown",
  "focusin",
  "scroll",
] as const;
let interacted = false;
const listeners = new Set<() => void>();

function noteInteraction() {
  interacted = true;
  for (const event of interactionEvents) window.removeEventListener(event, noteInteraction, true);
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void) {
  if (listeners.size === 0 && !interacted) {
    for (const event of interactionEvents) {
      window.addEventListener(event, noteInteraction, { capture: true, passive: true });
    }
  }
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** True once the visitor has done anything with the page (false on the server). */
export function useInteracted(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => interacted,
    () => false,
  );
}
