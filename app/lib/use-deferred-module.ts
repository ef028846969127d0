import { useEffect, useState } from "react";

/**
 * A module fetched after the page has hydrated, for code a visitor may never use (the menu
 * dialog, the newsletter popup): it stays out of the first load (docs/decisions/0006-first-load.md).
 * Undefined on the server, during hydration and until the module arrives, so what the server
 * rendered and what hydration renders stay the same. `load` must be a module-level function.
 */
export function useDeferredModule<T>(load: () => Promise<T>): T | undefined {
  const [loaded, setLoaded] = useState<T>();
  useEffect(() => {
    let cancelled = false;
    void load().then((module) => {
      if (!cancelled) setLoaded(() => module);
    });
    return () => {
      cancelled = true;
    };
  }, [load]);
  return loaded;
}
