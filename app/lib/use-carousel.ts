import type { EmblaCarouselType, EmblaOptionsType } from "embla-carousel";
import { useEffect, useRef, useState } from "react";

/**
 * Embla on demand: the same `[viewportRef, api]` pair as `useEmblaCarousel`, but the carousel's
 * code is fetched once the viewport is on the page instead of with the page's first scripts
 * (docs/decisions/0006-first-load.md). The slides are server HTML either way; until the code
 * arrives the first slide shows and the buttons do nothing.
 */
export function useCarousel(
  options: EmblaOptionsType,
): [(node: HTMLElement | null) => void, EmblaCarouselType | undefined] {
  const storedOptions = useRef(options);
  const [viewport, setViewport] = useState<HTMLElement | null>(null);
  const [api, setApi] = useState<EmblaCarouselType>();

  useEffect(() => {
    if (!viewport) return;
    let instance: EmblaCarouselType | undefined;
    let cancelled = false;
    void import("embla-carousel").then(({ default: EmblaCarousel }) => {
      if (cancelled) return;
      instance = EmblaCarousel(viewport, storedOptions.current);
      setApi(instance);
    });
    return () => {
      cancelled = true;
      instance?.destroy();
      setApi(undefined);
    };
  }, [viewport]);

  return [setViewport, api];
}
