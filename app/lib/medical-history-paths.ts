/**
 * The address of a patient's medical history form (app/services/health/links.server.ts makes
 * the token): one address for every language, the page written in the booking's or plan's.
 */
export const medicalHistoryPath = (token: string) => `/medical-history/${token}`;

/**
 * The medical history's box on the patient's other private pages (app/services/health/link-box.server.ts):
 * the form's address, and the latest version the clinic has (none yet: null) with the Budapest
 * date it came.
 */
export interface HistoryLinkBox {
  path: string;
  version: number | null;
  receivedOn: string | null;
}
