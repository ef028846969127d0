import { randomBytes } from "node:crypto";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { HealthKeyring } from "../../../app/env.server";
import type { ServiceContext, StaffContext } from "../../../app/services/context.server";
import { HealthDataKeyError } from "../../../app/services/health/errors.server";
import { exportHistory } from "../../../app/services/health/gdpr.server";
import { reencryptHistories } from "../../../app/services/health/rekey.server";
import { historyForStaff } from "../../../app/services/health/staff-views.server";
import { submitHistory } from "../../../app/services/health/submit.server";
import { testContext } from "../../support/context";
import { createTestDatabase, testBackends, truncateAll, type TestDatabase } from "../../support/database";
import {
  germanInput,
  germanPatient,
  healthStaff,
  historyInput,
  historyToken,
  storedVersions,
} from "../../support/health";
import { paidConsultation } from "../../support/plans";

const NOW = new Date("2027-02-20T10:00:00Z");
const keyA = randomBytes(32);
const keyB = randomBytes(32);
const ring = (...ids: ("a" | "b")[]) =>
  new HealthKeyring(ids.map((id) => [id, id === "a" ? keyA : keyB] as const));

describe.each(testBackends())("rotating the health data key on %s", (backend) => {
  let database: TestDatabase;
  let staff: StaffContext;
  const contextWith = (healthKeys: HealthKeyring): ServiceContext =>
    testContext(database, { settings: { healthKeys }, now: NOW });
  const asStaffWith = (healthKeys: HealthKeyring): StaffContext => ({
    ...contextWith(healthKeys),
    staff: staff.staff,
  });

  beforeAll(async () => {
    database = await createTestDatabase(backend);
  });
  afterAll(async () => database?.dispose());
  beforeEach(async () => {
    await truncateAll(database);
    staff = await healthStaff(contextWith(ring("a")));
  });

  /** Greta's two versions and Anne's one, all under key A. */
  const writtenUnderA = async () => {
    const ctx = contextWith(ring("a"));
    const greta = await paidConsultation(ctx, { ...germanPatient, language: "de" });
    const gretaToken = await historyToken(ctx, { bookingId: greta.id });
    await submitHistory(ctx, gretaToken, germanInput());
    await submitHistory(ctx, gretaToken, germanInput());
    const anne = await paidConsultation(ctx);
    await submitHistory(ctx, await historyToken(ctx, { bookingId: anne.id }), historyInput("Anne Leroy"));
    return { gretaToken };
  };

  it("reads versions written under A once the ring is 'B,A', and writes new ones under B", async () => {
    const { gretaToken } = await writtenUnderA();
    const rotated = contextWith(ring("b", "a"));
    expect((await exportHistory(rotated, germanPatient.email)).map((v) => v.answers)).toEqual([
      expect.objectContaining({ "general-health": expect.anything() }),
      expect.objectContaining({ "general-health": expect.anything() }),
    ]);
    await submitHistory(rotated, gretaToken, germanInput());
    expect((await storedVersions(rotated)).map((v) => v.key_id).sort()).toEqual(["a", "a", "a", "b"]);
  });

  it("rewrites every version under B, idempotently and in batches, and 'B' alone then reads them all", async () => {
    await writtenUnderA();
    const before = await storedVersions(contextWith(ring("a")));
    const rotated = contextWith(ring("b", "a"));
    expect(await reencryptHistories(rotated, { batch: 2 })).toEqual({ reencrypted: 3, keyId: "b" });
    const after = await storedVersions(rotated);
    expect(after.map((v) => v.key_id)).toEqual(["b", "b", "b"]);
    for (const [i, row] of after.entries()) {
      expect(row.iv).not.toBe(before[i].iv);
      expect(row.ciphertext).not.toBe(before[i].ciphertext);
    }
    expect(await reencryptHistories(rotated)).toEqual({ reencrypted: 0, keyId: "b" });

    const onlyB = contextWith(ring("b"));
    const greta = await exportHistory(onlyB, germanPatient.email);
    expect(greta.map((v) => v.version)).toEqual([1, 2]);
    expect(greta[0].answers["allergy-penicillin"]?.detail).toBe(
      "Penicillin-Allergie: Hautausschlag, Atemnot",
    );
    expect((await exportHistory(onlyB, "anne@example.com")).map((v) => v.confirmedName)).toEqual([
      "Anne Leroy",
    ]);
    const seen = await historyForStaff(asStaffWith(ring("b")), germanPatient.email);
    expect(seen.status === "filled" && seen.shown.version).toBe(2);
    // Key A alone no longer reads them: loudly.
    await expect(exportHistory(contextWith(ring("a")), germanPatient.email)).rejects.toBeInstanceOf(
      HealthDataKeyError,
    );
  });

  it("stops loudly at a version whose key is not in the ring, and leaves it as it was", async () => {
    await writtenUnderA();
    const withoutA = contextWith(ring("b"));
    await expect(reencryptHistories(withoutA)).rejects.toThrow(/its key 'a' is not in HEALTH_DATA_KEYS/);
    expect((await storedVersions(withoutA)).map((v) => v.key_id)).toEqual(["a", "a", "a"]);
  });
});
