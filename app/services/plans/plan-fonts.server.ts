import { readFile } from "node:fs/promises";
import path from "node:path";

/** The two weights the plan's PDF prints with, as TrueType bytes to embed. */
export interface PlanFonts {
  regular: Uint8Array;
  bold: Uint8Array;
}

/**
 * Where the fonts are (Noto Sans, SIL Open Font License: fonts/OFL.txt). Taken from the working
 * directory, not from this module's own place: the server and the prerenderer run from the
 * project's directory (as for build/client in stylesheet-text.server.ts), and a route module
 * that renders a PDF is bundled into build/server/index.js, where import.meta would point.
 */
export function planFontFiles(root = process.cwd()): Record<keyof PlanFonts, string> {
  const dir = path.join(root, "app", "services", "plans", "fonts");
  return { regular: path.join(dir, "NotoSans-Regular.ttf"), bold: path.join(dir, "NotoSans-Bold.ttf") };
}

let loading: Promise<PlanFonts> | undefined;

/** The fonts, read from disk once per process (about 1.2 MB) and shared by every PDF. */
export function planFonts(): Promise<PlanFonts> {
  loading ??= readFonts().catch((error: unknown) => {
    // A later call tries again: the files may have been put in place since.
    loading = undefined;
    throw error;
  });
  return loading;
}

async function readFonts(): Promise<PlanFonts> {
  const files = planFontFiles();
  try {
    const [regular, bold] = await Promise.all([readFile(files.regular), readFile(files.bold)]);
    return { regular: new Uint8Array(regular), bold: new Uint8Array(bold) };
  } catch (error) {
    throw new Error(
      `the treatment plan's fonts are not in ${path.dirname(files.regular)}: the server must run from the project's directory`,
      { cause: error },
    );
  }
}
