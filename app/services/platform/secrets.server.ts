import { randomBytes } from "node:crypto";
import { eq } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import { appSecrets } from "~/db/schema";

/**
 * Signing keys the app servers share, by name (manage-booking links, staff file links, the
 * two-factor setup ticket): each made on first use and kept in the database.
 */
const secrets = new WeakMap<Database, Map<string, Promise<Buffer>>>();

/**
 * A signing key the app servers share, by name: created by whichever server needs it first
 * (32 random bytes in `app_secrets`), read by the rest. Deleting its row revokes what it signed.
 */
export function sharedSecret(db: Database, name: string): Promise<Buffer> {
  let byName = secrets.get(db);
  if (!byName) secrets.set(db, (byName = new Map()));
  let secret = byName.get(name);
  if (!secret) {
    secret = (async () => {
      await db
        .insert(appSecrets)
        .values({ name, value: randomBytes(32).toString("base64url") })
        .onConflictDoNothing();
      const [row] = await db.select().from(appSecrets).where(eq(appSecrets.name, name));
      return Buffer.from(row.value, "base64url");
    })();
    // A failed read (the database away) is not remembered: the next request tries again.
    secret.catch(() => byName.delete(name));
    byName.set(name, secret);
  }
  return secret;
}
