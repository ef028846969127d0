import type { SmileState } from "~/content/home-types";
import { illustrationUrl } from "./drawn";

/**
 * A drawn smile, one of ten states, so before/after pairs read clearly without photographs.
 * Colours come from the theme; the drawing scales to its box (fixed aspect 5:3).
 */
interface Look {
  tooth: string;
  shade?: string;
  /** Upper-tooth indexes (0-7) that are missing. */
  missing?: number[];
  /** Upper-tooth index with a broken edge. */
  chipped?: number;
  /** Per-tooth height offsets for a worn, uneven edge. */
  uneven?: boolean;
  stains?: boolean;
  /** Only a few teeth left: the arch before All-on-6. */
  sparse?: boolean;
  /** Restorations shown with a faint outline. */
  restored?: number[];
  shine?: boolean;
}

const looks: Record<SmileState, Look> = {
  "missing-tooth": { tooth: "#f3ecdc", shade: "#e2d6bd", missing: [3] },
  "implant-restored": { tooth: "#fbf8f1", shade: "#ece4d3", restored: [3], shine: true },
  "worn-uneven": { tooth: "#efe4c8", shade: "#ddceaa", uneven: true },
  veneers: { tooth: "#fdfbf6", shade: "#efe8da", restored: [1, 2, 3, 4, 5, 6], shine: true },
  stained: { tooth: "#e6d2a0", shade: "#cdb27a", stains: true },
  whitened: { tooth: "#fefdf9", shade: "#f0ebe0", shine: true },
  "broken-crown": { tooth: "#f1e8d3", shade: "#ddcfb1", chipped: 4, missing: [5] },
  "crown-bridge": { tooth: "#fbf8f1", shade: "#ece4d3", restored: [4, 5, 6], shine: true },
  "toothless-arch": { tooth: "#e9dcbc", shade: "#d2c09a", sparse: true, missing: [0, 1, 2, 5, 6, 7] },
  "full-arch": { tooth: "#fdfbf6", shade: "#efe8da", restored: [0, 1, 2, 3, 4, 5, 6, 7], shine: true },
};

// Upper teeth from the viewer's left: x centre, width, height.
const upper = [
  { x: 92, w: 30, h: 44 },
  { x: 124, w: 34, h: 52 },
  { x: 160, w: 36, h: 60 },
  { x: 199, w: 42, h: 70 },
  { x: 243, w: 42, h: 70 },
  { x: 282, w: 36, h: 60 },
  { x: 318, w: 34, h: 52 },
  { x: 350, w: 30, h: 44 },
].map((t) => ({ ...t, x: t.x - 21 }));

const lower = [112, 142, 170, 198, 226, 254, 282, 312].map((x, i) => ({
  x: x - 2,
  w: i === 0 || i === 7 ? 26 : 28,
  h: 34,
}));

const unevenOffsets = [-6, 4, -3, 8, -5, 6, -2, 5];

function toothPath(cx: number, top: number, w: number, h: number, chipped = false): string {
  const l = cx - w / 2;
  const r = cx + w / 2;
  const b = top + h;
  const edge = chipped
    ? `L ${r - 3} ${b - 14} L ${cx + 4} ${b - 4} L ${cx - 6} ${b - 18} L ${l + 4} ${b - 6}`
    : `Q ${r} ${b} ${r - 8} ${b} L ${l + 8} ${b} Q ${l} ${b} ${l + 2} ${b - 10}`;
  return `M ${l + 2} ${top} L ${r - 2} ${top} L ${r - 1} ${b - 10} ${edge} Z`;
}

export const smileStates = Object.keys(looks) as SmileState[];

/** The drawing itself, rendered once into a file by scripts/draw-illustrations.tsx. */
export function SmileDrawing({ state }: { state: SmileState }) {
  const look = looks[state];
  const missing = new Set(look.missing ?? []);
  const restored = new Set(look.restored ?? []);
  const gradientId = `smile-bg-${state}`;
  return (
    <svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 400 240" width="400" height="240">
      <defs>
        <radialGradient id={gradientId} cx="50%" cy="45%" r="70%">
          <stop offset="0%" stopColor="var(--color-brand-50)" />
          <stop offset="100%" stopColor="var(--color-brand-100)" />
        </radialGradient>
      </defs>
      <rect width="400" height="240" fill={`url(#${gradientId})`} />
      {/* lips */}
      <path d="M40 92 Q 200 20 360 92 Q 330 210 200 218 Q 70 210 40 92 Z" fill="#c9837a" />
      {/* mouth interior */}
      <path d="M58 98 Q 200 58 342 98 Q 318 190 200 196 Q 82 190 58 98 Z" fill="#4a1f24" />
      {/* upper gum */}
      <path d="M62 98 Q 200 62 338 98 L 334 112 Q 200 84 66 112 Z" fill="#d98a8f" />
      {/* lower gum */}
      <path d="M84 178 Q 200 206 316 178 L 318 190 Q 200 200 82 190 Z" fill="#d98a8f" />
      {lower.map((t, i) => (
        <rect
          key={`l${i}`}
          x={t.x - t.w / 2}
          y={178 - t.h + Math.abs(i - 3.5) * 2}
          width={t.w}
          height={t.h}
          rx="8"
          fill={look.sparse && i % 3 !== 0 ? "#4a1f24" : look.tooth}
          stroke={look.shade}
          strokeWidth="1.5"
        />
      ))}
      {upper.map((t, i) => {
        if (missing.has(i)) return null;
        const top = 96 - Math.abs(i - 3.5) * 3;
        const h = t.h + (look.uneven ? unevenOffsets[i] : 0);
        return (
          <g key={`u${i}`}>
            <path
              d={toothPath(t.x, top, t.w, h, look.chipped === i)}
              fill={look.tooth}
              stroke={restored.has(i) ? "var(--color-accent-400)" : look.shade}
              strokeWidth={restored.has(i) ? 2 : 1.5}
            />
            {look.shine ? (
              <path
                d={`M ${t.x - t.w / 4} ${top + 10} q 3 ${h / 3} 0 ${h / 2}`}
                stroke="#ffffff"
                strokeWidth="3"
                strokeLinecap="round"
                fill="none"
                opacity="0.9"
              />
            ) : null}
            {look.stains ? (
              <>
                <ellipse cx={t.x + 4} cy={top + h - 14} rx={t.w / 4} ry="5" fill="#b08d4a" opacity="0.55" />
                <ellipse cx={t.x - 6} cy={top + 14} rx="4" ry="3" fill="#9b7a3c" opacity="0.5" />
              </>
            ) : null}
          </g>
        );
      })}
      {state === "missing-tooth" || state === "toothless-arch" ? null : (
        <path
          d="M 120 70 q 80 -22 160 0"
          stroke="#ffffff"
          strokeOpacity="0.25"
          strokeWidth="4"
          fill="none"
          strokeLinecap="round"
        />
      )}
    </svg>
  );
}

/**
 * A drawn smile as a cached image file (app/components/illustrations/drawn/), not inline SVG:
 * the page's HTML stays small and React has no drawing to hydrate. Fills its box (5:3).
 */
export function SmileIllustration({
  state,
  title,
  className = "",
  eager = false,
}: {
  state: SmileState;
  title: string;
  className?: string;
  /** Lazy unless the picture is in the first screen. */
  eager?: boolean;
}) {
  return (
    <img
      src={illustrationUrl(`smile-${state}`)}
      alt={title}
      width={400}
      height={240}
      loading={eager ? "eager" : "lazy"}
      decoding="async"
      className={`object-cover ${className}`}
    />
  );
}
