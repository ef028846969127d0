import type { EmblaCarouselType, EmblaOptionsType } from "embla-carousel";
import { useCallback, useEffect, useRef, useState } from "react";
import { useInteracted } from "./use-deferred-module";

type CarouselAction = (api: EmblaCarouselType) => void;

/**
 * Embla on demand: like `useEmblaCarousel`, a viewport ref and the carousel's API, but the code
 * is fetched once the visitor does anything with the page, not with its first scripts
 * (docs/decisions/0006-first-load.md). The slides are server HTML either way. `run` does an
 * action now, or as soon as the code is in (a tap on Next before then is not lost).
 */
export function useCarousel(
  options: EmblaOptionsType,
): [(node: HTMLElement | null) => void, EmblaCarouselType | undefined, (action: CarouselAction) => void] {
  const storedOptions = useRef(options);
  const pending = useRef<CarouselAction[]>([]);
  const [viewport, setViewport] = useState<HTMLElement | null>(null);
  const [api, setApi] = useState<EmblaCarouselType>();
  const [wanted, setWanted] = useState(false);
  const interacted = useInteracted();

  useEffect(() => {
    if (!viewport || !(interacted || wanted)) return;
    let instance: EmblaCarouselType | undefined;
    let cancelled = false;
    void import("embla-carousel").then(({ default: EmblaCarousel }) => {
      if (cancelled) return;
      const created = EmblaCarousel(viewport, storedOptions.current);
      instance = created;
      setApi(created);
      for (const action of pending.current.splice(0)) action(created);
    });
    return () => {
      cancelled = true;
      instance?.destroy();
      setApi(undefined);
    };
  }, [viewport, interacted, wanted]);

  const run = useCallback(
    (action: CarouselAction) => {
      if (api) return action(api);
      pending.current.push(action);
      setWanted(true);
    },
    [api],
  );

  return [setViewport, api, run];
}
