import { describe, expect, it } from "vitest";
import { checkChosenFiles, uploadLimits } from "~/lib/upload-rules";
import { formatBytes } from "~/lib/format";
import { cleanFileName, sniffType } from "./incoming.server";

const bytes = (...parts: (number[] | string)[]) =>
  new Uint8Array(
    Buffer.concat(
      parts.map((part) => (typeof part === "string" ? Buffer.from(part, "latin1") : Buffer.from(part))),
    ),
  );

describe("a file's type, from its first bytes", () => {
  it("knows JPEG, PNG, PDF and HEIC, whatever the name says", () => {
    expect(sniffType(bytes([0xff, 0xd8, 0xff, 0xe1]))).toBe("image/jpeg");
    expect(sniffType(bytes([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0]))).toBe("image/png");
    expect(sniffType(bytes("%PDF-1.7\n"))).toBe("application/pdf");
    expect(sniffType(bytes([0, 0, 0, 0x18], "ftypheic", [0, 0, 0, 0]))).toBe("image/heic");
    expect(sniffType(bytes([0, 0, 0, 0x18], "ftypmif1", [0, 0, 0, 0]))).toBe("image/heic");
  });

  it("refuses everything else: programs, archives, web pages, SVG, GIF, AVIF", () => {
    expect(sniffType(bytes([0x7f], "ELF", [2, 1, 1]))).toBeNull();
    expect(sniffType(bytes("MZ\x90\x00"))).toBeNull();
    expect(sniffType(bytes("PK\x03\x04"))).toBeNull();
    expect(sniffType(bytes("<!doctype html><script>"))).toBeNull();
    expect(sniffType(bytes('<svg xmlns="http://www.w3.org/2000/svg">'))).toBeNull();
    expect(sniffType(bytes("GIF89a"))).toBeNull();
    expect(sniffType(bytes([0, 0, 0, 0x18], "ftypavif", [0, 0, 0, 0]))).toBeNull();
    expect(sniffType(bytes([0xff, 0xd8]))).toBeNull();
    expect(sniffType(new Uint8Array(0))).toBeNull();
  });
});

describe("a file's name as staff see it", () => {
  it("keeps the name, never a path or control characters", () => {
    expect(cleanFileName("IMG_2041.HEIC")).toBe("IMG_2041.HEIC");
    expect(cleanFileName("../../etc/passwd")).toBe("passwd");
    expect(cleanFileName("C:\\Users\\ann\\x-ray.pdf")).toBe("x-ray.pdf");
    expect(cleanFileName('smile\u0000\u202e"gnp.exe')).toBe("smilegnp.exe");
    expect(cleanFileName("   ")).toBe("attachment");
    expect(cleanFileName("a".repeat(300))).toHaveLength(100);
  });

  it("drops every bidirectional control, so a name cannot show its extension backwards", () => {
    // "photo", RLO, "gnp.exe" would read as "photoexe.png" to staff.
    const controls = [
      "\u200e", // LRM
      "\u200f", // RLM
      "\u202a", // LRE
      "\u202b", // RLE
      "\u202c", // PDF
      "\u202d", // LRO
      "\u202e", // RLO
      "\u2066", // LRI
      "\u2067", // RLI
      "\u2068", // FSI
      "\u2069", // PDI
    ];
    for (const control of controls) expect(cleanFileName(`photo${control}gnp.exe`)).toBe("photognp.exe");
    expect(cleanFileName(`x${controls.join("")}-ray.pdf`)).toBe("x-ray.pdf");
  });
});

describe("the browser's check before sending", () => {
  it("says what is wrong with the chosen files", () => {
    const file = (mb: number) => ({ name: "x.jpg", size: mb * 1024 * 1024 });
    expect(checkChosenFiles([file(9), file(9)])).toBeNull();
    expect(checkChosenFiles(Array.from({ length: uploadLimits.maxFiles + 1 }, () => file(1)))).toContain(
      "up to 5",
    );
    expect(checkChosenFiles([file(11)])).toContain("10 MB");
    expect(checkChosenFiles([file(9), file(9), file(9)])).toContain("25 MB in all");
    expect(formatBytes(2.5 * 1024 * 1024)).toBe("2.5 MB");
    expect(formatBytes(380 * 1024)).toBe("380 kB");
  });
});
