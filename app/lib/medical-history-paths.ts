/**
 * The address of a patient's medical history form (app/services/health/links.server.ts makes
 * the token): one address for every language, the page written in the booking's or plan's.
 */
export const medicalHistoryPath = (token: string) => `/medical-history/${token}`;
