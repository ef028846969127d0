import { randomBytes } from "node:crypto";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import type { ServiceContext } from "../../../app/services/context.server";
import { submitHistory } from "../../../app/services/health/submit.server";
import { testContext } from "../../support/context";
import { createTestDatabase, testBackends, truncateAll, type TestDatabase } from "../../support/database";
import { historyInput } from "../../support/health";
import {
  germanInput,
  greta,
  healthAudit,
  ruth,
  ruthInput,
  submittedHistory,
  visibleText,
} from "../../support/health-staff";
import { startTestServer, type TestServer } from "../../support/http-server";
import { paidConsultation } from "../../support/plans";
import { rawRequest } from "../../support/raw-http";
import { signInStaff } from "../../support/staff-http";

/**
 * The medical history in the back office, through the server: the patient page's section and
 * the dentist's page, as signed-in staff read them, each view one audit row.
 */
describe.each(testBackends())(
  "the back office's medical history pages on %s",
  { timeout: 120_000 },
  (backend) => {
    let database: TestDatabase;
    let server: TestServer;
    let ctx: ServiceContext;
    let cookie: string;
    let n = 0;

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
      ctx = testContext(database);
      ({ cookie } = await signInStaff(server.url, database.db, {
        email: `dentist-${++n}@clinic.example`,
        role: "admin",
      }));
    });

    const get = (path: string, as = cookie, base = server.url) =>
      rawRequest(base, { method: "GET", path, headers: as ? { Cookie: as } : {} });
    const patientPage = (bookingId: string) => `/staff/patients/booking/${bookingId}`;
    const historyPage = (bookingId: string, query = "") =>
      `${patientPage(bookingId)}/medical-history${query}`;

    it("sends signed-out requests to the sign-in page, showing nothing of the history", async () => {
      const booking = await submittedHistory(ctx, ruth, ruthInput());
      for (const path of [
        patientPage(booking.id),
        historyPage(booking.id),
        historyPage(booking.id, "?version=1"),
      ]) {
        const answer = await get(path, "");
        expect(answer.status).toBe(302);
        expect(answer.headers.location).toMatch(/^\/staff\/sign-in/);
        expect(answer.text).not.toMatch(/apixaban|Ruth/i);
      }
      expect(await healthAudit(ctx)).toEqual([]);
    });

    it("the patient page says 'Not filled in yet' with the patient's link, then the two flags of apixaban and alendronate", async () => {
      const booking = await paidConsultation(ctx, ruth);
      const before = await get(patientPage(booking.id));
      expect(before.status).toBe(200);
      const text = visibleText(before);
      expect(text).toContain("Medical history Not filled in yet");
      expect(text).toMatch(
        /The patient's link to fill it in .*http:\/\/localhost:3000\/medical-history\/b\.[0-9a-f-]{36}\.[\w-]{22}/,
      );
      expect(await healthAudit(ctx)).toHaveLength(1);

      const token = /\/medical-history\/(b\.[\w.-]+)/.exec(text)![1];
      await submitHistory(ctx, token, ruthInput());
      const after = visibleText(await get(patientPage(booking.id)));
      expect(after).not.toContain("Not filled in yet");
      expect(after).toContain("Needs attention before treatment");
      expect(after).toContain("Anticoagulant or antiplatelet Medicine “Apixaban” (apixaban)");
      expect(after).toContain(
        "Antiresorptive (bisphosphonate, denosumab) Medicine “Alendronic acid” (alendronate)",
      );
      expect(after).toMatch(/Last sent \d+ \w+ \d{4}, \d\d:\d\d \(Budapest time\), version 1\./);
      expect(after).toContain("Read the answers");
      expect((await get(patientPage(booking.id))).text).toContain(`href="${historyPage(booking.id)}"`);
      // Each view of the page: one row for the history's flags (and the page's own patient.view).
      const rows = await healthAudit(ctx);
      expect(rows.map((row) => row.action)).toEqual(["health.flags", "health.flags", "health.flags"]);
      expect(rows[2].detail).toEqual({ purpose: "patient-page", people: 1, histories: 1 });
      expect(JSON.stringify(rows).toLowerCase()).not.toMatch(/apixaban|alendron|anticoag/);
    });

    it("the dentist's page shows the German patient's own words as theirs beside the English questions", async () => {
      const booking = await submittedHistory(ctx, greta, germanInput());
      const answer = await get(historyPage(booking.id));
      expect(answer.status).toBe(200);
      expect(answer.headers["cache-control"]).toBe("no-store");
      const text = visibleText(answer);
      expect(text).toContain("Medical history: Greta Müller-Weiß");
      expect(text).toMatch(/Version 1 of 1, sent .* \(Budapest time\), in German\./);
      // The flags first: her penicillin allergy.
      expect(text.indexOf("Needs attention before treatment")).toBeLessThan(text.indexOf("Answers"));
      expect(text).toContain("Allergy to penicillin Allergy: penicillin or another antibiotic: yes");
      // Every question in English, with its answer; her words quoted as hers, in German.
      expect(text).toContain(
        "Other illness or condition Do you have any illness, health condition or disability that this form does not ask about? Yes",
      );
      expect(answer.text).toContain(
        `Patient&#x27;s own words (German):</span> <q lang="de-DE" class="italic">Schilddrüsenunterfunktion, seit 2019 behandelt</q>`,
      );
      expect(answer.text).toContain(
        `<q lang="de-DE" class="italic">Gelegentlich, größtenteils auf Feiern – ca. 2 Stück</q>`,
      );
      expect(text).toContain("Smoking or vaping Do you smoke, or use tobacco or e-cigarettes? Not sure");
      expect(text).toContain("Pregnant Are you pregnant, or could you be? No");
      // Her medicines and her confirmation, as she wrote them.
      expect(answer.text).toMatch(
        /<tr lang="de-DE"><td[^>]*>L-Thyroxin 75 µg<\/td><td[^>]*>1× täglich morgens, nüchtern<\/td><\/tr>/,
      );
      expect(text).toMatch(/Confirmed .* \(Budapest time\), with the name typed as “?greta müller-weiß/);
      expect(text).toContain("Download for the practice system (FHIR R4)");
      expect(answer.text).toContain(`href="${historyPage(booking.id)}/fhir"`);
      expect(text).toContain("Version 1: ");

      const rows = await healthAudit(ctx);
      expect(rows).toHaveLength(1);
      expect(rows[0]).toMatchObject({ action: "health.view", detail: { version: 1, versions: 1 } });
      expect(rows[0].subject).toMatch(/^health:[0-9a-f-]{36}$/);
      await get(historyPage(booking.id));
      expect(await healthAudit(ctx)).toHaveLength(2);
    });

    it("?version=1 shows the earlier answers, and the latest is one link away", async () => {
      const booking = await submittedHistory(
        ctx,
        ruth,
        historyInput("Ruth Baker", { answers: { pregnant: { answer: "yes", detail: "12 weeks" } } }),
        ruthInput(),
      );
      const latestPage = await get(historyPage(booking.id));
      const latest = visibleText(latestPage);
      expect(latest).toContain("Version 2 of 2");
      expect(latest).toContain("Anticoagulant or antiplatelet");
      expect(latest).not.toContain("12 weeks");
      expect(latestPage.text).toContain(`href="${historyPage(booking.id, "?version=1")}"`);

      const earlier = await get(historyPage(booking.id, "?version=1"));
      expect(earlier.status).toBe(200);
      const text = visibleText(earlier);
      expect(text).toContain("Version 1 of 2");
      expect(text).toContain("You are reading an earlier version (1 of 2)");
      expect(text).toContain("Pregnant Pregnant: yes");
      expect(text).toContain("Pregnant Are you pregnant, or could you be? Yes");
      expect(text).toContain("12 weeks");
      expect(text).not.toContain("Apixaban");
      expect(text).toContain("Read the latest version");

      const rows = await healthAudit(ctx);
      expect(rows.map((row) => [row.action, row.detail])).toEqual([
        ["health.view", { version: 2, versions: 2 }],
        ["health.view", { version: 1, versions: 2 }],
      ]);
      expect((await get(historyPage(booking.id, "?version=3"))).status).toBe(404);
      expect((await get(historyPage(booking.id, "?version=one"))).status).toBe(404);
      expect(await healthAudit(ctx)).toHaveLength(2);
    });

    it("the dentist's page of a patient who has not filled it in says so, and that look is audited too", async () => {
      const booking = await paidConsultation(ctx, { name: "Tom New", email: "tom@example.com" });
      const answer = await get(historyPage(booking.id));
      expect(answer.status).toBe(200);
      expect(visibleText(answer)).toContain("Medical history: Tom New Not filled in yet");
      expect(await healthAudit(ctx)).toMatchObject([{ action: "health.view", detail: { versions: 0 } }]);
      expect(
        (await get("/staff/patients/booking/00000000-0000-4000-8000-000000000000/medical-history")).status,
      ).toBe(404);
    });

    it("the audit log page says in words what each health row was", async () => {
      const booking = await submittedHistory(ctx, ruth, ruthInput());
      await get(patientPage(booking.id));
      await get(historyPage(booking.id));
      await get(`${historyPage(booking.id)}/fhir`);
      const text = visibleText(await get("/staff/audit"));
      expect(text).toContain("Read medical history flags health.flags");
      expect(text).toContain("For the patient page: 1 person, 1 history filled in");
      expect(text).toContain("Read a medical history health.view");
      expect(text).toContain("Version 1 of 1");
      expect(text).toContain("Downloaded a medical history for the practice system health.fhir");
      expect(text).toContain("Version 1, FHIR R4");
    });

    it("a key that does not open the history says so on every page, never 'not filled in'", async () => {
      const booking = await submittedHistory(ctx, ruth, ruthInput());
      const other = await startTestServer(database, {
        envOverrides: { HEALTH_DATA_KEYS: `other:${randomBytes(32).toString("base64")}` },
      });
      try {
        const page = visibleText(await get(patientPage(booking.id), cookie, other.url));
        expect(page).toContain("The medical history could not be read");
        expect(page).not.toContain("Not filled in yet");
        const dentist = await get(historyPage(booking.id), cookie, other.url);
        expect(dentist.status).toBe(500);
        expect(visibleText(dentist)).toContain("HEALTH_DATA_KEYS");
        const sheet = visibleText(await get("/staff/consultation-days/2027-03-01", cookie, other.url));
        expect(sheet).toMatch(/Medical history of Ruth Baker : could not be read/);
      } finally {
        await other.close();
      }
    });
  },
);
