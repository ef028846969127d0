import { SmileDrawing } from "./smile";

/** Theme tokens, so the drawing follows the palette (app/app.css), as the scenes do. */
const c = {
  sky: "var(--color-brand-50)",
  soft: "var(--color-brand-100)",
  water: "var(--color-brand-200)",
  mid: "var(--color-brand-300)",
  teal: "var(--color-brand-500)",
  line: "var(--color-brand-700)",
  night: "var(--color-brand-900)",
  gold: "var(--color-accent-300)",
  goldMid: "var(--color-accent-200)",
  goldSoft: "var(--color-accent-100)",
  white: "#ffffff",
};

export const heroDrawingSize = { width: 480, height: 520 } as const;

/** The window: an arch 380 wide, its top at y 20 and its sill at y 470. */
const arch = "M50 470V210A190 190 0 0 1 430 210V470Z";

const steps = (from: number, to: number, step: number) =>
  Array.from({ length: Math.floor((to - from) / step) + 1 }, (_, i) => from + i * step);

/** The Parliament across the Danube, seen from the clinic's window on the Buda side. */
function View() {
  const roofSpires = [84, 106, 162, 176, 304, 318, 374, 396];
  const windows = steps(80, 400, 12).filter((x) => x < 190 || x > 290);
  return (
    <g clipPath="url(#hero-window)">
      <rect x="50" y="20" width="380" height="450" fill={c.sky} stroke="none" />
      <circle cx="322" cy="118" r="34" fill={c.goldMid} stroke="none" />
      <path d="M92 132h52M112 120h26M352 176h44M364 164h22" stroke={c.mid} />
      {/* Pest's roofs behind the Parliament */}
      <path
        d="M50 282V262h30v-12h26v12h22v20M352 282V256h24v-10h30v10h24v26"
        fill={c.soft}
        strokeWidth={1.5}
      />
      {/* The Parliament: wings, towers, the central block and its dome */}
      <path d="M70 330V282H410V330" fill={c.white} />
      <rect x="190" y="248" width="100" height="82" fill={c.white} />
      <rect x="204" y="234" width="72" height="14" fill={c.goldSoft} />
      <path d="M210 234Q210 188 240 182Q270 188 270 234Z" fill={c.goldSoft} />
      <path d="M226 234Q224 204 240 184M254 234Q256 204 240 184" strokeWidth={1.5} />
      <path d="M240 182V156" />
      <path d="M235 168L240 136L245 168Z" fill={c.gold} />
      {[128, 336].map((x) => (
        <g key={x}>
          <rect x={x} y="240" width="16" height="42" fill={c.white} />
          <path d={`M${x - 3} 240L${x + 8} 212L${x + 19} 240Z`} fill={c.soft} />
          <path d={`M${x + 8} 212V198`} />
        </g>
      ))}
      {roofSpires.map((x) => (
        <path key={x} d={`M${x - 4} 282L${x} 266L${x + 4} 282`} />
      ))}
      <g strokeWidth={1.5}>
        {windows.map((x) => (
          <path key={x} d={`M${x} 292v12M${x} 312v12`} />
        ))}
        {steps(202, 270, 17).map((x) => (
          <path key={x} d={`M${x} 326v-18q4 -8 8 0v18M${x} 292v-14q4 -8 8 0v14`} />
        ))}
      </g>
      {/* The embankment and the Danube */}
      <rect x="50" y="330" width="380" height="140" fill={c.water} stroke="none" />
      <path d="M50 330H430" />
      <g stroke={c.mid} strokeWidth={2}>
        <path d="M96 346h60M208 346h64M316 346h60M130 360h34M224 360h30M326 360h36" />
      </g>
      {/* A river boat */}
      <path d="M206 400H306L296 414H216Z" fill={c.white} />
      <rect x="224" y="386" width="62" height="14" rx="3" fill={c.white} />
      <path d="M236 393h4M248 393h4M260 393h4M272 393h4" strokeWidth={2.5} />
      <path d="M256 386v-14l12 5-12 5" fill={c.gold} />
      <g strokeWidth={1.5}>
        <path d="M214 426q10 -5 20 0t20 0t20 0t20 0" />
        <path d={`M76 384${" q10 -5 20 0 t20 0".repeat(2)}m236 0 q10 -5 20 0 t20 0`} />
        <path d={`M226 448${" q10 -5 20 0 t20 0".repeat(2)}m30 0 q10 -5 20 0 t20 0`} />
      </g>
    </g>
  );
}

/** A written treatment plan: the clinic's tooth and three ticked lines. */
function PlanCard() {
  return (
    <g>
      <rect x="346" y="262" width="126" height="112" rx="14" fill={c.night} opacity={0.35} stroke="none" />
      <rect x="340" y="252" width="126" height="112" rx="14" fill={c.white} />
      <rect x="354" y="266" width="30" height="30" rx="8" fill={c.line} stroke="none" />
      <path
        d="M364 274q3 -2 5 0q2 -2 5 0q3 2 1 8l-1 6q-1 2 -2 0l-1 -4q-2 -2 -3 0l-1 4q-1 2 -2 0l-1 -6q-2 -6 0 -8z"
        stroke={c.gold}
        strokeWidth={1.5}
      />
      <path d="M394 274h56M394 286h38" stroke={c.soft} strokeWidth={5} />
      {[314, 334].map((y) => (
        <g key={y}>
          <circle cx="362" cy={y} r="7" fill={c.gold} stroke="none" />
          <path d={`M358.5 ${y}l2.5 2.5 4.5 -5`} stroke={c.night} strokeWidth={1.75} />
          <path d={`M376 ${y}h${y === 314 ? 74 : 56}`} stroke={c.soft} strokeWidth={5} />
        </g>
      ))}
      <path d="M354 350h94" stroke={c.goldMid} strokeWidth={5} />
    </g>
  );
}

/** The result: a restored smile on a card, the site's own smile drawing. */
function SmileCard() {
  return (
    <g>
      <rect x="14" y="386" width="196" height="126" rx="16" fill={c.night} opacity={0.35} stroke="none" />
      <rect x="8" y="376" width="196" height="126" rx="16" fill={c.white} />
      <g clipPath="url(#hero-smile)">
        <g transform="translate(18 386) scale(0.44)">
          <SmileDrawing state="veneers" />
        </g>
      </g>
      <rect x="18" y="386" width="176" height="106" rx="10" />
    </g>
  );
}

/**
 * The home page's hero picture on wide screens: the Parliament and the Danube through an arched
 * window of the clinic, with a restored smile and a written treatment plan on cards in front.
 * Drawn for the dark hero band: everything outside the window is transparent.
 */
export function HeroDrawing() {
  return (
    <svg
      xmlns="http://www.w3.org/2000/svg"
      viewBox={`0 0 ${heroDrawingSize.width} ${heroDrawingSize.height}`}
      width={heroDrawingSize.width}
      height={heroDrawingSize.height}
      fill="none"
      stroke={c.line}
      strokeWidth={2}
      strokeLinejoin="round"
      strokeLinecap="round"
    >
      <defs>
        <clipPath id="hero-window">
          <path d={arch} />
        </clipPath>
        <clipPath id="hero-smile">
          <rect x="18" y="386" width="176" height="106" rx="10" />
        </clipPath>
      </defs>
      {/* A gold line around the window, as the skyline below is drawn */}
      <path d="M34 486V210A206 206 0 0 1 446 210V486" stroke={c.gold} strokeWidth={1.5} opacity={0.7} />
      <View />
      <path d={arch} />
      {/* The sill */}
      <rect x="30" y="466" width="420" height="18" rx="4" fill={c.white} />
      <path d="M44 484v10h392v-10" fill={c.soft} />
      {/* A plant on the sill */}
      <path d="M362 466l-4 -26h36l-4 26Z" fill={c.goldMid} />
      <g fill={c.teal}>
        <path d="M376 440q-22 -18 -14 -44q14 16 14 44Z" />
        <path d="M376 440q4 -30 22 -40q2 24 -22 40Z" />
        <path d="M376 440q-2 -38 10 -56q8 24 -10 56Z" />
      </g>
      <PlanCard />
      <SmileCard />
    </svg>
  );
}
