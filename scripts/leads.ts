// npm run leads -- [--since 2026-01-01] [--until 2026-02-01] [--format table|csv|json]
//                   [--subscribers | --bookings | --reference BDC-7K3M-9Q2X]
// Prints or exports leads (or newsletter sign-ups, or consultation-day bookings; --reference
// finds the booking a patient reads out on the phone, however it is typed). While the site runs, it asks the server
// (the embedded database belongs to that one process); when no server owns the data
// directory, it opens the database itself.
import { readFileSync } from "node:fs";
import path from "node:path";
import { openDatabase } from "../app/db/client.server";
import { getEnv } from "../app/env.server";
import { toCsv } from "../app/lib/csv";
import { bookingExportColumns, listBookings } from "../app/services/bookings/records.server";
import { leadExportColumns, listLeads, subscriberExportColumns } from "../app/services/leads/leads.server";
import { readServerInfo } from "../server/runtime-files";

/** Command-line output (the logger is for the server). */
const print = (text: unknown) => process.stdout.write(`${String(text)}\n`);

const args = process.argv.slice(2);
const option = (name: string) => {
  const at = args.indexOf(`--${name}`);
  return at === -1 ? undefined : args[at + 1];
};
const since = option("since");
const until = option("until");
const format = option("format") ?? "table";
const reference = option("reference");
const kind =
  args.includes("--bookings") || reference !== undefined
    ? "bookings"
    : args.includes("--subscribers")
      ? "subscribers"
      : "leads";

if (!["table", "csv", "json"].includes(format)) {
  console.error("--format must be table, csv or json");
  process.exit(2);
}
for (const [name, value] of [
  ["since", since],
  ["until", until],
] as const) {
  if (value && !/^\d{4}-\d{2}-\d{2}$/.test(value)) {
    console.error(`--${name} must look like 2026-01-31`);
    process.exit(2);
  }
}

type Data = Awaited<ReturnType<typeof listLeads>> & { bookings: Awaited<ReturnType<typeof listBookings>> };

async function fromServer(port: number, token: string): Promise<Data> {
  const url = new URL(`http://127.0.0.1:${port}/api/staff/leads`);
  if (since) url.searchParams.set("since", since);
  if (until) url.searchParams.set("until", until);
  if (reference !== undefined) url.searchParams.set("reference", reference);
  const response = await fetch(url, { headers: { Authorization: `Bearer ${token}` } });
  if (!response.ok) throw new Error(`The server answered ${response.status}: ${await response.text()}`);
  return (await response.json()) as Data;
}

async function fromDatabase(): Promise<Data> {
  const env = getEnv();
  const database = await openDatabase({
    databaseUrl: env.DATABASE_URL,
    dataDir: path.join(env.dataDir, "pglite"),
  });
  try {
    const range = { since: since ? new Date(since) : undefined, until: until ? new Date(until) : undefined };
    const [{ leads, subscribers }, bookings] = await Promise.all([
      listLeads(database.db, range),
      listBookings(database.db, { ...range, reference }),
    ]);
    return { leads, subscribers, bookings };
  } finally {
    await database.close();
  }
}

async function main() {
  const env = getEnv();
  const running = readServerInfo(env.dataDir);
  let data: Data;
  if (running) {
    const token = env.ADMIN_TOKEN ?? readFileSync(path.join(env.dataDir, "admin-token"), "utf8").trim();
    data = await fromServer(running.port, token);
  } else {
    // No server owns the data directory (or PostgreSQL is shared): read it directly.
    data = await fromDatabase();
  }

  const rows = data[kind] as unknown as Record<string, unknown>[];
  if (format === "json") {
    print(JSON.stringify(rows, null, 2));
  } else if (format === "csv") {
    const columns = {
      leads: leadExportColumns,
      subscribers: subscriberExportColumns,
      bookings: bookingExportColumns,
    }[kind];
    process.stdout.write(toCsv(rows, [...columns]));
  } else {
    print(
      `${rows.length} ${kind}${since ? ` since ${since}` : ""}${until ? ` until ${until}` : ""}${reference !== undefined ? ` with reference ${reference}` : ""}`,
    );
    for (const row of rows) {
      const created = String(row.createdAt).slice(0, 16).replace("T", " ");
      print(
        kind === "leads"
          ? `${created}  ${String(row.status).padEnd(7)} ${row.name} <${row.email}>  ${row.treatment ?? "-"}  ${row.phone ?? ""}`
          : kind === "bookings"
            ? `${created}  ${row.reference}  ${String(row.status).padEnd(9)} day ${row.eventDate}  ${row.appointmentTime ? `at ${row.appointmentDate} ${row.appointmentTime}` : "no time yet"}  ${row.customerEmail ?? ""}`
            : `${created}  ${row.email}`,
      );
    }
  }
}

main().catch((error) => {
  console.error((error as Error).message);
  process.exit(1);
});
