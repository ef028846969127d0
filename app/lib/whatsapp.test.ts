import { describe, expect, it } from "vitest";
import { whatsappHref, whatsappMessage } from "./whatsapp";

describe("WhatsApp click-to-chat", () => {
  it("names the page the visitor is on", () => {
    expect(whatsappMessage("/treatments/dental-implant", "BDC")).toBe(
      'Hello BDC, I have a question about your page "Dental Implants" (/treatments/dental-implant).',
    );
    expect(whatsappMessage("/prices/", "BDC")).toContain('"Prices" (/prices)');
    expect(whatsappMessage("/", "BDC")).toContain('"Home" (/)');
  });

  it("never copies a private page's address (a manage link's key) into the chat", () => {
    const message = whatsappMessage("/booking/AbCdEfGhIjKlMnOpQrStUvWxYz0123456789-_abcde", "BDC");
    expect(message).toBe("Hello BDC, I have a question.");
  });

  it("builds a wa.me link with the message encoded", () => {
    expect(whatsappHref("+36 20 555 0100", "Hi & hello?")).toBe(
      "https://wa.me/36205550100?text=Hi%20%26%20hello%3F",
    );
  });
});
