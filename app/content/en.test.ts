import { describe, expect, it } from "vitest";
import { t } from "./en";

describe("t()", () => {
  it("returns the string for a known key", () => {
    expect(t("nav.bookNow")).toBe("Book Now");
  });
  it("refuses an unknown key at type-check time, and at run time shows the key itself (docs/product.md, Purpose)", () => {
    // @ts-expect-error: a key that is not in the strings fails the type check (issue 31).
    expect(t("no.such.key")).toBe("no.such.key");
  });
});
