import { ChevronsLeftRight } from "lucide-react";
import type { TreatmentResult } from "~/content/home-types";
import { localeInfo } from "~/content/locales";
import { homeLabelsIn } from "~/content/in/home";
import { compareValueText, type CompareWords } from "~/lib/compare";
import { useLocale } from "~/lib/locale";
import { Picture } from "~/components/ui/picture";
import { compareAttr, compareContract as names, compareWordsAttr } from "./contract";

/**
 * A before/after comparison. The divider starts at 50%; the site script moves it from 0 to 100%
 * by mouse or touch drag anywhere on the picture, and by keyboard on the handle (arrows 1%, Page
 * keys 10%, Home/End): script.ts. The handle is an ARIA slider with its value
 * announced. React draws it once and never again, so it is the same on a page sent without React.
 */
export function ComparisonSlider({ item }: { item: TreatmentResult }) {
  const position = 50;
  const locale = useLocale();
  const homeLabels = homeLabelsIn[locale];
  const tag = localeInfo[locale].tag;
  const words: CompareWords | null =
    locale === "en"
      ? null
      : {
          before: homeLabels.compare.before.toLocaleLowerCase(tag),
          after: homeLabels.compare.after.toLocaleLowerCase(tag),
          tag,
        };
  return (
    <figure className="card overflow-hidden">
      <div
        {...compareAttr(names.root)}
        data-testid={`slider-${item.id}`}
        className="relative aspect-[5/3] w-full cursor-ew-resize touch-pan-y select-none"
      >
        <div className="absolute inset-0">
          <Picture source={item.after} width={500} height={300} />
        </div>
        <div
          className="absolute inset-0"
          style={{ clipPath: `inset(0 ${100 - position}% 0 0)` }}
          {...compareAttr(names.before)}
          data-testid="before-layer"
        >
          <Picture source={item.before} width={500} height={300} />
        </div>
        <span className="pointer-events-none absolute top-3 left-3 rounded-full bg-brand-900/80 px-3 py-1 text-xs font-semibold tracking-wide text-white uppercase">
          {homeLabels.compare.before}
        </span>
        <span className="pointer-events-none absolute top-3 right-3 rounded-full bg-white/90 px-3 py-1 text-xs font-semibold tracking-wide text-brand-900 uppercase">
          {homeLabels.compare.after}
        </span>
        <div
          className="pointer-events-none absolute inset-y-0 w-0.5 -translate-x-1/2 bg-white shadow"
          style={{ left: `${position}%` }}
          {...compareAttr(names.at)}
        />
        <div
          role="slider"
          tabIndex={0}
          aria-label={homeLabels.compare.label(item.title)}
          aria-valuemin={0}
          aria-valuemax={100}
          aria-valuenow={position}
          aria-valuetext={compareValueText(position, words)}
          {...compareWordsAttr(words)}
          aria-orientation="horizontal"
          {...compareAttr(names.at)}
          className="absolute top-1/2 flex size-11 -translate-x-1/2 -translate-y-1/2 items-center justify-center rounded-full border-2 border-white bg-brand-700 text-white shadow-lg"
          style={{ left: `${position}%` }}
        >
          <ChevronsLeftRight aria-hidden="true" className="size-5" />
        </div>
      </div>
      <figcaption className="p-5">
        <h3 className="font-display text-xl font-semibold text-brand-900">{item.title}</h3>
        <p className="mt-1 text-[1rem] text-muted">{item.description}</p>
      </figcaption>
    </figure>
  );
}
