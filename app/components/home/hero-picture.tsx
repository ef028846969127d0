import { ImageOff } from "lucide-react";
import { illustrationUrl } from "../illustrations/drawn";
import { heroDrawingSize } from "../illustrations/hero-scene";

/** Tailwind's `xl`: the hero has room for a picture beside its text from here up. */
const HERO_PICTURE_MEDIA = "(min-width: 80rem)";

/** A transparent pixel: what the <img> shows where the wide-screen source does not apply. */
const BLANK = "data:image/gif;base64,R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7";

/**
 * The right half of the home hero on wide screens: the drawn view from the clinic's window
 * (illustrations/hero-scene.tsx), a cached file. Decorative (alt=""): the heading beside it says
 * everything it does. Under `xl` it is not shown, and the <picture>'s source does not match, so
 * a phone fetches nothing and the heading stays the largest paint. Where it is shown it is in the
 * first screen, so it loads at once (not lazy), at low priority: the document and the heading's
 * font come first. Fixed width and height: no shift when it arrives. If the file fails, a quiet
 * arch of the same size takes its place (app/site-script/pictures.ts).
 */
export function HeroPicture() {
  const { width, height } = heroDrawingSize;
  return (
    <div
      className="absolute top-1/2 right-8 hidden w-[27rem] -translate-y-1/2 xl:block"
      data-testid="hero-picture"
    >
      <picture>
        <source
          media={HERO_PICTURE_MEDIA}
          srcSet={illustrationUrl("hero-budapest-window")}
          width={width}
          height={height}
        />
        <img
          src={BLANK}
          alt=""
          width={width}
          height={height}
          loading="eager"
          fetchPriority="low"
          decoding="async"
          data-fallback=""
          className="block h-auto w-full"
        />
      </picture>
      <span
        hidden
        data-fallback-for=""
        aria-hidden="true"
        className="flex aspect-[480/520] w-full items-center justify-center rounded-t-full border border-brand-600 bg-brand-700/50 text-brand-300"
      >
        <ImageOff className="size-10" />
      </span>
    </div>
  );
}
