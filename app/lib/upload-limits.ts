/** The quote form's attachment limits (app/lib/upload-rules.ts has the rest of the rules). */
export const MB = 1024 * 1024;

export const uploadLimits = {
  maxFiles: 5,
  maxFileBytes: 10 * MB,
  maxTotalBytes: 25 * MB,
  /**
   * The largest picture decoded, as its header declares it (checked before decoding). Phones'
   * main cameras save 12-50 MP; panoramic X-rays are a few MP. Decoding a 60 MP HEIC already
   * takes ~0.7 GB and ~9 s; anything larger is not a photo of teeth we need, and is how a small
   * file becomes a decompression bomb. (A 64 MP or larger photo rarely fits in 10 MB anyway.)
   */
  maxPixels: 60_000_000,
} as const;
