import { ChevronsLeftRight } from "lucide-react";
import { useRef, useState, type KeyboardEvent, type PointerEvent } from "react";
import type { TreatmentResult } from "~/content/home-types";
import { Picture } from "../ui/picture";

export const clampPercent = (value: number) => Math.min(100, Math.max(0, Math.round(value)));

/**
 * A before/after comparison. The divider moves from 0 to 100% (default 50) by mouse or touch
 * drag anywhere on the picture, and by keyboard on the handle (arrows 1%, Page keys 10%,
 * Home/End). The handle is an ARIA slider with its value announced.
 */
export function ComparisonSlider({ item }: { item: TreatmentResult }) {
  const [position, setPosition] = useState(50);
  const frame = useRef<HTMLDivElement>(null);
  const dragging = useRef(false);

  const moveTo = (clientX: number) => {
    const box = frame.current?.getBoundingClientRect();
    if (!box || box.width === 0) return;
    setPosition(clampPercent(((clientX - box.left) / box.width) * 100));
  };

  const onPointerDown = (event: PointerEvent<HTMLDivElement>) => {
    dragging.current = true;
    event.currentTarget.setPointerCapture(event.pointerId);
    moveTo(event.clientX);
  };
  const onPointerMove = (event: PointerEvent<HTMLDivElement>) => {
    if (dragging.current) moveTo(event.clientX);
  };
  const stopDragging = () => {
    dragging.current = false;
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const steps: Record<string, number> = {
      ArrowLeft: -1,
      ArrowDown: -1,
      ArrowRight: 1,
      ArrowUp: 1,
      PageDown: -10,
      PageUp: 10,
    };
    if (event.key in steps) setPosition((p) => clampPercent(p + steps[event.key]));
    else if (event.key === "Home") setPosition(0);
    else if (event.key === "End") setPosition(100);
    else return;
    event.preventDefault();
  };

  return (
    <figure className="card overflow-hidden">
      <div
        ref={frame}
        data-testid={`slider-${item.id}`}
        className="relative aspect-[5/3] w-full cursor-ew-resize touch-pan-y select-none"
        onPointerDown={onPointerDown}
        onPointerMove={onPointerMove}
        onPointerUp={stopDragging}
        onPointerCancel={stopDragging}
      >
        <div className="absolute inset-0">
          <Picture source={item.after} width={500} height={300} />
        </div>
        <div
          className="absolute inset-0"
          style={{ clipPath: `inset(0 ${100 - position}% 0 0)` }}
          data-testid="before-layer"
        >
          <Picture source={item.before} width={500} height={300} />
        </div>
        <span className="pointer-events-none absolute top-3 left-3 rounded-full bg-brand-900/80 px-3 py-1 text-xs font-semibold tracking-wide text-white uppercase">
          Before
        </span>
        <span className="pointer-events-none absolute top-3 right-3 rounded-full bg-white/90 px-3 py-1 text-xs font-semibold tracking-wide text-brand-900 uppercase">
          After
        </span>
        <div
          className="pointer-events-none absolute inset-y-0 w-0.5 -translate-x-1/2 bg-white shadow"
          style={{ left: `${position}%` }}
        />
        <div
          role="slider"
          tabIndex={0}
          aria-label={`Compare before and after: ${item.title}`}
          aria-valuemin={0}
          aria-valuemax={100}
          aria-valuenow={position}
          aria-valuetext={`${position}% before, ${100 - position}% after`}
          aria-orientation="horizontal"
          onKeyDown={onKeyDown}
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
