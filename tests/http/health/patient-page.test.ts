import { eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { medicalHistoryFormIn, medicalHistoryRefusalsIn } from "../../../app/content/in/medical-history";
import { medicalHistoryPageIn } from "../../../app/content/in/medical-history-page";
import { consultationBookings } from "../../../app/db/schema";
import { HealthKeyring } from "../../../app/env.server";
import { formatBudapestDateTime, formatEventDate } from "../../../app/lib/format";
import { historyQuestions } from "../../../app/lib/medical-history";
import type { ServiceContext } from "../../../app/services/context.server";
import { historyStatusByToken } from "../../../app/services/health/patient-view.server";
import { submitHistory } from "../../../app/services/health/submit.server";
import { testContext } from "../../support/context";
import { createTestDatabase, testBackends, truncateAll, type TestDatabase } from "../../support/database";
import { germanPatient, historyInput, historyToken, storedVersions } from "../../support/health";
import { formFields, historyPages, isChecked, privateHeadersOf, SITE } from "../../support/health-patient";
import { startTestServer, type TestServer } from "../../support/http-server";
import { paidConsultation } from "../../support/plans";

const de = medicalHistoryFormIn.de;
const dePage = medicalHistoryPageIn.de;
/** The booking's day (paidConsultation's): ahead of the server's clock, so the link takes answers. */
const DAY = "2027-03-01";

/**
 * The patient's medical history page over HTTP (the real edge, route table and health service):
 * the form in the booking's language, what a submission stores and what the page then says, its
 * refusals beside their fields, and the private headers of every answer.
 */
describe.each(testBackends())("the patient's medical history page on %s", (backend) => {
  let database: TestDatabase;
  let server: TestServer;
  let ctx: ServiceContext;
  const { page, post } = historyPages(() => server.url);

  beforeAll(async () => {
    database = await createTestDatabase(backend);
    server = await startTestServer(database);
  });
  afterAll(async () => {
    await server?.close();
    await database?.dispose();
  });
  beforeEach(async () => {
    await truncateAll(database);
    ctx = testContext(database, { settings: { siteUrl: SITE } });
  });

  const bookingOf = async (patient: { name: string; email: string; language: "en" | "de" | "fr" }) => {
    const booking = await paidConsultation(ctx, patient);
    return { booking, token: await historyToken(ctx, { bookingId: booking.id }) };
  };
  const german = () => bookingOf({ ...germanPatient, language: "de" });

  it("shows a German patient the form in German: why, how long, how it is kept, every question with Ja / Nein / Weiß nicht", async () => {
    const { token } = await german();
    const { response, html } = await page(token);
    expect(response.status).toBe(200);
    expect(privateHeadersOf(response)).toEqual({
      cacheControl: "no-store",
      robots: "noindex, nofollow",
      referrer: "no-referrer",
    });
    expect(html).toContain('<html lang="de-DE"');
    expect(html).toContain(`<h1 class="text-3xl font-semibold md:text-4xl">${de.heading}</h1>`);
    for (const words of [dePage.why, dePage.time, dePage.privacy, de.status.notFilled])
      expect(html).toContain(words);
    // The privacy policy's section on medical histories, in German.
    expect(html).toContain('href="/de/datenschutz#medical-history"');
    // Its umlauts as written: 'Sind Sie zurzeit in ärztlicher, fachärztlicher oder stationärer Behandlung?'
    expect(html).toContain(de.sections[0].questions[1].text);
    expect(html).toContain("ärztlicher");
    // Every question a fieldset with its legend, three radios, the details 'Falls ja:'.
    expect(html.match(/<legend/g)).toHaveLength(historyQuestions.length);
    expect(html.match(/type="radio"/g)).toHaveLength(historyQuestions.length * 3);
    expect(html).toContain(`${de.answers.unknown}</label>`);
    expect(html).toContain(dePage.ifYes);
    expect(html).toContain(dePage.ownWords);
    expect(html.match(/name="medicines\.\d+\.name"/g)).toHaveLength(6);
    expect(html).toContain(de.confirmation.submit);
  });

  it("shows the form in English and in French, each in its booking's language", async () => {
    for (const [language, tag] of [
      ["en", "en-GB"],
      ["fr", "fr-FR"],
    ] as const) {
      const { token } = await bookingOf({ name: "Ann Lee", email: `ann.${language}@example.com`, language });
      const { response, html } = await page(token);
      expect(response.status).toBe(200);
      expect(html).toContain(`<html lang="${tag}"`);
      const form = medicalHistoryFormIn[language];
      expect(html).toContain(form.heading);
      expect(html).toContain(form.sections[3].questions[0].text);
      expect(html).toContain(medicalHistoryPageIn[language].time);
      expect(html).toContain(
        `href="${language === "en" ? "" : `/${language}`}/${language === "fr" ? "confidentialite" : "privacy"}#medical-history"`,
      );
    }
  });

  it("stores a valid submission as version 1 and thanks the patient at the top, then version 2, the form filled with the last answers", async () => {
    const { token } = await german();
    const fields = formFields(
      "  greta   MÜLLER-weiß ",
      { "general-health": "yes", smoking: "unknown", "takes-medicines": "yes" },
      {
        details: { "general-health": "Schilddrüsenunterfunktion, seit 2019 behandelt" },
        medicines: [["L-Thyroxin 75 µg", "1× täglich morgens"]],
      },
    );
    const sent = await post(token, fields);
    expect(sent.response.status).toBe(302);
    expect(sent.response.headers.get("location")).toBe(`/medical-history/${token}?sent=1`);
    expect(privateHeadersOf(sent.response).cacheControl).toBe("no-store");
    expect(await storedVersions(ctx)).toHaveLength(1);

    const status = await historyStatusByToken(ctx, token);
    const { html } = await page(token, { query: "?sent=1" });
    const thanks = `${dePage.sent(1, formatBudapestDateTime(status.lastSubmittedAt!, "de"))} ${dePage.changeUntil(formatEventDate(DAY, "de"))}`;
    expect(html).toContain(thanks);
    // Focus lands on it as the page opens.
    expect(html).toMatch(/<p role="status" tabindex="-1" autofocus=""[^>]*data-testid="history-sent"/);
    expect(isChecked(html, "general-health", "yes")).toBe(true);
    expect(isChecked(html, "smoking", "unknown")).toBe(true);
    expect(isChecked(html, "diabetes", "no")).toBe(true);
    expect(html).toContain(">Schilddrüsenunterfunktion, seit 2019 behandelt</textarea>");
    expect(html).toContain('value="L-Thyroxin 75 µg"');

    const again = await post(token, { ...fields, "answers.smoking": "no" });
    expect(again.response.headers.get("location")).toBe(`/medical-history/${token}?sent=2`);
    expect((await storedVersions(ctx)).map((row) => row.version)).toEqual([1, 2]);
    const second = await page(token, { query: "?sent=2" });
    expect(second.html).toContain(`(Fassung 2, gesendet am`);
    expect(isChecked(second.html, "smoking", "no")).toBe(true);
  });

  it("refuses a missing answer beside its question and in the summary at the top, keeping every other answer, storing nothing", async () => {
    const { token } = await german();
    const fields = formFields(
      germanPatient.name,
      { diabetes: null, "general-health": "yes", pregnant: "unknown" },
      { details: { "general-health": "Bluthochdruck, Ramipril" } },
    );
    const { response, html } = await post(token, fields);
    expect(response.status).toBe(400);
    expect(privateHeadersOf(response)).toEqual({
      cacheControl: "no-store",
      robots: "noindex, nofollow",
      referrer: "no-referrer",
    });
    const refusals = medicalHistoryRefusalsIn.de;
    // The summary, with focus, links to the question; the sentence is beside it.
    expect(html).toMatch(/<div role="alert" tabindex="-1" autofocus=""/);
    expect(html).toContain(dePage.errorHeading);
    expect(html).toContain(refusals.summary);
    expect(html).toContain(
      `<a href="#mh-diabetes-yes" class="link">${de.sections[4].questions[0].text}</a> ${refusals.unanswered}`,
    );
    expect(html).toContain(
      `<p id="mh-diabetes-yes-error" class="mt-2 font-semibold text-danger-700">${refusals.unanswered}</p>`,
    );
    expect(html).toMatch(/<fieldset[^>]*aria-describedby="mh-diabetes-yes-error"/);
    // Only that one.
    expect(html.match(/-error" class="mt-2 font-semibold text-danger-700"/g)).toHaveLength(1);
    expect(isChecked(html, "general-health", "yes")).toBe(true);
    expect(isChecked(html, "pregnant", "unknown")).toBe(true);
    expect(isChecked(html, "smoking", "no")).toBe(true);
    expect(html).toContain(">Bluthochdruck, Ramipril</textarea>");
    expect(html).toContain(`value="${germanPatient.name}"`);
    expect(await storedVersions(ctx)).toEqual([]);
  });

  it("refuses a name that is not the booking's, beside the name, storing nothing", async () => {
    const { token } = await german();
    const { response, html } = await post(token, formFields("Hans Schmidt"));
    expect(response.status).toBe(400);
    const refusal = medicalHistoryRefusalsIn.de.name;
    expect(html).toContain(
      `<p id="mh-confirmed-name-error" class="mt-2 font-semibold text-danger-700">${refusal}</p>`,
    );
    expect(html).toContain('<a href="#mh-confirmed-name" class="link">');
    expect(html).toContain('value="Hans Schmidt"');
    expect(isChecked(html, "diabetes", "no")).toBe(true);
    expect(await storedVersions(ctx)).toEqual([]);
  });

  it("a closed link (the booking cancelled) shows the status and how to reach the clinic, no form; a post is refused and stores nothing", async () => {
    const { booking, token } = await german();
    await submitHistory(ctx, token, historyInput(germanPatient.name));
    await database.db
      .update(consultationBookings)
      .set({ status: "cancelled", cancelledAt: new Date() })
      .where(eq(consultationBookings.id, booking.id));
    const { response, html } = await page(token);
    expect(response.status).toBe(200);
    expect(html).toContain(dePage.closedHeading);
    expect(html).toContain(medicalHistoryRefusalsIn.de.closed);
    expect(html).toContain(de.status.thanks);
    expect(html).toContain("tel:");
    expect(html).not.toContain('name="confirmedName"');
    expect(html).not.toContain(de.confirmation.submit);

    const refused = await post(token, formFields(germanPatient.name));
    expect(refused.response.status).toBe(409);
    expect(refused.html).toContain(dePage.closedHeading);
    expect(refused.html).not.toContain('name="confirmedName"');
    expect(await storedVersions(ctx)).toHaveLength(1);
  });

  it("a bad link is the site's 404, with nothing of the form, for the page and a post, with the private headers", async () => {
    const { token } = await german();
    const forged = `${token.slice(0, -3)}${token.at(-3) === "A" ? "B" : "A"}${token.slice(-2)}`;
    for (const bad of [forged, "not-a-token"]) {
      for (const { response, html } of [await page(bad), await post(bad, formFields(germanPatient.name))]) {
        expect(response.status, bad).toBe(404);
        expect(html).toContain('<html lang="en-GB"');
        expect(html).not.toContain('name="confirmedName"');
        expect(html).not.toContain(de.heading);
        expect(privateHeadersOf(response)).toEqual({
          cacheControl: "no-store",
          robots: "noindex, nofollow",
          referrer: "no-referrer",
        });
      }
    }
    expect(await storedVersions(ctx)).toEqual([]);
  });

  it("a HEAD or a prefetch changes nothing and carries the private headers", async () => {
    const { token } = await german();
    for (const init of [{ method: "HEAD" }, { headers: { "Sec-Purpose": "prefetch" } }]) {
      const { response } = await page(token, init);
      expect(response.status).toBe(200);
      expect(privateHeadersOf(response).cacheControl).toBe("no-store");
    }
    expect(await storedVersions(ctx)).toEqual([]);
    expect((await historyStatusByToken(ctx, token)).filled).toBe(false);
  });

  it("takes the form posted from the page itself, whose no-referrer policy makes the browser say Origin: null; not from another site", async () => {
    const { token } = await german();
    const fields = formFields(germanPatient.name);
    const foreign = await post(token, fields, { Origin: "null", "Sec-Fetch-Site": "cross-site" });
    expect(foreign.response.status).toBeGreaterThanOrEqual(400);
    expect(await storedVersions(ctx)).toEqual([]);
    const own = await post(token, fields, { Origin: "null", "Sec-Fetch-Site": "same-origin" });
    expect(own.response.status).toBe(302);
    expect(own.response.headers.get("location")).toBe(`/medical-history/${token}?sent=1`);
    expect(await storedVersions(ctx)).toHaveLength(1);
  });

  it("a double submit stores two versions, versions 1 and 2, each answered by a redirect to its thanks: never an error page", async () => {
    const { token } = await german();
    const fields = formFields(germanPatient.name);
    const answers = await Promise.all([post(token, fields), post(token, fields)]);
    expect(answers.map(({ response }) => response.status)).toEqual([302, 302]);
    expect(answers.map(({ response }) => response.headers.get("location")).sort()).toEqual([
      `/medical-history/${token}?sent=1`,
      `/medical-history/${token}?sent=2`,
    ]);
    expect((await storedVersions(ctx)).map((row) => row.version)).toEqual([1, 2]);
  });

  it("'More rows' (without JavaScript) brings the form back with six more medicine rows, keeping what was typed, storing nothing", async () => {
    const { token } = await german();
    const fields = formFields(
      germanPatient.name,
      { "takes-medicines": "yes" },
      { medicines: [["Ibuprofen", ""]] },
    );
    const { response, html } = await post(token, { ...fields, medicineRows: "6", intent: "more-rows" });
    expect(response.status).toBe(200);
    expect(html.match(/name="medicines\.\d+\.name"/g)).toHaveLength(12);
    expect(html).toContain('value="Ibuprofen"');
    expect(isChecked(html, "takes-medicines", "yes")).toBe(true);
    expect(html).not.toContain("history-errors");
    expect(await storedVersions(ctx)).toEqual([]);
  });

  it("answers with an error page, never an empty form, when the server's keys cannot open the answers", async () => {
    const { token } = await german();
    const otherKeys = testContext(database, {
      settings: { siteUrl: SITE, healthKeys: new HealthKeyring([["elsewhere", Buffer.alloc(32, 9)]]) },
    });
    await submitHistory(otherKeys, token, historyInput(germanPatient.name));
    const { response, html } = await page(token);
    expect(response.status).toBe(500);
    expect(html).not.toContain('name="confirmedName"');
    expect(html).not.toContain(de.status.notFilled);
    expect(privateHeadersOf(response).cacheControl).toBe("no-store");
  });
});
