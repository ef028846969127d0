interface Window {
  /** Set once the site script listens (app/lib/early-taps.ts). */
  __siteListening?: true;
  /** Buttons tapped before it did, in order. */
  __earlyTaps?: HTMLElement[];
  /** Buttons marked `data-hydration-tap` tapped before React hydrated the page, in order. */
  __hydrationTaps?: HTMLElement[];
}

/** The site script's text, bundled for the browser (scripts/vite-site-script.ts). */
declare module "virtual:site-script" {
  const text: string;
  export default text;
}
