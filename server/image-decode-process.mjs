// One picture, decoded and encoded again in a process of its own (server/image-decoder.ts starts
// it, one per picture, and kills it after its time limit). The server's event loop never runs a
// decoder, and whatever memory a decoder takes (libheif's WebAssembly memory never shrinks)
// goes back to the system when this process ends.
//
// Plain JavaScript, so that it starts with nothing but Node (a TypeScript loader would add
// ~0.4 s to every picture). It reads one message and answers one:
//   in:  { path, heic: boolean, output: "jpeg" | "png", maxPixels }
//   out: { ok: true, bytes } or { ok: false }
import { readFile } from "node:fs/promises";

// The server is gone: nobody wants the answer.
process.on("disconnect", () => process.exit(1));

process.once("message", async (job) => {
  let answer;
  try {
    const { default: sharp } = await import("sharp");
    sharp.cache(false);
    let input = job.path;
    if (job.heic) {
      // sharp's prebuilt libvips reads no HEVC: libheif in WebAssembly does.
      const { default: convert } = await import("heic-convert");
      const heic = await readFile(job.path);
      input = Buffer.from(await convert({ buffer: new Uint8Array(heic), format: "JPEG", quality: 0.95 }));
    }
    // Turned upright by its EXIF orientation; sharp writes no metadata unless told to, so what
    // comes out has the pixels and nothing else (no EXIF, GPS position or phone model).
    const image = sharp(input, {
      limitInputPixels: job.maxPixels,
      failOn: "error",
      sequentialRead: true,
    }).rotate();
    const bytes =
      job.output === "png" ? await image.png().toBuffer() : await image.jpeg({ quality: 92 }).toBuffer();
    answer = { ok: true, bytes };
  } catch {
    answer = { ok: false };
  }
  process.send(answer, () => process.exit(0));
});
