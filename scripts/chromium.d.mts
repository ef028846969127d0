// Types for scripts/chromium.mjs (plain JavaScript so that node runs it without a loader).
export declare const chromiumPath: string;
export declare const testChromiumPath: string;
export declare const chromiumArgs: readonly string[];
