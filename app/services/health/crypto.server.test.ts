import { randomBytes } from "node:crypto";
import { inspect } from "node:util";
import { describe, expect, it } from "vitest";
import { HealthKeyring } from "~/env.server";
import type { MedicalHistoryAnswers } from "~/lib/medical-history";
import { openAnswers, sealAnswers } from "./crypto.server";
import { HealthDataKeyError } from "./errors.server";

const keyA = randomBytes(32);
const keyB = randomBytes(32);
const place = { historyId: "0b9f7a64-2f6a-4d5e-9a43-6c1f0e2d8b11", version: 1 };
const answers: MedicalHistoryAnswers = {
  answers: { "general-health": { answer: "yes", detail: "Schilddrüsenunterfunktion – straße" } },
  medicines: [{ name: "L-Thyroxin 75 µg", dose: "1× täglich" }],
  confirmedName: "Greta Müller-Weiß",
};

describe("a version's encryption", () => {
  it("gives the answers back exactly, and holds none of them in its ciphertext", () => {
    const ring = new HealthKeyring([["a", keyA]]);
    const sealed = sealAnswers(ring, place, answers);
    expect(sealed.keyId).toBe("a");
    expect(Buffer.from(sealed.iv, "base64")).toHaveLength(12);
    expect(Buffer.from(sealed.authTag, "base64")).toHaveLength(16);
    expect(Buffer.from(sealed.ciphertext, "base64").toString("latin1")).not.toContain("Schilddr");
    expect(openAnswers(ring, { ...place, ...sealed })).toEqual(answers);
  });

  it("uses a fresh IV each time: the same answers never encrypt alike", () => {
    const ring = new HealthKeyring([["a", keyA]]);
    const first = sealAnswers(ring, place, answers);
    const second = sealAnswers(ring, place, answers);
    expect(first.iv).not.toBe(second.iv);
    expect(first.ciphertext).not.toBe(second.ciphertext);
  });

  it("writes with the first key of the ring and reads with any of them", () => {
    const old = sealAnswers(new HealthKeyring([["a", keyA]]), place, answers);
    const rotated = new HealthKeyring([
      ["b", keyB],
      ["a", keyA],
    ]);
    expect(openAnswers(rotated, { ...place, ...old })).toEqual(answers);
    expect(sealAnswers(rotated, place, answers).keyId).toBe("b");
  });

  it("throws HealthDataKeyError for a key id not in the ring, naming the id and the version, never an answer", () => {
    const sealed = sealAnswers(new HealthKeyring([["a", keyA]]), place, answers);
    const read = () => openAnswers(new HealthKeyring([["b", keyB]]), { ...place, ...sealed });
    expect(read).toThrow(HealthDataKeyError);
    expect(read).toThrow(
      `medical history ${place.historyId} version 1: its key 'a' is not in HEALTH_DATA_KEYS`,
    );
  });

  it("throws HealthDataKeyError for a wrong key under the same id", () => {
    const sealed = sealAnswers(new HealthKeyring([["a", keyA]]), place, answers);
    const read = () => openAnswers(new HealthKeyring([["a", keyB]]), { ...place, ...sealed });
    expect(read).toThrow(HealthDataKeyError);
    expect(read).toThrow(/does not decrypt with the key 'a'/);
  });

  it("binds a version to its history and number: a copied row does not decrypt", () => {
    const ring = new HealthKeyring([["a", keyA]]);
    const sealed = sealAnswers(ring, place, answers);
    expect(() => openAnswers(ring, { ...place, version: 2, ...sealed })).toThrow(HealthDataKeyError);
    expect(() =>
      openAnswers(ring, { ...sealed, version: 1, historyId: "9d2c7a64-2f6a-4d5e-9a43-6c1f0e2d8b11" }),
    ).toThrow(HealthDataKeyError);
    const tampered = Buffer.from(sealed.ciphertext, "base64");
    tampered[0] ^= 1;
    expect(() => openAnswers(ring, { ...place, ...sealed, ciphertext: tampered.toString("base64") })).toThrow(
      HealthDataKeyError,
    );
  });

  it("a keyring printed, logged or serialised shows its ids, never a key", () => {
    const ring = new HealthKeyring([["a", keyA]]);
    const shown = `${JSON.stringify({ ring })} ${inspect(ring)} ${String(Object.values(ring))}`;
    expect(shown).toContain("a");
    expect(shown).not.toContain(keyA.toString("base64"));
    expect(shown).not.toContain(keyA.toString("hex"));
  });
});
