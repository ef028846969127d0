// The one place that says how our tools start Chromium: Debian's build, headless, with nothing
// running in the background that would make a measurement or a test vary (updates, sync, QUIC).
// Used by playwright.config.ts, scripts/bench.mjs and scripts/screenshot.mjs.
import { existsSync } from "node:fs";

/** Debian's `chromium` package (`.ci/run` installs it when missing): the browser a visitor has. */
export const chromiumPath = "/usr/bin/chromium";

/**
 * The browser tests' Chromium: Debian's `chromium-headless-shell` (the same engine and version,
 * without the browser's own interface; `.ci/run` installs it when missing), else `chromiumPath`.
 * Measured on a two-core machine: loading seven pages three times took 4.5 s of processor time
 * in the shell against 16-18 s in `chromium --headless` (whose own interface pages run in two
 * extra renderers), and half the wall time. Benchmarks keep the full browser: they measure
 * what a visitor's browser does.
 */
export const testChromiumPath = existsSync("/usr/bin/chromium-headless-shell")
  ? "/usr/bin/chromium-headless-shell"
  : chromiumPath;

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
