import { site } from "./site";

/**
 * The words of the email a staff member gets when sign-ins to their account are locked
 * (app/services/staff/accounts.server.ts supplies the facts).
 */

export interface StaffLockedFacts {
  /** 'one connection': the attempts came from one address; 'everyone': from many together. */
  lockedFor: "one connection" | "everyone";
  /** How many failed attempts locked it. */
  failures: number;
  minutes: number;
  /** When the lock ends, as the clinic reads it: 'Thu 26 Nov 2026, 14:30 (Budapest time)'. */
  until: string;
  signInUrl: string;
}

export const staffLockedEmail = {
  subject: (facts: StaffLockedFacts) =>
    `Your ${site.name} staff account is locked for ${facts.minutes} minutes`,
  text: (facts: StaffLockedFacts) =>
    [
      facts.lockedFor === "everyone"
        ? `There were ${facts.failures} failed attempts to sign in to your staff account, from several connections, so it is locked for ${facts.minutes} minutes, until ${facts.until}.`
        : `There were ${facts.failures} failed attempts to sign in to your staff account from one connection, so that connection cannot sign in to it for ${facts.minutes} minutes, until ${facts.until}. From anywhere else you can still sign in.`,
      "",
      "If this was you, wait, or ask an administrator to unlock your account (Accounts, Unlock).",
      "If this was not you, tell the clinic's administrator: they can unlock it and reset your password and second factor with `npm run staff -- reset`.",
      "",
      facts.signInUrl,
    ].join("\n"),
};
