/**
 * The browser tests' record of attendance (scripts/e2e-server.mjs runs this before the server
 * starts, on the same embedded database): paid bookings on two past days, marked attended or
 * no-show on their day sheets, with the reminders each patient chose, as
 * tests/e2e/analytics.spec.ts then reads them on the analytics page.
 * (The embedded database allows one process at a time, so it cannot be done while the server runs.)
 */
import path from "node:path";
import { openDatabase } from "../../app/db/client.server";
import { consultationBookings } from "../../app/db/schema";
import { getEnv } from "../../app/env.server";
import { e2eAttendance, e2eAttendanceDays } from "./attendance-e2e-days";

async function seed() {
  const env = getEnv();
  const database = await openDatabase({
    databaseUrl: env.DATABASE_URL,
    dataDir: path.join(env.dataDir, "pglite"),
  });
  try {
    const days = e2eAttendanceDays();
    let n = 0;
    for (const [channel, marks] of Object.entries(e2eAttendance)) {
      for (const attendance of marks) {
        const day = days[n % days.length];
        n += 1;
        await database.db.insert(consultationBookings).values({
          sessionId: `cs_test_e2e_attendance_${n}`,
          provider: "test",
          status: "scheduled",
          eventDate: day,
          appointmentDate: day,
          appointmentTime: "10:00",
          amountCents: 5000,
          currency: "eur",
          customerName: `Attendance Patient ${n}`,
          customerEmail: `attendance${n}@example.com`,
          customerPhone: "+44 7700 900777",
          textChannel: channel as keyof typeof e2eAttendance,
          attendance,
          paidAt: new Date(),
        });
      }
    }
  } finally {
    await database.close();
  }
}

await seed();
