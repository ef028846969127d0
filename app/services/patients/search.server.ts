import { desc, inArray, or, sql, type SQL } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import { consultationBookings, leads } from "~/db/schema";
import { REFERENCE_ALPHABET, REFERENCE_PREFIX } from "~/lib/booking-reference";

/**
 * The back office's one search (the box on every staff page, routes/staff.search.tsx): leads and
 * consultation bookings by reference, phone, part of a name or part of an email, grouped into
 * people. Every condition is written with exactly the expression its index was built on
 * (drizzle/0007_days_patients_and_answers.sql), or PostgreSQL reads the whole table instead:
 * scripts/bench-search.mjs prints the plans at 300,000 leads.
 */

/** The most hits shown; past it the page says there are more and asks for a closer search. */
export const SEARCH_LIMIT = 50;
/** Fewer characters than this find too much to read (and trigrams need three). */
const MIN_TEXT_LENGTH = 3;
/** A phone search needs this many digits of the national number. */
const MIN_PHONE_DIGITS = 6;

export interface SearchTerms {
  /** Bare upper-case references to match exactly ('BDC7K3M9Q2X'). */
  references: string[];
  /** The last group of a reference, read out alone ('9Q2X'): matched by its tail. */
  referenceTail: string | null;
  /** The national part of a phone number, digits only ('7700900123'). */
  phoneDigits: string | null;
  /** Lower-cased, for `like '%…%'` (already escaped). */
  textPattern: string | null;
  /** Names are searched too (not for text with digits or an '@': a part of an address). */
  searchNames: boolean;
}

const referenceCode = new RegExp(`^[${REFERENCE_ALPHABET}]+$`);

/**
 * Two-digit country calling codes (ITU E.164 zones): 1 and 7 have one digit, the codes below
 * two, and every other code three. Enough to take '+44 7700 900123' down to '7700900123'.
 */
const twoDigitCodes = new Set(
  "20 27 30 31 32 33 34 36 39 40 41 43 44 45 46 47 48 49 51 52 53 54 55 56 57 58 60 61 62 63 64 65 66 81 82 84 86 90 91 92 93 94 95 98".split(
    " ",
  ),
);

/**
 * The part of a phone number every way of writing it shares: without '+'/'00' and the country
 * code when it is given internationally, without the trunk '0' when nationally ('07700 900123',
 * '+44 7700 900123' and '0044-7700-900-123' all give '7700900123'). Null when it is not a phone number.
 */
export function nationalDigits(typed: string): string | null {
  if (!/^[\d\s+()./-]+$/.test(typed.trim())) return null;
  const trimmed = typed.trim();
  let digits = trimmed.replace(/\D/g, "");
  if (trimmed.startsWith("+") || digits.startsWith("00")) {
    digits = digits.replace(/^00/, "");
    const codeLength = /^[17]/.test(digits) ? 1 : twoDigitCodes.has(digits.slice(0, 2)) ? 2 : 3;
    digits = digits.slice(codeLength);
  }
  digits = digits.replace(/^0+/, "");
  return digits.length >= MIN_PHONE_DIGITS ? digits : null;
}

/** `%`, `_` and `\` typed by staff are themselves, not wildcards. */
const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/** What a typed query can be; everything null or empty: too short to search. */
export function searchTerms(query: string): SearchTerms {
  const trimmed = query.trim().slice(0, 200);
  const bare = trimmed.toUpperCase().replace(/[^A-Z0-9]/g, "");
  const code = bare.startsWith(REFERENCE_PREFIX) ? bare.slice(REFERENCE_PREFIX.length) : bare;
  const references: string[] = [];
  let referenceTail: string | null = null;
  if (code.length === 8 && referenceCode.test(code)) references.push(`${REFERENCE_PREFIX}${code}`);
  // Its last group read out alone ('9Q2X'): letters and digits both, so no name or phone number.
  else if (code.length === 4 && referenceCode.test(code) && /\d/.test(code) && /[A-Z]/.test(code))
    referenceTail = code;
  const phoneDigits = nationalDigits(trimmed);
  const lower = trimmed.toLowerCase();
  // A whole reference is nobody's name; a phone number neither.
  const textPattern =
    lower.length >= MIN_TEXT_LENGTH && !phoneDigits && references.length === 0
      ? `%${escapeLike(lower)}%`
      : null;
  return {
    references,
    referenceTail,
    phoneDigits,
    textPattern,
    searchNames: !!textPattern && !/[\d@]/.test(lower),
  };
}

export const isSearchable = (terms: SearchTerms) =>
  terms.references.length > 0 || !!terms.referenceTail || !!terms.phoneDigits || !!terms.textPattern;

interface SearchHit {
  kind: "lead" | "booking";
  id: string;
  name: string | null;
  email: string | null;
  phone: string | null;
  /** A booking's reference. */
  reference: string | null;
  /** A lead's status or a booking's. */
  status: string;
  /** A booking's consultation day ('2026-12-05'). */
  eventDate: string | null;
  appointmentTime: string | null;
  /** When the lead arrived or the booking was made. */
  at: Date;
  /** The match was the whole reference. */
  exactReference: boolean;
}

/** One person: the hits that share an email address (lower-cased), newest first. */
interface SearchPerson {
  /** Where the patient page is: a lead's or booking's id, never the address. */
  patientPath: string;
  name: string | null;
  email: string | null;
  phone: string | null;
  hits: SearchHit[];
}

export interface SearchResult {
  people: SearchPerson[];
  hitCount: number;
  /** More matched than are shown. */
  more: boolean;
}

const leadDigits = sql`regexp_replace(coalesce(${leads.phone}, ''), '[^0-9]', '', 'g')`;
const bookingDigits = sql`regexp_replace(coalesce(${consultationBookings.customerPhone}, ''), '[^0-9]', '', 'g')`;
const bareReference = sql`replace(${consultationBookings.reference}, '-', '')`;

function leadConditions(terms: SearchTerms): SQL[] {
  const conditions: SQL[] = [];
  if (terms.textPattern) {
    if (terms.searchNames) conditions.push(sql`lower(${leads.name}) like ${terms.textPattern}`);
    conditions.push(sql`lower(${leads.email}) like ${terms.textPattern}`);
  }
  if (terms.phoneDigits) conditions.push(sql`${leadDigits} like ${`%${terms.phoneDigits}%`}`);
  return conditions;
}

function bookingConditions(terms: SearchTerms): SQL[] {
  const conditions: SQL[] = [];
  if (terms.references.length > 0) conditions.push(sql`${bareReference} = ${terms.references[0]}`);
  if (terms.textPattern) {
    if (terms.searchNames)
      conditions.push(
        sql`lower(coalesce(${consultationBookings.customerName}, '')) like ${terms.textPattern}`,
      );
    conditions.push(
      sql`lower(coalesce(${consultationBookings.customerEmail}, '')) like ${terms.textPattern}`,
    );
  }
  if (terms.phoneDigits) conditions.push(sql`${bookingDigits} like ${`%${terms.phoneDigits}%`}`);
  return conditions;
}

/** What a booking found by the search shows (the same by its text, and by its reference's end). */
const bookingHitColumns = {
  id: consultationBookings.id,
  name: consultationBookings.customerName,
  email: consultationBookings.customerEmail,
  phone: consultationBookings.customerPhone,
  reference: consultationBookings.reference,
  status: consultationBookings.status,
  eventDate: consultationBookings.eventDate,
  appointmentDate: consultationBookings.appointmentDate,
  appointmentTime: consultationBookings.appointmentTime,
  at: consultationBookings.createdAt,
};

/** The queries the search runs, for the benchmark's EXPLAIN (the same SQL as the search's). */
export function searchQueries(db: Pick<Database, "select">, terms: SearchTerms) {
  const leadWhere = leadConditions(terms);
  const bookingWhere = bookingConditions(terms);
  return {
    leads:
      leadWhere.length > 0
        ? db
            .select({
              id: leads.id,
              name: leads.name,
              email: leads.email,
              phone: leads.phone,
              status: leads.status,
              at: leads.createdAt,
            })
            .from(leads)
            .where(or(...leadWhere))
            .orderBy(desc(leads.createdAt))
            .limit(SEARCH_LIMIT + 1)
        : null,
    bookings:
      bookingWhere.length > 0
        ? db
            .select(bookingHitColumns)
            .from(consultationBookings)
            .where(or(...bookingWhere))
            .orderBy(desc(consultationBookings.createdAt))
            .limit(SEARCH_LIMIT + 1)
        : null,
    // No index reads a reference's end; a table of bookings (tens of thousands) is read quickly.
    referenceTail: terms.referenceTail
      ? db
          .select({ id: consultationBookings.id })
          .from(consultationBookings)
          .where(sql`${bareReference} like ${`%${terms.referenceTail}`}`)
          .orderBy(desc(consultationBookings.createdAt))
          .limit(SEARCH_LIMIT + 1)
      : null,
  };
}

/**
 * Runs the searches with sequential scans priced out: PostgreSQL costs `lower()` and
 * `regexp_replace()` as nearly free, so on a table of tens of thousands of bookings it reads
 * every row (50-70 ms at 30,000, measured) rather than the trigram index (a few ms).
 */
async function runSearchQueries(db: Database, terms: SearchTerms) {
  return db.transaction(async (tx) => {
    await tx.execute(sql`set local enable_seqscan = off`);
    // Priced out, a scan looks so costly that PostgreSQL would compile it (JIT, over 100 ms) first.
    await tx.execute(sql`set local jit = off`);
    const queries = searchQueries(tx, terms);
    const leadRows = queries.leads ? await queries.leads : [];
    const bookingRows = queries.bookings ? await queries.bookings : [];
    const tailIds = queries.referenceTail ? (await queries.referenceTail).map((row) => row.id) : [];
    return { leadRows, bookingRows, tailIds };
  });
}

const bookingsById = (db: Database, ids: string[]) =>
  db.select(bookingHitColumns).from(consultationBookings).where(inArray(consultationBookings.id, ids));

/** Leads and bookings matching the query, grouped into people, newest first. */
export async function search(db: Database, query: string): Promise<SearchResult> {
  const terms = searchTerms(query);
  if (!isSearchable(terms)) return { people: [], hitCount: 0, more: false };
  const { leadRows, bookingRows: matched, tailIds } = await runSearchQueries(db, terms);
  const known = new Set(matched.map((row) => row.id));
  const missing = tailIds.filter((id) => !known.has(id));
  const bookingRows =
    missing.length > 0
      ? [...matched, ...(await bookingsById(db, missing))].sort((a, b) => b.at.getTime() - a.at.getTime())
      : matched;
  const hits: SearchHit[] = [
    ...leadRows.map(
      (row): SearchHit => ({
        kind: "lead",
        id: row.id,
        name: row.name,
        email: row.email,
        phone: row.phone,
        reference: null,
        status: row.status,
        eventDate: null,
        appointmentTime: null,
        at: row.at,
        exactReference: false,
      }),
    ),
    ...bookingRows.map(
      (row): SearchHit => ({
        kind: "booking",
        id: row.id,
        name: row.name,
        email: row.email,
        phone: row.phone,
        reference: row.reference,
        status: row.status,
        eventDate: row.appointmentDate ?? row.eventDate,
        appointmentTime: row.appointmentTime,
        at: row.at,
        exactReference: terms.references.includes(row.reference.replace(/-/g, "")),
      }),
    ),
  ].sort((a, b) => b.at.getTime() - a.at.getTime());
  const more =
    leadRows.length > SEARCH_LIMIT || bookingRows.length > SEARCH_LIMIT || hits.length > SEARCH_LIMIT;
  const shown = hits.slice(0, SEARCH_LIMIT);
  const people = new Map<string, SearchPerson>();
  for (const hit of shown) {
    const key = hit.email ? `email:${hit.email.toLowerCase()}` : `${hit.kind}:${hit.id}`;
    let person = people.get(key);
    if (!person) {
      person = {
        patientPath: patientPath(hit.kind, hit.id),
        name: null,
        email: hit.email,
        phone: null,
        hits: [],
      };
      people.set(key, person);
    }
    // The newest hit's name and phone are the person's (the latest they gave).
    person.name ??= hit.name;
    person.phone ??= hit.phone;
    person.hits.push(hit);
  }
  return { people: [...people.values()], hitCount: shown.length, more };
}

/** The patient page of the person a lead or booking belongs to (routes/staff.patient.tsx). */
export const patientPath = (kind: "lead" | "booking", id: string) => `/staff/patients/${kind}/${id}`;
