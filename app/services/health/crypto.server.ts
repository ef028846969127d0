/**
 * Encrypting a medical history's version at rest: AES-256-GCM under the current key of
 * HEALTH_DATA_KEYS (`settings.healthKeys`), a fresh 12-byte IV for each, the 16-byte tag kept
 * beside it, and the history's id and the version's number as additional authenticated data,
 * so a row copied to another history or version fails to decrypt. The answers go in as JSON and
 * come out exactly as they went in. A version whose key id is not in the ring, or whose tag
 * does not verify, throws a `HealthDataKeyError`, logged at error level with the ids only:
 * never an empty history, never any answer in the log. docs/decisions/0031 says why.
 */
import { createCipheriv, createDecipheriv, randomBytes } from "node:crypto";
import type { HealthKeyring } from "~/env.server";
import type { MedicalHistoryAnswers } from "~/lib/medical-history";
import type { ServiceContext } from "../context.server";
import { HealthDataKeyError } from "./errors.server";

const ALGORITHM = "aes-256-gcm";
const IV_BYTES = 12;
const TAG_BYTES = 16;

/** Where a version belongs: what its additional authenticated data binds it to. */
export interface VersionPlace {
  historyId: string;
  version: number;
}

/** A version's answers as stored: base64 of each part, and which key made them. */
export interface SealedAnswers {
  keyId: string;
  iv: string;
  ciphertext: string;
  authTag: string;
}

const additionalData = ({ historyId, version }: VersionPlace) =>
  Buffer.from(`medical-history:${historyId}:${version}`, "utf8");

/** The answers encrypted under the ring's current key, for this history and version only. */
export function sealAnswers(
  keys: HealthKeyring,
  place: VersionPlace,
  answers: MedicalHistoryAnswers,
): SealedAnswers {
  const keyId = keys.currentId;
  const iv = randomBytes(IV_BYTES);
  const cipher = createCipheriv(ALGORITHM, keys.key(keyId)!, iv, { authTagLength: TAG_BYTES });
  cipher.setAAD(additionalData(place));
  const ciphertext = Buffer.concat([cipher.update(JSON.stringify(answers), "utf8"), cipher.final()]);
  return {
    keyId,
    iv: iv.toString("base64"),
    ciphertext: ciphertext.toString("base64"),
    authTag: cipher.getAuthTag().toString("base64"),
  };
}

/** The answers of a stored version; a `HealthDataKeyError` when its key is missing or wrong. */
export function openAnswers(keys: HealthKeyring, row: VersionPlace & SealedAnswers): MedicalHistoryAnswers {
  const key = keys.key(row.keyId);
  if (!key) throw new HealthDataKeyError(row.historyId, row.version, row.keyId, "unknown-key");
  let plain: string;
  try {
    const decipher = createDecipheriv(ALGORITHM, key, Buffer.from(row.iv, "base64"), {
      authTagLength: TAG_BYTES,
    });
    decipher.setAAD(additionalData(row));
    decipher.setAuthTag(Buffer.from(row.authTag, "base64"));
    plain = Buffer.concat([
      decipher.update(Buffer.from(row.ciphertext, "base64")),
      decipher.final(),
    ]).toString("utf8");
  } catch {
    throw new HealthDataKeyError(row.historyId, row.version, row.keyId, "does-not-decrypt");
  }
  return JSON.parse(plain) as MedicalHistoryAnswers;
}

/** `openAnswers` with the context's keys, logging a failure (ids only) before throwing it on. */
export function openVersion(
  ctx: Pick<ServiceContext, "settings" | "log">,
  row: VersionPlace & SealedAnswers,
): MedicalHistoryAnswers {
  try {
    return openAnswers(ctx.settings.healthKeys, row);
  } catch (error) {
    if (error instanceof HealthDataKeyError)
      ctx.log.error(
        { historyId: error.historyId, version: error.version, keyId: error.keyId, reason: error.reason },
        "a medical history version could not be decrypted (HEALTH_DATA_KEYS)",
      );
    throw error;
  }
}
