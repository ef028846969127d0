// The one place that says how our tools start Chromium: Debian's build, headless, with nothing
// running in the background that would make a measurement or a test vary (updates, sync, QUIC).
// Used by playwright.config.ts, scripts/bench.mjs and scripts/screenshot.mjs.

/** Debian's `chromium` package (`.ci/run` installs it when missing). */
export const chromiumPath = "/usr/bin/chromium";

/** The flags every launch passes. */
export const chromiumArgs = [
  "--headless",
  "--no-sandbox",
  "--disable-gpu",
  "--disable-quic",
  "--no-first-run",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
];
