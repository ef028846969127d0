/**
 * The browser tests' treatment plans (scripts/e2e-server.mjs runs this before the server starts,
 * on the same embedded database): a plan sent to a French patient and one to a UK patient,
 * written and sent by the e2e admin through the plans service's own use cases, as the staff
 * editor will. The plans' emails, with their private links, are outbox rows the server then
 * writes to DATA_DIR/outbox, where tests/e2e/plan-page.spec.ts reads them as a patient would.
 * (The embedded database allows one process at a time, so it cannot be done while the server runs.)
 */
import path from "node:path";
import { openDatabase } from "../../app/db/client.server";
import { leads } from "../../app/db/schema";
import { getEnv } from "../../app/env.server";
import { addDays, budapestToday } from "../../app/lib/event-dates";
import { listStaffAccounts } from "../../app/services/staff/accounts.server";
import { createPlan } from "../../app/services/plans/create.server";
import { saveDraft } from "../../app/services/plans/drafts.server";
import { sendPlan } from "../../app/services/plans/sending.server";
import { createServices } from "../../server/app";
import { asStaff } from "./context";
import { e2ePlanPatients } from "./plan-e2e-patients";
import { implantDraft } from "./plans";

async function seed() {
  const env = getEnv();
  const database = await openDatabase({ databaseUrl: env.DATABASE_URL, dataDir: path.join(env.dataDir, "pglite") });
  const services = createServices({ env, database, staffToken: env.ADMIN_TOKEN ?? "" });
  try {
    const [admin] = await listStaffAccounts(database.db);
    const staff = asStaff(services, { id: admin.id, email: admin.email });
    const validUntil = addDays(budapestToday(new Date()), 90);
    for (const patient of Object.values(e2ePlanPatients)) {
      const [lead] = await database.db
        .insert(leads)
        .values({ formId: "quote", ...patient, consentVersion: "2026-11", visitSource: "e2e" })
        .returning();
      const { planId } = await createPlan(staff, { leadId: lead.id });
      await saveDraft(staff, planId, implantDraft(validUntil));
      await sendPlan(staff, planId);
    }
  } finally {
    await database.close();
  }
}

await seed();
process.exit(0);
