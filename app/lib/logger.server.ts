import pino from "pino";
import { getEnv } from "../env.server";

/**
 * The one logger. Personal data (names, emails, phones, messages) is never logged:
 * log ids and counts instead. The redact list is a second line of defence.
 */
export const logger = pino({
  level: getEnv().LOG_LEVEL ?? (getEnv().NODE_ENV === "test" ? "silent" : "info"),
  redact: {
    paths: [
      "email",
      "name",
      "phone",
      "message",
      "*.email",
      "*.name",
      "*.phone",
      "*.message",
      "req.headers.authorization",
    ],
    censor: "[redacted]",
  },
});
