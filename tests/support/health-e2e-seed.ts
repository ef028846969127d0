/**
 * The browser tests' medical histories (scripts/e2e-server.mjs runs this before the server
 * starts, on the same embedded database, with the server's HEALTH_DATA_KEYS): three patients
 * booked and paid on one day, two of whom sent their history through their booking's own link,
 * as tests/e2e/staff-medical-history.spec.ts then reads them in the back office.
 * (The embedded database allows one process at a time, so it cannot be done while the server runs.)
 */
import path from "node:path";
import { openDatabase } from "../../app/db/client.server";
import { consultationBookings } from "../../app/db/schema";
import { getEnv } from "../../app/env.server";
import { submitHistory } from "../../app/services/health/submit.server";
import { createServices } from "../../server/app";
import { germanInput, historyInput, historyToken } from "./health";
import { e2eHistoryDay, e2eHistoryPatients } from "./health-e2e-patients";

async function seed() {
  const env = getEnv();
  const database = await openDatabase({
    databaseUrl: env.DATABASE_URL,
    dataDir: path.join(env.dataDir, "pglite"),
  });
  const services = createServices({ env, database, staffToken: env.ADMIN_TOKEN ?? "" });
  const { ruth, greta, tom } = e2eHistoryPatients;
  const answers: Record<string, ReturnType<typeof historyInput>> = {
    [ruth.email]: historyInput(ruth.name, {
      answers: { "takes-medicines": { answer: "yes" } },
      medicines: [
        { name: "Apixaban", dose: "5 mg twice a day" },
        { name: "Alendronic acid", dose: "70 mg once a week" },
      ],
    }),
    [greta.email]: { ...germanInput(), confirmedName: greta.name },
  };
  try {
    for (const [n, patient] of [ruth, greta, tom].entries()) {
      const [booking] = await database.db
        .insert(consultationBookings)
        .values({
          sessionId: `cs_test_e2e_history_${n}`,
          provider: "test",
          status: "scheduled",
          eventDate: e2eHistoryDay(),
          appointmentDate: e2eHistoryDay(),
          appointmentTime: `${10 + n}:00`,
          amountCents: 5000,
          currency: "eur",
          customerName: patient.name,
          customerEmail: patient.email,
          customerPhone: "+44 7700 900777",
          language: patient.language,
          paidAt: new Date(),
        })
        .returning();
      const input = answers[patient.email];
      if (input)
        await submitHistory(services, await historyToken(services, { bookingId: booking.id }), input);
    }
  } finally {
    await database.close();
  }
}

await seed();
process.exit(0);
