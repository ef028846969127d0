import { site } from "./site";
import { staffPageNames } from "./staff-nav";

/**
 * The words of passkeys in the back office: signing in with one, the passkeys page, the
 * administrator's "passkeys for everyone" setting, and a reset of two-factor and passkeys (the
 * email with its one-time link, and the page the link opens).
 */

/** The sign-in page's passkey button and what it may say. */
export const passkeySignInCopy = {
  or: "or",
  button: "Sign in with a passkey",
  busy: "Waiting for your passkey…",
  hint: "Use the fingerprint, face or PIN of this computer or your phone, or a security key.",
  unsupported: "This browser cannot use passkeys. Sign in with your password and code instead.",
  cancelled: "The passkey was not used. Please try again.",
  refused: "That passkey cannot sign in here. Try another, or sign in with your password and code.",
  expired: "That took too long. Please try again.",
  failed: "Something went wrong. Please try again.",
};

export const passkeysCopy = {
  title: staffPageNames.passkeys,
  intro:
    "A passkey signs you in with this computer's or your phone's fingerprint, face or PIN (or a security key), instead of your password and code. It cannot be guessed or typed into a fake site. You can keep several: one for each device you use.",
  required:
    "The clinic requires a passkey for every account. Add one now: until you do, the back office opens nothing else.",
  listLabel: "Your passkeys",
  none: "You have no passkeys yet.",
  columns: { name: "Name", added: "Added", lastUsed: "Last used", actions: "Actions" },
  never: "Never",
  synced: "(synced)",
  add: {
    heading: "Add a passkey",
    name: "Name it",
    nameHint: "So you can tell it from the others, for example ‘Work laptop’ or ‘My phone’.",
    defaultName: "Passkey",
    submit: "Add a passkey",
    busy: "Waiting for your device…",
  },
  rename: {
    label: (name: string) => `New name for ${name}`,
    submit: "Rename",
    submitLabel: (name: string) => `Rename ${name}`,
  },
  remove: {
    submit: "Remove",
    submitLabel: (name: string) => `Remove the passkey ${name}`,
  },
  done: {
    added: "Passkey added. Next time, choose ‘Sign in with a passkey’.",
    renamed: "Passkey renamed.",
    removed: "Passkey removed. It can no longer sign in.",
  } as Record<string, string>,
  errors: {
    unsupported: "This browser cannot make passkeys. Try another browser or device.",
    cancelled: "No passkey was made. Please try again.",
    expired: "That took too long. Please try again.",
    invalid: "The passkey could not be checked. Please try again.",
    exists: "That device already has a passkey for your account.",
    tooMany: (max: number) => `You can keep at most ${max} passkeys. Remove one first.`,
    notFound: "There is no such passkey.",
    failed: "Something went wrong. Please try again.",
  },
};

/** The administrator's setting on the accounts page. */
export const passkeysRequiredCopy = {
  heading: "Passkeys for everyone",
  on: "Passkeys are required. Accounts with a passkey can no longer sign in with password and code; accounts without one must add one right after signing in.",
  off: "Passkeys are optional. Accounts sign in with password and code, or with a passkey if they have one.",
  turnOn: "Require passkeys for everyone",
  turnOff: "Stop requiring passkeys",
  ownFirst: "Add a passkey to your own account first (Passkeys, at the top of the page).",
  done: {
    "passkeys-required": "Passkeys are now required for everyone.",
    "passkeys-optional": "Passkeys are now optional.",
  } as Record<string, string>,
};

export interface StaffResetFacts {
  /** The administrator who made the reset. */
  by: string;
  /** When, in Budapest time ('Sun 29 Nov 2026, 14:30 (Budapest time)'). */
  at: string;
  url: string;
  expires: string;
  /** How many passkeys were removed. */
  passkeysRemoved: number;
}

/** The owner's email after an administrator reset their two-factor and passkeys. */
export const staffResetEmail = {
  subject: () => `Your ${site.name} staff sign-in was reset`,
  text: (facts: StaffResetFacts) =>
    [
      `${facts.by} reset the two-factor sign-in of your staff account on ${facts.at}: your authenticator app's codes no longer work${facts.passkeysRemoved > 0 ? `, and your ${facts.passkeysRemoved === 1 ? "passkey was" : `${facts.passkeysRemoved} passkeys were`} removed` : ""}. You have been signed out everywhere.`,
      "",
      "To sign in again, open this link, type your password, and set up an authenticator app or a passkey:",
      "",
      facts.url,
      "",
      `The link works once, until ${facts.expires}. Until then your password alone signs in nowhere.`,
      `If you did not ask for this, tell ${facts.by} or another administrator at once.`,
    ].join("\n"),
};

/** The page a reset link opens (/staff/reset/:token). */
export const resetLinkCopy = {
  title: "Set up your sign-in again",
  heading: "Set up your sign-in again",
  intro: (email: string) =>
    `An administrator reset the two-factor sign-in of ${email}. Type your password, then set up an authenticator app or a passkey.`,
  password: "Your password",
  passwordSubmit: "Continue",
  wrongPassword: "That password is not right. Please try again.",
  locked: (minutes: number) =>
    `Too many failed attempts. This is locked for ${minutes} minutes; the account's owner has been emailed.`,
  choose: "Choose one: an authenticator app, or a passkey.",
  appHeading: "An authenticator app",
  passkeyHeading: "Or a passkey",
  passkeyIntro:
    "A passkey signs you in with this computer's or your phone's fingerprint, face or PIN, without a password or code.",
  used: "This link has already been used. Sign in with your authenticator app or passkey, or ask an administrator for a new reset.",
  expired: "This link has run out. Please ask an administrator to reset your sign-in again.",
  unknown: "This link is not valid. Please check you opened the whole link from the email.",
  ticketEnded: "This step has timed out. Please open the link from the email again.",
  signIn: "Go to the sign-in page",
};
