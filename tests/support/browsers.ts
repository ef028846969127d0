/**
 * Browser strings of people's devices, for tests of the site's own measurement (decision 0024):
 * the server counts a page view only for a browser that is not a bot, and a request with no
 * browser string (most tests' requests) is taken for a script.
 */
import { createPageViewRecorder, type PageViewRecorder } from "../../app/services/analytics/recorder.server";

export const PHONE_BROWSER =
  "Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36";
export const DESKTOP_BROWSER =
  "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36";

/** A page-view recorder whose timer never fires in a test: the test flushes it when it needs. */
export const testRecorder = (db: Parameters<typeof createPageViewRecorder>[0]["db"]): PageViewRecorder =>
  createPageViewRecorder({ db, siteUrl: "http://localhost:3000", flushMs: 60_000 });
