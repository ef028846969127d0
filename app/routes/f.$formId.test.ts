import { createClient, isSubmissionError } from "@formspree/core";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { leads, outbox, spamSubmissions } from "~/db/schema";
import {
  createTestDatabase,
  testBackends,
  truncateAll,
  type TestDatabase,
} from "../../tests/support/database";
import { startTestServer } from "../../tests/support/http-server";

const valid = {
  name: "Ann Patient",
  email: "ann@example.com",
  phone: "+44 7700 900123",
  treatment: "Dental Implants",
  message: "Two implants, please.",
};

describe.each(testBackends())("POST /f/:formId on %s", (backend) => {
  let database: TestDatabase;
  let server: Awaited<ReturnType<typeof startTestServer>>;

  beforeAll(async () => {
    database = await createTestDatabase(backend);
    server = await startTestServer(database, { rateLimits: { forms: { windowMs: 60_000, limit: 1000 } } });
  });
  afterAll(async () => {
    await server?.close();
    await database?.dispose();
  });
  beforeEach(async () => truncateAll(database));

  const post = (body: BodyInit, headers: Record<string, string>, formId = "contact") =>
    fetch(`${server.url}/f/${formId}`, {
      method: "POST",
      body,
      headers: { Accept: "application/json", ...headers },
      redirect: "manual",
    });
  const json = (data: unknown, formId?: string) =>
    post(JSON.stringify(data), { "Content-Type": "application/json" }, formId);
  const nothingStored = async () => {
    expect(await database.db.$count(leads)).toBe(0);
    expect(await database.db.$count(outbox)).toBe(0);
  };

  it("stores a JSON submission and queues the staff email and the acknowledgement", async () => {
    const response = await json(valid);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ ok: true, next: "http://localhost:3000/thank-you" });
    const [lead] = await database.db.select().from(leads);
    expect(lead).toMatchObject({
      formId: "contact",
      name: "Ann Patient",
      email: "ann@example.com",
      treatment: "Dental Implants",
      status: "new",
    });
    expect(lead.consentVersion).toMatch(/^contact-/);
    const emails = await database.db.select().from(outbox);
    expect(emails.map((e) => e.recipient).sort()).toEqual(["ann@example.com", "clinic@clinic.example"]);
    const staff = emails.find((e) => e.kind === "lead-staff")!;
    expect(staff.replyTo).toBe("ann@example.com");
    expect(staff.textBody).toContain("Two implants, please.");
    expect(emails.find((e) => e.kind === "lead-ack")!.textBody).toContain("within 24 hours");
  });

  it("acknowledges without repeating what was sent: no message, and a name only when it is plainly one", async () => {
    await json({ ...valid, message: "Buy cheap pills at https://spam.example now" });
    const ack = (await database.db.select().from(outbox)).find((e) => e.kind === "lead-ack")!;
    expect(ack.textBody).toMatch(/^Dear Ann,/);
    expect(ack.textBody).toContain("We've received your enquiry about Dental Implants");
    expect(ack.textBody).not.toContain("spam.example");
    expect(ack.textBody).not.toContain("cheap pills");

    await truncateAll(database);
    await json({ ...valid, name: "www.spam.example/offer Ann" });
    const relayed = (await database.db.select().from(outbox)).find((e) => e.kind === "lead-ack")!;
    expect(relayed.textBody).toMatch(/^Hello,/);
    expect(relayed.textBody).not.toContain("spam.example");
  });

  it("sends one address at most three acknowledgements a day; every lead is still stored and sent to the clinic", async () => {
    for (let i = 1; i <= 5; i += 1) {
      const email = i % 2 === 0 ? "Ann@Example.com" : "ann@example.com";
      expect((await json({ ...valid, email, message: `Enquiry number ${i}` })).status).toBe(200);
    }
    expect(await database.db.$count(leads)).toBe(5);
    const emails = await database.db.select().from(outbox);
    expect(emails.filter((e) => e.kind === "lead-staff")).toHaveLength(5);
    expect(emails.filter((e) => e.kind === "lead-ack")).toHaveLength(3);
    const withheld = emails.filter(
      (e) => e.kind === "lead-staff" && e.textBody.includes("No acknowledgement was sent"),
    );
    expect(withheld).toHaveLength(2);
    // Another address is not affected.
    await json({ ...valid, email: "bea@example.com" });
    expect(await database.db.$count(outbox)).toBe(10);
  });

  it("stores a urlencoded submission", async () => {
    const response = await post(new URLSearchParams(valid).toString(), {
      "Content-Type": "application/x-www-form-urlencoded",
    });
    expect(response.status).toBe(200);
    expect(await database.db.$count(leads)).toBe(1);
    expect(await database.db.$count(outbox)).toBe(2);
  });

  it("stores a multipart submission", async () => {
    const form = new FormData();
    for (const [key, value] of Object.entries(valid)) form.append(key, value);
    const response = await fetch(`${server.url}/f/contact`, {
      method: "POST",
      body: form,
      headers: { Accept: "application/json" },
    });
    expect(response.status).toBe(200);
    expect(await database.db.$count(leads)).toBe(1);
    expect(await database.db.$count(outbox)).toBe(2);
  });

  it("redirects a plain HTML form post to the thank-you page", async () => {
    const response = await fetch(`${server.url}/f/contact`, {
      method: "POST",
      body: new URLSearchParams(valid).toString(),
      headers: { "Content-Type": "application/x-www-form-urlencoded", Accept: "text/html" },
      redirect: "manual",
    });
    expect(response.status).toBe(303);
    expect(response.headers.get("location")).toBe("/thank-you");
    expect(await database.db.$count(leads)).toBe(1);
  });

  it("answers REQUIRED_FIELD_MISSING for an absent name and REQUIRED_FIELD_EMPTY for a blank one", async () => {
    const missing = await json({ email: "ann@example.com" });
    expect(missing.status).toBe(400);
    expect((await missing.json()).errors).toEqual([
      { field: "name", code: "REQUIRED_FIELD_MISSING", message: "Enter your name." },
    ]);
    const empty = await json({ name: "  ", email: "ann@example.com" });
    expect((await empty.json()).errors).toEqual([
      { field: "name", code: "REQUIRED_FIELD_EMPTY", message: "Enter your name." },
    ]);
    await nothingStored();
  });

  it("answers TYPE_EMAIL for a malformed email", async () => {
    const response = await json({ ...valid, email: "ann-at-example" });
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({
      error: "Validation errors",
      errors: [
        { field: "email", code: "TYPE_EMAIL", message: "Enter an email address like name@example.com." },
      ],
    });
    await nothingStored();
  });

  it("refuses a treatment that is not one of the options", async () => {
    const response = await json({ ...valid, treatment: "Brain surgery" });
    expect(response.status).toBe(400);
    expect((await response.json()).errors[0]).toEqual({
      field: "treatment",
      code: "TYPE_TEXT",
      message: "Choose a treatment from the list, or leave it blank.",
    });
    await nothingStored();
  });

  it("says what to do about a phone, a message too long and a name on two lines", async () => {
    const response = await json({ ...valid, name: "Ann\nLee", phone: "call me", message: "x".repeat(5001) });
    expect(response.status).toBe(400);
    expect((await response.json()).errors).toEqual([
      { field: "name", code: "TYPE_TEXT", message: "Write your name on one line." },
      {
        field: "phone",
        code: "TYPE_TEXT",
        message: "Enter a phone number with its country code, like +44 7700 900123.",
      },
      { field: "message", code: "TYPE_TEXT", message: "Your message must be 5,000 characters or fewer." },
    ]);
    await nothingStored();
  });

  it("says the same sentences on the page a browser without JavaScript gets", async () => {
    const response = await fetch(`${server.url}/f/contact`, {
      method: "POST",
      body: new URLSearchParams({ name: "", email: "ann-at-example" }).toString(),
      headers: { "Content-Type": "application/x-www-form-urlencoded", Accept: "text/html" },
    });
    expect(response.status).toBe(400);
    const page = await response.text();
    expect(page).toContain("<li>Enter your name.</li><li>Enter an email address like name@example.com.</li>");
    expect(page).not.toMatch(/should be|is required|Validation errors/);
    await nothingStored();
  });

  it("answers 404 FORM_NOT_FOUND for an unknown form", async () => {
    const response = await json(valid, "no-such-form");
    expect(response.status).toBe(404);
    expect((await response.json()).errors).toEqual([
      { code: "FORM_NOT_FOUND", message: "This form could not be found. Please call or email us instead." },
    ]);
    await nothingStored();
  });

  it("answers EMPTY for an empty body", async () => {
    const response = await json({});
    expect(response.status).toBe(400);
    expect((await response.json()).errors[0].code).toBe("EMPTY");
    await nothingStored();
  });

  it("answers a filled honeypot like a success, storing spam and no lead", async () => {
    const response = await json({ ...valid, _gotcha: "http://spam.example" });
    expect(response.status).toBe(200);
    expect((await response.json()).ok).toBe(true);
    await nothingStored();
    expect(await database.db.$count(spamSubmissions)).toBe(1);
  });

  it("ignores _next, _subject and _replyto", async () => {
    const response = await json({
      ...valid,
      _next: "https://evil.example",
      _subject: "x",
      _replyto: "evil@example.com",
    });
    expect(await response.json()).toEqual({ ok: true, next: "http://localhost:3000/thank-you" });
    const [lead] = await database.db.select().from(leads);
    expect(lead.extra).toEqual({});
    const staff = (await database.db.select().from(outbox)).find((e) => e.kind === "lead-staff")!;
    expect(staff.replyTo).toBe("ann@example.com");
  });

  it("answers an oversized body with a 413 JSON error", async () => {
    const response = await json({ ...valid, message: "x".repeat(40_000) });
    expect(response.status).toBe(413);
    const body = await response.json();
    expect(body.error).toMatch(/too large/);
    expect(body.errors[0].code).toBe("TOO_LARGE");
    await nothingStored();
  });

  it("blocks a post from another site", async () => {
    const response = await post(JSON.stringify(valid), {
      "Content-Type": "application/json",
      Origin: "https://elsewhere.example",
    });
    expect(response.status).toBe(403);
    expect((await response.json()).errors[0].code).toBe("BLOCKED");
    await nothingStored();
  });

  it("answers the CORS preflight for its own origin only", async () => {
    const own = await fetch(`${server.url}/f/contact`, {
      method: "OPTIONS",
      headers: {
        Origin: "http://localhost:3000",
        "Access-Control-Request-Method": "POST",
        "Access-Control-Request-Headers": "formspree-client",
      },
    });
    expect(own.status).toBe(204);
    expect(own.headers.get("access-control-allow-origin")).toBe("http://localhost:3000");
    expect(own.headers.get("access-control-allow-headers")).toContain("Formspree-Client");
    const foreign = await fetch(`${server.url}/f/contact`, {
      method: "OPTIONS",
      headers: { Origin: "https://elsewhere.example" },
    });
    expect(foreign.status).toBe(403);
  });

  it("works with the official @formspree/core client: success and field errors", async () => {
    const client = createClient();
    const ok = await client.submitForm("contact", valid, { endpoint: server.url });
    expect(ok.kind).toBe("success");
    expect(await database.db.$count(leads)).toBe(1);

    const bad = await client.submitForm("contact", { name: "", email: "nope" }, { endpoint: server.url });
    expect(isSubmissionError(bad)).toBe(true);
    if (!isSubmissionError(bad)) return;
    expect(bad.getFieldErrors("name")).toEqual([
      { code: "REQUIRED_FIELD_EMPTY", message: "Enter your name." },
    ]);
    expect(bad.getFieldErrors("email")).toEqual([
      { code: "TYPE_EMAIL", message: "Enter an email address like name@example.com." },
    ]);
    expect(await database.db.$count(leads)).toBe(1);
  });
});

describe.each(testBackends())("rate limit on %s", (backend) => {
  let database: TestDatabase;
  let server: Awaited<ReturnType<typeof startTestServer>>;
  beforeAll(async () => {
    database = await createTestDatabase(backend);
    server = await startTestServer(database, { rateLimits: { forms: { windowMs: 60_000, limit: 3 } } });
  });
  afterAll(async () => {
    await server?.close();
    await database?.dispose();
  });

  it("answers 429 with a JSON error after the limit, storing nothing more", async () => {
    let sent = 0;
    const send = () =>
      fetch(`${server.url}/f/contact`, {
        method: "POST",
        // Different words each time: identical ones would be one lead anyway.
        body: JSON.stringify({ ...valid, message: `Question number ${++sent}` }),
        headers: { "Content-Type": "application/json", Accept: "application/json" },
      });
    for (let i = 0; i < 3; i++) expect((await send()).status).toBe(200);
    const limited = await send();
    expect(limited.status).toBe(429);
    expect((await limited.json()).errors[0].code).toBe("TOO_MANY_REQUESTS");
    expect(await database.db.$count(leads)).toBe(3);
  });
});
