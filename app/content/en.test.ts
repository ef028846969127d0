import { describe, expect, it } from "vitest";
import { t } from "./en";

describe("t()", () => {
  it("returns the string for a known key", () => {
    expect(t("nav.bookNow")).toBe("Book Now");
  });
  it("shows the key itself when it is missing (docs/product.md, Purpose)", () => {
    expect(t("no.such.key")).toBe("no.such.key");
  });
});
