/**
 * The clinic's settings an administrator changes in the back office (`clinic_settings`), and
 * what they mean for sign-in. Today one: passkeys required for everyone.
 */
import { count, eq, sql } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import { clinicSettings, staffPasskeys } from "~/db/schema";
import type { StaffContext } from "../context.server";
import { recordAudit } from "./audit.server";

const PASSKEYS_REQUIRED = "passkeys-required";

/** Whether every account must sign in with a passkey (off until an administrator turns it on). */
export async function passkeysRequired(db: Pick<Database, "select">): Promise<boolean> {
  const [row] = await db
    .select({ value: clinicSettings.value })
    .from(clinicSettings)
    .where(eq(clinicSettings.name, PASSKEYS_REQUIRED));
  return row?.value === true;
}

/**
 * For a query on `staff_accounts`: true when passkeys are required and this account has none,
 * so it may do nothing but register one (session.server.ts's requireStaff). Written out in SQL:
 * Drizzle would write a one-table query's columns without their table.
 */
export const mustRegisterPasskey = sql<boolean>`(exists (select 1 from clinic_settings s where s.name = ${PASSKEYS_REQUIRED} and s.value = 'true'::jsonb) and not exists (select 1 from staff_passkeys p where p.account_id = staff_accounts.id))`;

/**
 * An administrator turns "passkeys for everyone" on or off (audited, with who and when). Not on
 * before their own account has a passkey: the setting would send them, too, to add one first.
 */
export async function setPasskeysRequired(
  ctx: StaffContext,
  required: boolean,
): Promise<"ok" | "no-passkey"> {
  const { db, staff } = ctx;
  const now = ctx.now();
  if (required && !(await hasPasskey(db, staff.id))) return "no-passkey";
  await db.transaction(async (tx) => {
    await tx
      .insert(clinicSettings)
      .values({ name: PASSKEYS_REQUIRED, value: required, updatedBy: staff.id, updatedAt: now })
      .onConflictDoUpdate({
        target: clinicSettings.name,
        set: { value: required, updatedBy: staff.id, updatedAt: now },
      });
    await recordAudit(tx, staff, "settings.passkeys-required", null, { required: required ? 1 : 0 });
  });
  return "ok";
}

/** Whether the account has a passkey (its sign-in with password and code may then be refused). */
export async function hasPasskey(db: Pick<Database, "select">, accountId: string): Promise<boolean> {
  const [{ kept }] = await db
    .select({ kept: count() })
    .from(staffPasskeys)
    .where(eq(staffPasskeys.accountId, accountId));
  return kept > 0;
}
