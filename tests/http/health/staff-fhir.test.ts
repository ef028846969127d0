import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import type { ServiceContext } from "../../../app/services/context.server";
import {
  answerCodings,
  type QuestionnaireItem,
  type ResponseItem,
} from "../../../app/services/health/fhir.server";
import { testContext } from "../../support/context";
import { createTestDatabase, testBackends, truncateAll, type TestDatabase } from "../../support/database";
import { germanInput, greta, healthAudit, submittedHistory } from "../../support/health-staff";
import { startTestServer, type TestServer } from "../../support/http-server";
import { paidConsultation } from "../../support/plans";
import { rawRequest } from "../../support/raw-http";
import { signInStaff } from "../../support/staff-http";

/** Every item of a response, through groups and the answers' own items (a detail sits under its answer). */
function responseItems(items: ResponseItem[] = []): ResponseItem[] {
  return items.flatMap((item) => [
    item,
    ...responseItems(item.item),
    ...(item.answer ?? []).flatMap((answer) => responseItems(answer.item)),
  ]);
}
const questionnaireItems = (items: QuestionnaireItem[] = []): QuestionnaireItem[] =>
  items.flatMap((item) => [item, ...questionnaireItems(item.item)]);

/** The dentist's download for the practice system: a FHIR R4 Bundle of the questionnaire and the answers. */
describe.each(testBackends())(
  "the medical history's FHIR download on %s",
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
      ({ cookie } = await signInStaff(server.url, database.db, { email: `dentist-${++n}@clinic.example` }));
    });

    const get = (path: string, as = cookie) =>
      rawRequest(server.url, { method: "GET", path, headers: as ? { Cookie: as } : {} });
    const fhirPath = (bookingId: string) => `/staff/patients/booking/${bookingId}/medical-history/fhir`;

    it("is an attachment of application/fhir+json: a collection Bundle of the Questionnaire and its QuestionnaireResponse", async () => {
      const booking = await submittedHistory(ctx, greta, germanInput());
      const answer = await get(fhirPath(booking.id));
      expect(answer.status).toBe(200);
      expect(answer.headers["content-type"]).toBe("application/fhir+json; charset=utf-8");
      expect(answer.headers["content-disposition"]).toBe('attachment; filename="medical-history.fhir.json"');
      expect(answer.headers["cache-control"]).toBe("no-store");

      const bundle = JSON.parse(answer.text);
      expect(bundle).toMatchObject({ resourceType: "Bundle", type: "collection" });
      expect(
        bundle.entry.map((e: { resource: { resourceType: string } }) => e.resource.resourceType),
      ).toEqual(["Questionnaire", "QuestionnaireResponse"]);
      const [{ resource: questionnaire }, { resource: response }] = bundle.entry;
      expect(questionnaire).toMatchObject({
        status: "active",
        language: "en-GB",
        url: "http://localhost:3000/fhir/Questionnaire/medical-history",
      });
      const questions = questionnaireItems(questionnaire.item);
      expect(questions.find((q) => q.linkId === "anticoagulants")).toMatchObject({
        type: "choice",
        text: expect.stringContaining("thins your blood"),
      });
      expect(questions.filter((q) => q.type === "choice")).toHaveLength(32);

      // Her answers, in German, to the same questionnaire (its canonical URL and version).
      expect(response).toMatchObject({ status: "completed", language: "de-DE" });
      expect(response.questionnaire).toBe(`${questionnaire.url}|${questionnaire.version}`);
      expect(new Date(response.authored).getTime()).not.toBeNaN();
      const answers = responseItems(response.item);
      const answerOf = (linkId: string) => answers.find((a) => a.linkId === linkId)?.answer?.[0];
      expect(answerOf("allergy-penicillin")?.valueCoding).toEqual(answerCodings.yes);
      expect(answerOf("pregnant")?.valueCoding).toEqual(answerCodings.no);
      expect(answerOf("smoking")?.valueCoding).toEqual(answerCodings.unknown);
      expect(answerOf("general-health.detail")?.valueString).toBe(
        "Schilddrüsenunterfunktion, seit 2019 behandelt",
      );
      expect(
        answers.filter((a) => a.linkId === "medicine.name").map((a) => a.answer![0].valueString),
      ).toEqual(["L-Thyroxin 75 µg", "Ibuprofen"]);
      expect(answerOf("confirmation.name")?.valueString).toBe("greta   müller-weiß");
      // Every answer's linkId is one of the questionnaire's.
      const linkIds = new Set(questions.map((q) => q.linkId));
      for (const item of answers) expect(linkIds).toContain(item.linkId);

      expect(await healthAudit(ctx)).toMatchObject([{ action: "health.fhir", detail: { version: 1 } }]);
    });

    it("is a 404 for a patient who has not filled it in, and signed out it is nothing at all", async () => {
      const booking = await paidConsultation(ctx, { name: "Tom New", email: "tom@example.com" });
      expect((await get(fhirPath(booking.id))).status).toBe(404);
      // The look is audited all the same.
      expect(await healthAudit(ctx)).toMatchObject([{ action: "health.fhir", detail: { versions: 0 } }]);
      const filled = await submittedHistory(ctx, greta, germanInput());
      const signedOut = await get(fhirPath(filled.id), "");
      expect(signedOut.status).not.toBe(200);
      expect(signedOut.text).not.toContain("Schilddrüse");
      expect(await healthAudit(ctx)).toHaveLength(1);
    });
  },
);
