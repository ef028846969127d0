// npm run check:launch [-- DIR]: lists every placeholder still in the site's content (fictional
// phone numbers, .example addresses, zero bank accounts, bracketed and unwritten text, items
// marked sample(…)) with its file and line, and CLINIC_INBOX or MAIL_FROM left on a reserved
// .example address, Stripe without its webhook secret, and RATE_LIMIT_MULTIPLIER above 1
// without PAYMENTS=test (as this shell's environment has them). Exits 1 while any remain, 0 when there are none. Also warns, without failing, of the
// translated legal pages the clinic's legal adviser has not yet reviewed, and of the parts of the
// privacy policy the clinic has not yet reviewed (the site's own measurement of visits, the
// medical history questionnaire).
import {
  DEFAULT_CLINIC_INBOX,
  DEFAULT_MAIL_FROM,
  parseEnv,
  paymentSettingProblems,
  rateLimitSettingProblems,
} from "../app/env.server";
import {
  CONTENT_DIR,
  formatLegalReview,
  formatMailSettings,
  formatPlaceholders,
  formatPrivacyReview,
  legalReviewWarnings,
  mailSettingPlaceholders,
  privacyReviewWarnings,
  scanContent,
} from "../server/launch-check";

/** Command-line output (the logger is for the server). */
const print = (line: string) => process.stdout.write(`${line}\n`);

const dir = process.argv[2] ?? CONTENT_DIR;
const placeholders = scanContent(dir);
// The settings as this shell has them: run the check with the server's environment.
const settings = mailSettingPlaceholders({
  CLINIC_INBOX: process.env.CLINIC_INBOX || DEFAULT_CLINIC_INBOX,
  MAIL_FROM: process.env.MAIL_FROM || DEFAULT_MAIL_FROM,
});
// The payment and rate-limit settings as the server reads them (a setting it would refuse is a
// problem too).
let payments: string[];
let limits: string[] = [];
try {
  const env = parseEnv(process.env);
  payments = paymentSettingProblems(env);
  limits = rateLimitSettingProblems(env);
} catch (error) {
  payments = [(error as Error).message];
}
if (placeholders.length === 0) print(`No placeholders in ${dir}: the content is ready to launch.`);
else print(formatPlaceholders(placeholders));
if (settings.length > 0) print(formatMailSettings(settings));
if (payments.length > 0) print(["Payment settings:", ...payments.map((line) => `  ${line}`)].join("\n"));
if (limits.length > 0) print(["Rate limits:", ...limits.map((line) => `  ${line}`)].join("\n"));
const legalReview = legalReviewWarnings(dir);
if (legalReview.length > 0) print(formatLegalReview(legalReview));
const privacyReview = privacyReviewWarnings(dir);
if (privacyReview.length > 0) print(formatPrivacyReview(privacyReview));
if (placeholders.length > 0 || settings.length > 0 || payments.length > 0 || limits.length > 0) {
  print("");
  print("Replace each with the clinic's own details (docs/deploy.md, 'Before launch'), then run this again.");
  process.exitCode = 1;
}
