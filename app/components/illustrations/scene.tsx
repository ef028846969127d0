import type { ReactNode } from "react";
import { PhotoOrDrawing } from "../ui/picture";
import type { GalleryImage } from "~/content/travel";
import { illustrationUrl } from "./drawn";

export type SceneKind = GalleryImage["scene"];

/** Theme tokens, so the drawings follow the palette (app/app.css). */
const c = {
  sky: "var(--color-brand-50)",
  line: "var(--color-brand-700)",
  soft: "var(--color-brand-100)",
  water: "var(--color-brand-200)",
  mid: "var(--color-brand-300)",
  teal: "var(--color-brand-500)",
  deep: "var(--color-brand-600)",
  gold: "var(--color-accent-300)",
  goldMid: "var(--color-accent-200)",
  goldSoft: "var(--color-accent-100)",
  wall: "var(--color-canvas)",
  white: "#ffffff",
};

const steps = (from: number, to: number, step: number) =>
  Array.from({ length: Math.floor((to - from) / step) + 1 }, (_, i) => from + i * step);

/** Gentle waves across a strip of water. */
function Waves({ ys, color = c.mid }: { ys: number[]; color?: string }) {
  return (
    <g stroke={color} strokeWidth={1.5}>
      {ys.map((y, row) => (
        <path
          key={y}
          d={`M${16 + (row % 2) * 40} ${y}${" q10 -5 20 0 t20 0".repeat(3)}m60 0${" q10 -5 20 0 t20 0".repeat(3)}m60 0${" q10 -5 20 0 t20 0".repeat(2)}`}
        />
      ))}
    </g>
  );
}

/** Walls and floor of an indoor scene. */
function Room({ floorAt = 252 }: { floorAt?: number }) {
  return (
    <>
      <rect width="480" height={floorAt} fill={c.wall} stroke="none" />
      <rect y={floorAt} width="480" height={320 - floorAt} fill={c.sky} stroke="none" />
      <path d={`M0 ${floorAt}H480`} />
      <g stroke={c.mid} strokeWidth={1.5}>
        <path
          d={`M90 ${floorAt}L40 320M200 ${floorAt}L184 320M300 ${floorAt}L316 320M400 ${floorAt}L448 320`}
        />
      </g>
    </>
  );
}

function Parliament() {
  const roofSpires = [58, 84, 150, 172, 308, 330, 396, 422];
  const windows = steps(52, 428, 12).filter((x) => x < 182 || x > 298);
  return (
    <>
      <rect width="480" height="320" fill={c.sky} stroke="none" />
      <circle cx="396" cy="62" r="24" fill={c.goldMid} stroke="none" />
      <path d="M44 76h46M60 66h24M300 48h40" stroke={c.mid} />
      <rect y="236" width="480" height="84" fill={c.water} stroke="none" />
      <path d="M40 236V184H440V236" fill={c.white} />
      <rect x="182" y="152" width="116" height="84" fill={c.white} />
      <rect x="202" y="138" width="76" height="14" fill={c.goldSoft} />
      <path d="M208 138Q208 96 240 92Q272 96 272 138Z" fill={c.goldSoft} />
      <path d="M224 138Q222 110 240 94M256 138Q258 110 240 94" strokeWidth={1.5} />
      <path d="M240 92V62" />
      <path d="M235 78L240 50L245 78Z" fill={c.gold} />
      {[110, 354].map((x) => (
        <g key={x}>
          <rect x={x} y="140" width="16" height="44" fill={c.white} />
          <path d={`M${x - 3} 140L${x + 8} 110L${x + 19} 140Z`} fill={c.soft} />
          <path d={`M${x + 8} 110V96`} />
        </g>
      ))}
      {roofSpires.map((x) => (
        <path key={x} d={`M${x - 4} 184L${x} 168L${x + 4} 184`} />
      ))}
      <g strokeWidth={1.5}>
        {windows.map((x) => (
          <path key={x} d={`M${x} 196v12M${x} 218v12`} />
        ))}
        {steps(196, 276, 16).map((x) => (
          <path key={x} d={`M${x} 230v-18q4 -8 8 0v18M${x} 196v-14q4 -8 8 0v14`} />
        ))}
      </g>
      <path d="M24 236H456" />
      <g stroke={c.mid} strokeWidth={2}>
        <path d="M70 252h70M190 252h100M340 252h70M120 266h40M224 266h32M330 266h40" />
      </g>
      <Waves ys={[288, 306]} color={c.line} />
    </>
  );
}

function ChainBridge() {
  // Hangers drop from the main chain (a quadratic curve) to the deck.
  const chainY = (x: number) => {
    const t = (x - 150) / 180;
    return 125 + 280 * t * (1 - t);
  };
  return (
    <>
      <rect width="480" height="320" fill={c.sky} stroke="none" />
      <path d="M0 196Q70 120 170 138Q250 150 300 196Z" fill={c.soft} stroke="none" />
      <path d="M70 142V122h44v20M84 122v-12h16v12M92 110v-10" fill={c.white} strokeWidth={1.5} />
      <rect y="238" width="480" height="82" fill={c.water} stroke="none" />
      <rect x="0" y="196" width="480" height="10" fill={c.white} />
      {[130, 310].map((x) => (
        <g key={x}>
          <rect x={x} y="122" width="40" height="116" fill={c.white} />
          <rect x={x - 4} y="114" width="48" height="10" fill={c.goldSoft} />
          <path d={`M${x + 10} 238V178Q${x + 20} 160 ${x + 30} 178V238`} fill={c.sky} />
        </g>
      ))}
      <g strokeWidth={3}>
        <path d="M150 125Q240 265 330 125" />
        <path d="M150 125Q90 188 0 192M330 125Q390 188 480 192" />
      </g>
      <g strokeWidth={1.5}>
        {steps(176, 304, 16).map((x) => (
          <path key={x} d={`M${x} ${chainY(x).toFixed(1)}V196`} />
        ))}
      </g>
      <path d="M0 238H480" />
      <Waves ys={[262, 286, 306]} color={c.line} />
    </>
  );
}

function ThermalBath() {
  return (
    <>
      <rect width="480" height="320" fill={c.sky} stroke="none" />
      <circle cx="80" cy="58" r="20" fill={c.goldMid} stroke="none" />
      <rect x="60" y="124" width="360" height="96" fill={c.goldSoft} />
      <path d="M52 124V100H128V124M352 124V100H428V124" fill={c.goldSoft} />
      <path d="M48 100L90 80L132 100M348 100L390 80L432 100" fill={c.goldMid} />
      <path d="M196 124Q196 70 240 66Q284 70 284 124Z" fill={c.soft} />
      <path d="M226 70h28v-10h-28z" fill={c.white} />
      <path d="M240 60v-10" />
      <g strokeWidth={1.5}>
        {[...steps(76, 172, 24), ...steps(296, 392, 24)].map((x) => (
          <path key={x} d={`M${x} 206v-30q6 -12 12 0v30`} fill={c.white} />
        ))}
        <path d="M220 220v-40q20 -24 40 0v40" fill={c.white} />
      </g>
      <path d="M36 220H444" />
      <rect x="40" y="232" width="400" height="68" rx="18" fill={c.water} />
      <path d="M52 244H428" stroke={c.white} strokeWidth={3} />
      <path d="M392 232v30M408 232v30M392 242h16M392 254h16" />
      <g stroke={c.deep} strokeWidth={1.5} opacity={0.55}>
        {[110, 190, 290, 350].map((x, i) => (
          <path key={x} d={`M${x} ${262 - (i % 2) * 6}q-8 -10 0 -20t0 -20`} />
        ))}
      </g>
      <g stroke={c.line} strokeWidth={1.5}>
        <path d="M90 272q10 -5 20 0t20 0M200 282q10 -5 20 0t20 0M300 268q10 -5 20 0t20 0" />
      </g>
    </>
  );
}

function Danube() {
  return (
    <>
      <rect width="480" height="320" fill={c.sky} stroke="none" />
      <circle cx="360" cy="60" r="22" fill={c.goldMid} stroke="none" />
      <path d="M0 168Q60 118 130 138T260 132T380 116T480 146V200H0Z" fill={c.soft} />
      <path d="M118 140v-16h36v14M128 124v-10h16v10" fill={c.white} strokeWidth={1.5} />
      <rect y="196" width="480" height="66" fill={c.water} stroke="none" />
      <path d="M0 196H480" />
      <path d="M246 228H372L360 244H258Z" fill={c.white} />
      <rect x="270" y="214" width="78" height="14" rx="3" fill={c.white} />
      <path d="M282 221h4M296 221h4M310 221h4M324 221h4M338 221h4" strokeWidth={2.5} />
      <path d="M300 214v-14l14 5-14 5" fill={c.gold} />
      <path d="M80 238h40l-6 8H88Z" fill={c.white} />
      <path d="M100 238V198l-18 34h18M104 204l14 28h-14" fill={c.goldSoft} />
      <Waves ys={[252]} color={c.line} />
      <rect y="262" width="480" height="58" fill={c.goldSoft} stroke="none" />
      <path d="M0 262H480" />
      <path d="M0 276H480" />
      <g strokeWidth={1.5}>
        {steps(12, 468, 24).map((x) => (
          <path key={x} d={`M${x} 262v14`} />
        ))}
      </g>
      {[44, 230].map((x) => (
        <g key={x}>
          <path d={`M${x} 304V214`} strokeWidth={2.5} />
          <path d={`M${x - 6} 304h12`} strokeWidth={3} />
          <path d={`M${x - 8} 214h16l-3 -12h-10Z`} fill={c.gold} />
        </g>
      ))}
      <rect x="300" y="278" width="132" height="30" rx="7" fill={c.gold} />
      <path
        d="M312 286h20v10h-20zM342 286h20v10h-20zM372 286h20v10h-20zM402 286h20v10h-20z"
        fill={c.white}
        strokeWidth={1.5}
      />
      <path d="M356 278l14 -18M366 260h12" />
      <circle cx="326" cy="310" r="5" fill={c.white} />
      <circle cx="406" cy="310" r="5" fill={c.white} />
    </>
  );
}

/** A small tooth outline, for the clinic's wall sign and the laboratory bench. */
const tooth = (x: number, y: number, s = 1) =>
  `M${x} ${y + 6 * s}q0 -8 ${8 * s} -8q4 0 ${6 * s} 3q2 -3 ${6 * s} -3q${8 * s} 0 ${8 * s} 8q0 ${6 * s} ${-2 * s} ${12 * s}l${-2 * s} ${10 * s}q${-1 * s} ${3 * s} ${-3 * s} 0l${-2 * s} ${-8 * s}q${-1 * s} ${-2 * s} ${-2 * s} 0l${-2 * s} ${8 * s}q${-2 * s} ${3 * s} ${-3 * s} 0l${-2 * s} ${-10 * s}q${-2 * s} ${-6 * s} ${-2 * s} ${-12 * s}z`;

function ClinicReception() {
  return (
    <>
      <Room />
      <rect x="150" y="62" width="180" height="118" rx="6" fill={c.soft} />
      <path d={tooth(226, 92, 1.8)} fill={c.white} />
      <path d="M206 148h68" stroke={c.deep} strokeWidth={3} />
      {[178, 240, 302].map((x) => (
        <g key={x}>
          <path d={`M${x} 0V34`} strokeWidth={1.5} />
          <path d={`M${x - 14} 48l6 -14h16l6 14Z`} fill={c.gold} />
        </g>
      ))}
      <rect x="264" y="148" width="46" height="30" rx="3" fill={c.white} />
      <path d="M287 178v4" />
      <rect x="110" y="180" width="260" height="12" rx="3" fill={c.deep} />
      <rect x="122" y="192" width="236" height="60" fill={c.white} />
      <g stroke={c.mid} strokeWidth={1.5}>
        <path d="M122 212H358M122 232H358" />
      </g>
      <path d="M404 252l-6 -34h40l-6 34Z" fill={c.goldMid} />
      <g fill={c.water}>
        <path d="M418 218q-22 -20 -12 -46q12 18 12 46Z" />
        <path d="M418 218q4 -34 22 -44q2 26 -22 44Z" />
        <path d="M418 218q-4 -40 8 -58q10 24 -8 58Z" />
      </g>
      <rect x="40" y="120" width="70" height="80" rx="4" fill={c.white} />
      <path d="M40 160H110M75 120V200" strokeWidth={1.5} />
    </>
  );
}

function TreatmentRoom() {
  return (
    <>
      <Room />
      <rect x="36" y="52" width="104" height="120" rx="4" fill={c.soft} />
      <path d="M88 52V172M36 112H140" strokeWidth={1.5} />
      <path d="M232 0V36L268 70" strokeWidth={3} />
      <path d="M278 170L254 88L310 88Z" fill={c.goldSoft} stroke="none" opacity={0.8} />
      <ellipse cx="268" cy="80" rx="20" ry="10" fill={c.gold} />
      <rect x="224" y="232" width="56" height="20" rx="4" fill={c.white} />
      <path d="M252 232V214" strokeWidth={6} />
      <path d="M170 206H316Q326 206 326 216V222H170Z" fill={c.teal} />
      <path d="M318 216L372 156Q380 150 386 158L392 166L334 226Z" fill={c.teal} />
      <rect x="380" y="140" width="26" height="16" rx="6" fill={c.teal} transform="rotate(-48 393 148)" />
      <path d="M172 208L132 238Q126 246 134 248H146L186 222Z" fill={c.teal} />
      <path d="M150 172H204M178 172V248M164 248H192" />
      <rect x="150" y="164" width="54" height="8" rx="2" fill={c.white} />
      <path d="M440 0V60L420 100" strokeWidth={2.5} />
      <rect x="392" y="98" width="56" height="36" rx="4" fill={c.white} />
      <path d="M402 122l8 -8 6 6 10 -12 10 8" stroke={c.teal} strokeWidth={1.5} />
      <rect x="410" y="190" width="56" height="62" rx="3" fill={c.white} />
      <path d="M410 212H466M410 232H466M434 200h8M434 222h8M434 242h8" strokeWidth={1.5} />
    </>
  );
}

function Laboratory() {
  return (
    <>
      <Room floorAt={280} />
      <g strokeWidth={2}>
        <path d="M36 86H196M36 136H196" />
        {[48, 76, 104, 140, 168].map((x, i) => (
          <g key={x}>
            <rect
              x={x}
              y={i % 2 ? 64 : 68}
              width="18"
              height={i % 2 ? 22 : 18}
              rx="3"
              fill={i % 2 ? c.goldSoft : c.soft}
            />
            <rect x={x + 2} y={i % 2 ? 58 : 62} width="14" height="6" fill={c.white} />
          </g>
        ))}
        {[56, 96, 136, 172].map((x) => (
          <rect key={x} x={x} y="114" width="16" height="22" rx="2" fill={c.white} />
        ))}
      </g>
      <rect x="300" y="46" width="140" height="96" rx="4" fill={c.soft} />
      <path d="M370 46V142M300 94H440" strokeWidth={1.5} />
      <rect x="28" y="198" width="424" height="12" rx="3" fill={c.deep} />
      <rect x="40" y="210" width="400" height="70" fill={c.white} />
      <path
        d="M140 210V280M240 210V280M340 210V280M80 236h20M180 236h20M280 236h20M380 236h20"
        strokeWidth={1.5}
      />
      <path d="M70 198V190h30v8M85 190L110 130L150 118" strokeWidth={3} />
      <path d="M142 110l24 -4 6 22 -28 6Z" fill={c.gold} />
      <path d="M150 134L132 198H196Z" fill={c.goldSoft} stroke="none" opacity={0.7} />
      {[150, 172, 194].map((x) => (
        <path key={x} d={tooth(x, 182, 0.8)} fill={c.white} strokeWidth={1.5} />
      ))}
      <path d="M352 186V150Q352 116 322 110" strokeWidth={7} />
      <path d="M298 168H346" strokeWidth={4} />
      <path d="M318 98L332 150" strokeWidth={12} />
      <path d="M314 84L318 98" strokeWidth={8} />
      <circle cx="352" cy="158" r="6" fill={c.white} />
      <rect x="292" y="186" width="72" height="12" rx="4" fill={c.white} />
    </>
  );
}

function WaitingRoom() {
  return (
    <>
      <Room />
      <ellipse cx="240" cy="282" rx="170" ry="22" fill={c.goldSoft} />
      <rect x="160" y="48" width="160" height="120" rx="4" fill={c.sky} />
      <g strokeWidth={1.5}>
        <path d="M176 150V128h14v-8h6v8h8v-12h4l4 -14 4 14h4v12h8v-8h6v8h14v22" fill={c.white} />
        <path d="M244 150q20 -26 48 -20q12 4 20 20" />
        <path d="M160 150H320" />
      </g>
      <path d="M240 48V168M160 108H320" strokeWidth={2.5} />
      {[60, 310].map((x) => (
        <g key={x}>
          <rect x={x} y="170" width="110" height="56" rx="16" fill={c.teal} />
          <rect x={x + 14} y="206" width="82" height="34" rx="8" fill={c.mid} />
          <rect x={x - 8} y="196" width="22" height="50" rx="8" fill={c.teal} />
          <rect x={x + 96} y="196" width="22" height="50" rx="8" fill={c.teal} />
          <path d={`M${x + 4} 246v10M${x + 106} 246v10`} strokeWidth={3} />
        </g>
      ))}
      <rect x="214" y="216" width="52" height="8" rx="2" fill={c.deep} />
      <path d="M222 224v32M258 224v32" strokeWidth={2.5} />
      <path d="M230 216l-3 -16h26l-3 16Z" fill={c.goldMid} />
      <path d="M240 200q-14 -16 -6 -34q10 14 6 34ZM240 200q2 -22 16 -30q2 20 -16 30Z" fill={c.water} />
      <path d="M450 252V110" strokeWidth={2.5} />
      <path d="M430 110l8 -26h24l8 26Z" fill={c.gold} />
      <path d="M438 252h24" strokeWidth={3} />
      <rect x="40" y="70" width="60" height="76" rx="3" fill={c.white} />
      <path d="M48 132l16 -24 12 14 8 -8 10 18Z" fill={c.soft} strokeWidth={1.5} />
      <circle cx="84" cy="86" r="6" fill={c.goldMid} strokeWidth={1.5} />
    </>
  );
}

const scenes: Record<SceneKind, () => ReactNode> = {
  parliament: Parliament,
  "chain-bridge": ChainBridge,
  "thermal-bath": ThermalBath,
  danube: Danube,
  "clinic-reception": ClinicReception,
  "treatment-room": TreatmentRoom,
  laboratory: Laboratory,
  "waiting-room": WaitingRoom,
};

export const sceneKinds = Object.keys(scenes) as SceneKind[];

/** The drawing itself, rendered once into a file by scripts/draw-illustrations.tsx. */
export function SceneDrawing({ scene }: { scene: SceneKind }) {
  const Scene = scenes[scene];
  return (
    <svg
      xmlns="http://www.w3.org/2000/svg"
      viewBox="0 0 480 320"
      width="480"
      height="320"
      fill="none"
      stroke={c.line}
      strokeWidth={2}
      strokeLinejoin="round"
      strokeLinecap="round"
    >
      <Scene />
    </svg>
  );
}

/**
 * A line-art drawing of a place in Budapest or a room of the clinic, in theme colours
 * (3:2, fills its box), used until the clinic supplies photographs. A cached image file
 * (./drawn/), not inline SVG: small HTML, nothing to hydrate.
 */
function SceneIllustration({
  scene,
  title,
  className = "",
  eager = false,
}: {
  scene: SceneKind;
  title: string;
  className?: string;
  eager?: boolean;
}) {
  return (
    <img
      src={illustrationUrl(`scene-${scene}`)}
      alt={title}
      width={480}
      height={320}
      loading={eager ? "eager" : "lazy"}
      decoding="async"
      className={`object-cover ${className}`}
    />
  );
}

interface PictureProps {
  image: GalleryImage;
  /** Intrinsic size of the photo (3:2); the box around the picture fixes its shape. */
  width: number;
  height: number;
  className?: string;
  /** Lazy unless the picture is in the first screen. */
  eager?: boolean;
}

/**
 * A travel or clinic picture: the photo when content names one, otherwise the drawn scene.
 * A photo that fails to load shows a quiet placeholder with the same alt text.
 */
export function ScenePicture({ image, width, height, className = "", eager = false }: PictureProps) {
  return (
    <PhotoOrDrawing
      photo={image.photo}
      alt={image.alt}
      width={width}
      height={height}
      className={className}
      eager={eager}
      drawing={
        <SceneIllustration
          scene={image.scene}
          title={image.alt}
          className={`block h-full w-full ${className}`}
          eager={eager}
        />
      }
    />
  );
}
