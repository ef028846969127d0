// The staff search at clinic scale, on PostgreSQL: makes a throw-away database (dropped after),
// fills it with 300,000 leads and about 30,000 bookings (names, addresses and phone numbers
// written the ways patients write them), ANALYZEs, then runs each kind of search the way the
// back office does (app/services/patients/search.server.ts, the same SQL) and prints the median and p95
// in milliseconds and each query's plan (EXPLAIN ANALYZE): the target is under 50 ms.
// A measurement, not a test: the machines are shared and noisy.
// Usage: TEST_DATABASE_URL=postgres://postgres@127.0.0.1:5432/test node --import tsx scripts/bench-search.mjs
//        [--leads 300000] [--bookings 30000] [--runs 50]
import { randomBytes } from "node:crypto";
import pg from "pg";
import { sql } from "drizzle-orm";
import { openDatabase } from "../app/db/client.server.ts";
import { search, searchQueries, searchTerms } from "../app/services/patients/search.server.ts";

/** Command-line output (the logger is for the server). */
const print = (text = "") => process.stdout.write(`${String(text)}\n`);

const args = process.argv.slice(2);
const option = (name, fallback) => {
  const at = args.indexOf(`--${name}`);
  return at >= 0 ? Number(args[at + 1]) : fallback;
};
const LEADS = option("leads", 300_000);
const BOOKINGS = option("bookings", 30_000);
const RUNS = option("runs", 50);

const adminUrl = process.env.DATABASE_URL || process.env.TEST_DATABASE_URL;
if (!adminUrl || !/^postgres(ql)?:/.test(adminUrl)) {
  print(
    "Set DATABASE_URL or TEST_DATABASE_URL to a PostgreSQL server (a throw-away database is made on it).",
  );
  process.exit(2);
}

const name = `bench_search_${randomBytes(4).toString("hex")}`;
const admin = new pg.Client({ connectionString: adminUrl });
await admin.connect();
await admin.query(`create database ${name}`);
const url = new URL(adminUrl);
url.pathname = `/${name}`;

const firstNames =
  `Anna Emma Olivia Sophie Amelia Isla Grace Lily Freya Chloe Jack Oliver Harry George Noah Leo Oscar
  Charlie James William Thomas Liam Lucas Henry Mia Ella Ava Ruby Zoe Hannah Lena Marie Julia Laura Sarah Eva Katharina
  Johanna Lukas Felix Paul Jonas Maximilian Elias Niamh Aoife Saoirse Conor Sean Padraig Siobhan Ciara Dorottya Eszter
  Zsofia Réka Bence Máté Dávid Ádám Péter Lars Ingrid Astrid Sven Erik Freja Mette Søren`.split(/\s+/);
const lastNames =
  `Smith Jones Williams Taylor Brown Davies Evans Wilson Thomas Johnson Roberts Robinson Thompson Wright
  Walker White Edwards Hughes Green Hall Lewis Harris Clarke Patel Jackson Wood Turner Martin Cooper Hill Ward Morris Moore
  Clark Lee King Baker Harrison Morgan Allen James Scott Phillips Watson Davis Parker Price Bennett Young Griffiths Mitchell
  Kelly Cook Carter Richardson Bailey Collins Bell Shaw Murphy Miller Cox Richards Khan Marshall Anderson Simpson Ellis
  Adams Singh Begum Wilkinson Foster Chapman Powell Webb Rogers Gray Mason Ali Hunt Hussain Campbell Matthews Owen Palmer
  Holmes Mills Barnes Knight Lloyd Butler Russell Barker Fisher Stevens Jenkins Müller Schmidt Schneider Fischer Weber
  Meyer Wagner Becker Schulz Hoffmann O'Brien Byrne Ryan O'Connor O'Neill Doyle McCarthy Gallagher Kovács Szabó Tóth
  Nagy Horváth Varga Kiss Molnár Németh Farkas Hansen Nielsen Jensen Pedersen Andersen Larsen Johansson Karlsson Nilsson`.split(
    /\s+/,
  );
const domains = [
  "gmail.com",
  "yahoo.co.uk",
  "hotmail.com",
  "outlook.com",
  "icloud.com",
  "web.de",
  "gmx.de",
  "eircom.net",
  "btinternet.com",
  "live.ie",
];
const literalArray = (values) => `array[${values.map((v) => `'${v.replace(/'/g, "''")}'`).join(",")}]`;

let handle;
try {
  handle = await openDatabase({ databaseUrl: url.toString() });
  const { db } = handle;
  // Filled over a connection of its own: the app's pool has a statement deadline.
  const filler = new pg.Client({ connectionString: url.toString() });
  await filler.connect();
  const started = Date.now();
  // Phone numbers as typed: international with spaces, with 00 and dashes, national with a
  // trunk zero, or none at all; a fifth of the leads left it empty.
  await filler.query(`
    insert into leads (form_id, name, email, phone, treatment, message, consent_version, status, created_at, answered_at)
    select 'quote',
      f || ' ' || l,
      lower(translate(f, 'áéíóöőúüűÁÉÍÓÖŐÚÜŰøØåÅæÆ''', 'aeiooouuuAEIOOOUUUoOaAaA')) || '.' ||
        lower(translate(l, 'áéíóöőúüűÁÉÍÓÖŐÚÜŰøØåÅæÆ''', 'aeiooouuuAEIOOOUUUoOaAaA')) || (i % 997) || '@' || d,
      case i % 5
        when 0 then null
        when 1 then '+44 7' || lpad((i % 1000)::text, 3, '0') || ' ' || lpad((i * 7 % 1000000)::text, 6, '0')
        when 2 then '0049-15' || lpad((i % 100)::text, 2, '0') || '-' || lpad((i * 13 % 10000000)::text, 7, '0')
        when 3 then '07' || lpad((i % 1000)::text, 3, '0') || ' ' || lpad((i * 11 % 1000000)::text, 6, '0')
        else '+36 30 ' || lpad((i * 17 % 10000000)::text, 7, '0')
      end,
      'dental-implants', 'I would like a quote for implants.', '2026-01',
      case when i % 3 = 0 then 'new' else 'contacted' end,
      now() - (i || ' minutes')::interval,
      case when i % 3 = 0 then null else now() - (i || ' minutes')::interval end
    from (
      select i,
        (${literalArray(firstNames)})[1 + (i * 7919 % ${firstNames.length})] as f,
        (${literalArray(lastNames)})[1 + (i * 104729 % ${lastNames.length})] as l,
        (${literalArray(domains)})[1 + (i % ${domains.length})] as d
      from generate_series(1::bigint, ${LEADS}) as i
    ) as people`);
  // About a tenth of the leads book; references drawn like newBookingReference's (a clash is skipped).
  const letter = "substr('23456789ABCDEFGHJKMNPQRSTUVWXYZ', 1 + floor(random() * 31)::int, 1)";
  const code = Array.from({ length: 4 }, () => letter).join(" || ");
  await filler.query(`
    insert into consultation_bookings (session_id, reference, provider, status, event_date, amount_cents, currency,
      customer_email, customer_name, customer_phone, paid_at, created_at)
    select 'cs_bench_' || l.id, 'BDC-' || ${code} || '-' || ${code}, 'test',
      case when l.created_at::time < '06:00' then 'scheduled' else 'paid' end,
      date '2026-01-03' + (floor(random() * 50)::int * 7), 5000, 'eur',
      l.email, l.name, l.phone, l.created_at, l.created_at
    from leads as l where random() < ${BOOKINGS / LEADS}
    on conflict do nothing`);
  await filler.query("analyze");
  await filler.end();
  const [{ leads: leadCount }] = (await db.execute(sql`select count(*)::int as leads from leads`)).rows;
  const [{ bookings: bookingCount }] = (
    await db.execute(sql`select count(*)::int as bookings from consultation_bookings`)
  ).rows;
  print(
    `Made ${leadCount} leads and ${bookingCount} bookings in ${((Date.now() - started) / 1000).toFixed(1)} s.`,
  );

  // One real person to look for, and each kind of query as a receptionist would type it.
  const [target] = (
    await db.execute(
      sql`select reference, customer_name, customer_email, customer_phone from consultation_bookings where customer_phone like '+44%' order by created_at desc offset 100 limit 1`,
    )
  ).rows;
  const spoken = target.reference.toLowerCase().replace(/-/g, " ");
  const phone = `0${target.customer_phone.replace(/^\+44\s*/, "").replace(/\s/g, "-")}`;
  const surname = target.customer_name.split(" ").at(-1);
  const namePart = surname.slice(1, 6).toLowerCase();
  const emailPart = target.customer_email.split("@")[0].slice(-7);
  const cases = [
    ["reference read out with spaces", spoken],
    ["phone in another format", phone],
    ["part of a name", namePart],
    ["part of an email", emailPart],
    ["a rare name part", "kovács"],
    ["a reference's last group", target.reference.slice(-4).toLowerCase()],
  ];

  // The plans under the search's own setting (app/services/patients/search.server.ts: runSearchQueries),
  // on one connection of their own that stays open (a pool's idle one would be replaced).
  const explainer = new pg.Client({ connectionString: url.toString() });
  explainer.on("error", () => {});
  await explainer.connect();
  await explainer.query("set enable_seqscan = off");
  await explainer.query("set jit = off");
  print(
    `\n${"search".padEnd(34)} ${"query".padEnd(22)} ${"hits".padStart(5)} ${"median".padStart(8)} ${"p95".padStart(8)}`,
  );
  const plans = [];
  for (const [label, query] of cases) {
    const times = [];
    let result;
    for (let run = 0; run < RUNS + 3; run++) {
      const t0 = performance.now();
      result = await search(db, query);
      // The first runs warm the cache and the connections; not counted.
      if (run >= 3) times.push(performance.now() - t0);
    }
    times.sort((a, b) => a - b);
    const at = (q) => times[Math.min(times.length - 1, Math.floor(q * times.length))];
    print(
      `${label.padEnd(34)} ${JSON.stringify(query).padEnd(22)} ${String(result.hitCount + (result.more ? "+" : "")).padStart(5)} ${at(0.5).toFixed(1).padStart(6)} ms ${at(0.95).toFixed(1).padStart(6)} ms`,
    );
    const queries = searchQueries(db, searchTerms(query));
    for (const [table, built] of Object.entries(queries)) {
      if (!built) continue;
      const { sql: text, params } = built.toSQL();
      const plan = await explainer.query(`explain (analyze, buffers, costs off) ${text}`, params);
      plans.push(
        `\n## ${label}, ${table}: ${JSON.stringify(query)}\n${plan.rows.map((r) => r["QUERY PLAN"]).join("\n")}`,
      );
    }
  }
  await explainer.end();
  print(plans.join("\n"));
} finally {
  await handle?.close();
  await admin.query(`drop database if exists ${name} with (force)`);
  await admin.end();
}
