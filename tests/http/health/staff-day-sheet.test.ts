import { eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { auditLog, consultationBookings } from "../../../app/db/schema";
import { proposedEventDates } from "../../../app/services/bookings/days.server";
import type { ServiceContext } from "../../../app/services/context.server";
import { testContext } from "../../support/context";
import { createTestDatabase, testBackends, truncateAll, type TestDatabase } from "../../support/database";
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
 * The day sheet's medical history line: each booking's state or flags, read in one audited call
 * per page view; the day's export says only whether it is filled in.
 */
describe.each(testBackends())("the day sheet's medical histories on %s", { timeout: 120_000 }, (backend) => {
  let database: TestDatabase;
  let server: TestServer;
  let ctx: ServiceContext;
  let cookie: string;
  let day: string;
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
    day = proposedEventDates()[1];
    ({ cookie } = await signInStaff(server.url, database.db, { email: `reception-${++n}@clinic.example` }));
  });

  const get = (path: string, as = cookie) =>
    rawRequest(server.url, { method: "GET", path, headers: as ? { Cookie: as } : {} });

  /** Ruth (two flags), Greta (one), Tom (none yet), and a refunded booking whose history is not read. */
  async function theDay() {
    const ruthBooking = await submittedHistory(ctx, { ...ruth, eventDate: day }, ruthInput());
    const gretaBooking = await submittedHistory(ctx, { ...greta, eventDate: day }, germanInput());
    const tom = await paidConsultation(ctx, { name: "Tom New", email: "tom@example.com" });
    const gone = await paidConsultation(ctx, { name: "Rita Refunded", email: "rita@example.com" });
    await database.db
      .update(consultationBookings)
      .set({ eventDate: day })
      .where(eq(consultationBookings.id, tom.id));
    await database.db
      .update(consultationBookings)
      .set({ eventDate: day, status: "refunded" })
      .where(eq(consultationBookings.id, gone.id));
    return { ruthBooking, gretaBooking, tom, gone };
  }

  /** The text of the row of the booking with this reference. */
  const rowOf = (html: string, reference: string) => {
    const row = new RegExp(`<tr id="booking-${reference}"[\\s\\S]*?</tr>`).exec(html);
    return row ? visibleText({ status: 200, headers: {}, text: row[0] }) : "";
  };

  it("shows each booking's state or flags, linked to the dentist's page, with one audit row per view", async () => {
    const { ruthBooking, gretaBooking, tom, gone } = await theDay();
    const sheet = await get(`/staff/consultation-days/${day}`);
    expect(sheet.status).toBe(200);
    expect(rowOf(sheet.text, ruthBooking.reference)).toMatch(
      /Medical history of Ruth Baker : Anticoagulant Antiresorptive/,
    );
    expect(rowOf(sheet.text, gretaBooking.reference)).toMatch(
      /Medical history of Greta Müller-Weiß : Penicillin allergy/,
    );
    expect(rowOf(sheet.text, tom.reference)).toMatch(/Medical history of Tom New : not filled in yet/);
    expect(rowOf(sheet.text, gone.reference)).not.toContain("Medical history");
    expect(sheet.text).toContain(`href="/staff/patients/booking/${ruthBooking.id}/medical-history"`);
    // Only the short labels: the reasons (her medicines) are the dentist's page's.
    expect(visibleText(sheet)).not.toContain("Apixaban");

    expect(await healthAudit(ctx)).toEqual([
      { action: "health.flags", subject: null, detail: { purpose: "day-sheet", people: 3, histories: 2 } },
    ]);
    await get(`/staff/consultation-days/${day}`);
    expect(await healthAudit(ctx)).toHaveLength(2);

    // Only the patients shown are read: German speakers, Greta alone.
    const german = await get(`/staff/consultation-days/${day}?language=de`);
    expect(rowOf(german.text, gretaBooking.reference)).toContain("Penicillin allergy");
    expect((await healthAudit(ctx)).at(-1)!.detail).toEqual({
      purpose: "day-sheet",
      people: 1,
      histories: 1,
    });
  });

  it("a day without patients reads no history and writes no health row", async () => {
    expect((await get(`/staff/consultation-days/${day}`)).status).toBe(200);
    expect(await healthAudit(ctx)).toEqual([]);
  });

  it("the export says only 'Filled in' or 'Not filled in yet', never a flag or an answer", async () => {
    const { ruthBooking, tom, gone } = await theDay();
    const answer = await get(`/staff/consultation-days/${day}/export`);
    expect(answer.status).toBe(200);
    const lines = answer.text.trim().split("\r\n");
    const header = lines[0].split(",");
    const column = header.indexOf("Medical history");
    expect(column).toBeGreaterThan(header.indexOf("Note"));
    const cell = (reference: string) => lines.find((line) => line.includes(reference))!.split(",")[column];
    expect(cell(ruthBooking.reference)).toBe("Filled in");
    expect(cell(tom.reference)).toBe("Not filled in yet");
    expect(cell(gone.reference)).toBe("Not filled in yet");
    expect(answer.text).not.toMatch(/anticoag|antiresorp|penicillin|apixaban|alendron/i);
    // The export's own audit row counts the histories it named; the health service read none.
    const [row] = await database.db.select().from(auditLog).where(eq(auditLog.action, "day.export"));
    expect(row.detail).toEqual({ rows: 4, histories: 2 });
    expect(await healthAudit(ctx)).toEqual([]);
  });

  it("signed out, the day sheet and its export show nothing", async () => {
    await theDay();
    for (const path of [`/staff/consultation-days/${day}`, `/staff/consultation-days/${day}/export`]) {
      const answer = await get(path, "");
      expect(answer.status).not.toBe(200);
      expect(answer.text).not.toMatch(/Ruth|Anticoagulant|Filled in/);
    }
    expect(await healthAudit(ctx)).toEqual([]);
  });
});
