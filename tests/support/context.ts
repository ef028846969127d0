import { randomBytes } from "node:crypto";
import { tmpdir } from "node:os";
import path from "node:path";
import { sql } from "drizzle-orm";
import type { Database, DatabaseHandle } from "../../app/db/client.server";
import { developmentHealthKeys } from "../../app/env.server";
import { createPageViewRecorder, type PageViewRecorder } from "../../app/services/analytics/recorder.server";
import {
  createServiceContext,
  type ServiceContext,
  type Settings,
  type StaffContext,
} from "../../app/services/context.server";
import { createFileTextSender } from "../../app/services/messages/senders.server";
import { testProvider } from "../../app/services/payments/providers.server";
import { addStaffAccount, verifyPassword } from "../../app/services/staff/accounts.server";
import type { StaffUser } from "../../app/services/staff/types.server";
import { localFileStore } from "../../app/services/uploads/file-store.server";
import type { ImageDecoder } from "../../app/services/uploads/decoder";

/** The settings a test server and a test context share unless a test says otherwise. */
export const testSettings: Settings = {
  siteUrl: "http://localhost:3000",
  clinicInbox: "clinic@clinic.example",
  mailFrom: "Budapest Dental Clinic <no-reply@clinic.example>",
  dataDir: path.join(tmpdir(), "dental-test-data"),
  databaseDeadlineMs: 5000,
  payments: "test",
  staffToken: "test-staff-token-0123456789abcdef",
  healthKeys: developmentHealthKeys(),
};

/** A decoder for tests that decode no picture: asked anyway, it says so. */
const noPictures: ImageDecoder = {
  decode: () => Promise.reject(new Error("this test context decodes no pictures: pass `images`")),
};

export type TestContextOptions = Partial<Omit<ServiceContext, "settings" | "now">> & {
  settings?: Partial<Settings>;
  /** A fixed clock (a Date), or a clock of the test's own. */
  now?: Date | (() => Date);
};

/** A handle for a test that holds only the database's Drizzle client. */
const handleOf = (database: DatabaseHandle | Database): DatabaseHandle =>
  "ping" in database
    ? database
    : {
        db: database,
        kind: "pglite",
        deadlineMs: 5000,
        ping: async () => void (await database.execute(sql`select 1`)),
        close: async () => {},
      };

/** One page-view recorder per database (its timer never fires in a test; a test flushes it). */
const recorders = new WeakMap<Database, PageViewRecorder>();
const recorderFor = (db: Database, siteUrl: string) => {
  let recorder = recorders.get(db);
  if (!recorder) recorders.set(db, (recorder = createPageViewRecorder({ db, siteUrl, flushMs: 60_000 })));
  return recorder;
};

/**
 * The service context a test calls use cases with: the test's database, test-mode payments, a
 * private file store, the given clock; any part may be replaced.
 */
export function testContext(
  database: DatabaseHandle | Database,
  options: TestContextOptions = {},
): ServiceContext {
  const { settings: given, now, ...parts } = options;
  const handle = handleOf(database);
  const settings: Settings = {
    ...testSettings,
    dataDir: path.join(tmpdir(), `dental-test-${randomBytes(6).toString("hex")}`),
    ...given,
  };
  const context = createServiceContext({
    settings,
    database: handle,
    payments: parts.payments ?? testProvider(handle.db, settings.siteUrl),
    files: parts.files ?? localFileStore(path.join(settings.dataDir, "uploads")),
    texts: parts.texts ?? createFileTextSender(path.join(settings.dataDir, "outbox")),
    images: parts.images ?? noPictures,
    analytics: parts.analytics ?? recorderFor(handle.db, settings.siteUrl),
    signInChecks: parts.signInChecks ?? { verifyPassword },
    jobs: parts.jobs,
    rateLimits: parts.rateTiers,
    now: now === undefined ? undefined : now instanceof Date ? () => now : now,
    log: parts.log,
  });
  return {
    ...context,
    ...(parts.clientAddress ? { clientAddress: parts.clientAddress } : {}),
    ...(parts.staff ? { staff: parts.staff } : {}),
  };
}

/** The same context at another moment (a test that moves the clock). */
export const at = <C extends ServiceContext>(context: C, now: Date): C => ({ ...context, now: () => now });

/** The same context acting for a member of staff (an account, or just its id and email). */
export const asStaff = (
  context: ServiceContext,
  staff: Pick<StaffUser, "id" | "email"> & Partial<Pick<StaffUser, "role">>,
): StaffContext => ({ ...context, staff: { role: "staff", ...staff } });

/** A member of staff made for a test, by the accounts service, and the context acting for them. */
export async function newStaffMember(context: ServiceContext, email: string): Promise<StaffContext> {
  const account = await addStaffAccount(context, { email, password: "a long staff password", role: "staff" });
  return asStaff(context, { id: account.id, email: account.email });
}
