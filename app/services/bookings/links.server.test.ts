import { randomBytes, randomUUID } from "node:crypto";
import { describe, expect, it } from "vitest";
import { signBookingToken, verifyBookingToken } from "./links.server";

describe("manage-booking tokens", () => {
  const secret = randomBytes(32);
  const id = randomUUID();

  it("a signed token names its booking, in 43 URL-safe characters", () => {
    const token = signBookingToken(secret, id);
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(verifyBookingToken(secret, token)).toBe(id);
  });

  it("refuses a token with any character changed, another secret's, or anything malformed", () => {
    const token = signBookingToken(secret, id);
    for (let i = 0; i < token.length; i++) {
      const changed = token.slice(0, i) + (token[i] === "A" ? "B" : "A") + token.slice(i + 1);
      expect(verifyBookingToken(secret, changed), `character ${i}`).toBeNull();
    }
    // The last character carries two spare bits: another spelling of the same bytes is refused too.
    const last = token.at(-1)!;
    const alphabet = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_";
    const sameBytes = alphabet[alphabet.indexOf(last) ^ 1];
    expect(verifyBookingToken(secret, token.slice(0, -1) + sameBytes)).toBeNull();
    expect(verifyBookingToken(randomBytes(32), token)).toBeNull();
    for (const bad of ["", "abc", `${token}A`, token.slice(1), null, 42, { token }])
      expect(verifyBookingToken(secret, bad)).toBeNull();
  });
});
