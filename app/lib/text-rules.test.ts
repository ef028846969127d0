import { describe, expect, it } from "vitest";
import { contactSchema } from "./contact-schema";
import { newsletterSchema } from "./newsletter-schema";
import { leadPageSchema } from "./lead-schemas";
import { refundForm } from "./staff-schemas";
import { stripBidiControls } from "./text-rules";

const BIDI = /\p{Bidi_Control}/u;
/** Every Bidi_Control character: embeddings, overrides, isolates, and the three marks. */
const controls = "\u202A\u202B\u202C\u202D\u202E\u2066\u2067\u2068\u2069\u200E\u200F\u061C";

describe("bidi controls, removed from every stored text", () => {
  it("strips each of Unicode's Bidi_Control characters and nothing else", () => {
    expect(stripBidiControls(`a${controls}b`)).toBe("ab");
    expect(stripBidiControls("Kovács Ödön, العربية, 日本語")).toBe("Kovács Ödön, العربية, 日本語");
  });

  it("the contact form: every field, the ones it does not know included", () => {
    const parsed = contactSchema.parse({
      name: "\u202EAnn",
      email: "ann@example.com",
      phone: "\u2066+44 7700 900123\u2069",
      message: "Hello \u202Edlrow\u202C ",
      country: "\u200FUK",
    });
    expect(parsed).toMatchObject({
      name: "Ann",
      phone: "+44 7700 900123",
      message: "Hello dlrow",
      country: "UK",
    });
    expect(JSON.stringify(parsed)).not.toMatch(BIDI);
  });

  it("the newsletter's page and the back office's notes and refund reasons", () => {
    expect(newsletterSchema.parse({ email: "a@example.com", page: "/\u202Eprices" }).page).toBe("/prices");
    expect(
      leadPageSchema.parse({ intent: "save", status: "new", assigneeId: "", note: "Called \u202Eback\u202C." }),
    ).toEqual({ intent: "save", status: "new", assigneeId: "", note: "Called back." });
    expect(
      leadPageSchema.parse({ intent: "reply", subject: "\u202EYour quote", body: "Dear \u2067Ann\u2069," }),
    ).toEqual({ intent: "reply", subject: "Your quote", body: "Dear Ann," });
    const refund = refundForm.parse({
      intent: "refund",
      bookingId: "00000000-0000-4000-8000-000000000001",
      reason: "\u2067Patient ill\u2069",
    });
    expect(refund.reason).toBe("Patient ill");
  });
});
