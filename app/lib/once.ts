/** The hidden field of a back-office form acted on once (app/services/platform/once.server.ts). */
export const ONCE_FIELD = "once";
