import { describe, expect, it } from "vitest";
import {
  newBookingReference,
  normaliseReference,
  REFERENCE_ALPHABET,
  REFERENCE_PATTERN,
} from "./booking-reference";

describe("booking reference", () => {
  it("uses no character that can be mistaken for another", () => {
    for (const lookAlike of ["0", "O", "1", "I", "L"]) expect(REFERENCE_ALPHABET).not.toContain(lookAlike);
    expect(new Set(REFERENCE_ALPHABET).size).toBe(REFERENCE_ALPHABET.length);
    expect(REFERENCE_ALPHABET).toMatch(/^[2-9A-Z]+$/);
  });

  it("looks like BDC-7K3M-9Q2X", () => {
    const reference = newBookingReference();
    expect(reference).toMatch(/^BDC-[2-9A-HJKMNP-Z]{4}-[2-9A-HJKMNP-Z]{4}$/);
    expect(reference).toMatch(REFERENCE_PATTERN);
  });

  it("draws 10,000 references without a repeat, using the whole alphabet", () => {
    const drawn = Array.from({ length: 10_000 }, newBookingReference);
    expect(new Set(drawn).size).toBe(10_000);
    const used = new Set(drawn.map((reference) => reference.slice(4).replace("-", "")).join(""));
    for (const char of REFERENCE_ALPHABET) expect(used.has(char), char).toBe(true);
  });

  it("finds the stored form of a reference however staff type it", () => {
    expect(normaliseReference("bdc-7k3m-9q2x")).toBe("BDC-7K3M-9Q2X");
    expect(normaliseReference("7K3M 9Q2X")).toBe("BDC-7K3M-9Q2X");
    expect(normaliseReference("BDC7K3M9Q2X")).toBe("BDC-7K3M-9Q2X");
    expect(normaliseReference("BDC-7K3M-9Q2")).toBeNull();
    expect(normaliseReference("BDC-0K3M-9Q2X")).toBeNull();
    expect(normaliseReference("cs_test_")).toBeNull();
  });
});
