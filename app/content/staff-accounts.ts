import { site } from "./site";
import { staffPageNames } from "./staff-nav";

/**
 * The words of staff accounts in the back office: signing in, the accounts page's invitations
 * and actions, the invitation email and page, and setting up two-factor again after a reset.
 */

export interface StaffInvitationFacts {
  role: "admin" | "staff";
  invitedBy: string;
  url: string;
  /** When the link stops working, in Budapest time ('Sun 29 Nov 2026, 14:30 (Budapest time)'). */
  expires: string;
}

const roleWords = { admin: "an administrator", staff: "a staff member" } as const;

export const staffInvitationEmail = {
  subject: () => `You are invited to the ${site.name} back office`,
  text: (facts: StaffInvitationFacts) =>
    [
      `${facts.invitedBy} has invited you to the ${site.name} back office as ${roleWords[facts.role]}.`,
      "",
      "Open this link to choose your password and set up two-factor sign-in with an authenticator app on your phone (for example Google Authenticator or Microsoft Authenticator):",
      "",
      facts.url,
      "",
      `The link works once, until ${facts.expires}. If it has run out, ask for a new invitation.`,
      "If you were not expecting this email, you can ignore it.",
    ].join("\n"),
};

/** Refusals of the staff accounts service, shown on the invitation page and by `npm run staff`. */
export const staffAccountErrors = {
  notAnEmail: "That is not an email address.",
  passwordTooShort: (min: number) => `The password needs at least ${min} characters.`,
  alreadyExists: (email: string) => `${email} already has an account.`,
  noAccount: (email: string) => `${email} has no account.`,
};

export const staffSignInCopy = {
  title: "Sign in",
  heading: "Staff sign-in",
  email: "Email",
  password: "Password",
  code: "Code from your authenticator app",
  codeHint:
    "6 digits. Lost your device? Ask an administrator to reset your two-factor: you will be emailed a link to set it up again.",
  submit: "Sign in",
  busy: "Signing in…",
  invalid: "The email, password or code is not right. Please try again.",
  /** The right password of an account whose two-factor was reset: only the emailed link helps. */
  resetPending:
    "Your two-factor sign-in was reset by an administrator. Follow the link we emailed you to set it up again (it works for 24 hours), or sign in with a passkey you set up through it. If the link has run out, ask an administrator for a new reset.",
  /** Password and code were right, but passkeys are required and this account has one. */
  usePasskey:
    "The clinic requires passkeys, and your account has one: choose ‘Sign in with a passkey’ below.",
  locked: (minutes: number) =>
    `Too many failed sign-ins. This account or connection is locked for ${minutes} minutes; the account's owner has been emailed.`,
};

export const staffAccountsCopy = {
  title: staffPageNames.accounts,
  tableLabel: "Staff accounts",
  invite: {
    heading: "Invite someone",
    intro:
      "They get an email with a link to choose a password and set up two-factor sign-in. The link works once, for 72 hours.",
    email: "Their email address",
    role: "Role",
    roles: { staff: "Staff", admin: "Administrator" },
    submit: "Send the invitation",
    sent: "Invitation sent. It works for 72 hours.",
    pendingHeading: "Invitations waiting",
    pendingNone: "No invitations are waiting.",
    pendingLabel: "Invitations waiting",
    pendingColumns: {
      email: "Email",
      role: "Role",
      invitedBy: "Sent by",
      sent: "Sent",
      expires: "Link works until",
      actions: "Actions",
    },
    revoke: "Revoke",
    /** The Revoke button's accessible name says whose invitation it takes back. */
    revokeLabel: (email: string) => `Revoke the invitation of ${email}`,
  },
  columns: { email: "Email", role: "Role", since: "Since", state: "State", actions: "Actions" },
  states: {
    active: "Active",
    disabled: "Disabled",
    setupRequired: "Reset: waiting for its owner to follow the emailed link",
    passkeys: (count: number) => `${count} passkey${count === 1 ? "" : "s"}`,
  },
  actions: {
    endSessions: "End sessions",
    unlock: "Unlock",
    disable: "Disable",
    enable: "Enable",
    resetTwoFactor: "Reset two-factor and passkeys",
    remove: "Remove",
    /** Each button's accessible name says whose account it acts on. */
    labels: {
      "sign-out-everywhere": (email: string) => `End every session of ${email}`,
      unlock: (email: string) => `Unlock ${email}`,
      disable: (email: string) => `Disable ${email}`,
      enable: (email: string) => `Enable ${email}`,
      "reset-two-factor": (email: string) => `Reset two-factor and passkeys of ${email}`,
      remove: (email: string) => `Remove ${email}`,
    },
  },
  done: {
    removed: "Account removed.",
    "signed-out": "Its sessions have ended.",
    unlocked: "Its sign-in lock is lifted and its failed sign-ins cleared.",
    disabled: "Account disabled. It cannot sign in, and its sessions have ended.",
    enabled: "Account enabled. It can sign in again.",
    "two-factor-reset":
      "Two-factor and passkeys reset, and its sessions ended. Its owner has been emailed a link that works once, for 24 hours, to set up an authenticator app or a passkey after their password; until then the account cannot sign in.",
    invited: "Invitation sent. It works for 72 hours.",
    "invitation-revoked": "Invitation revoked. Its link no longer works.",
  } as Record<string, string>,
  /** Under an account's address, when its sign-ins are failing or locked. */
  signIn: {
    lockedUntil: (when: string) => `Sign-in locked until ${when}`,
    failures: (count: number) => `${count} failed sign-in${count === 1 ? "" : "s"}`,
  },
  errors: {
    notFound: "There is no such account.",
    self: "You cannot do that to your own account.",
    removeSelf: "You cannot remove your own account.",
    lastAdmin: "This is the last active administrator: make another administrator first.",
    invitationNotFound: "There is no such invitation.",
    invitationUsed:
      "That invitation has already been used: the account exists. Disable or remove it instead.",
    exists: "That address already has an account.",
    invalidEmail: "Please enter a valid email address.",
  },
  cliNote:
    "Accounts can also be managed on the server with npm run staff (see the README), for example when no administrator can sign in.",
};

export const staffInvitationCopy = {
  title: "Set up your account",
  heading: "Set up your back-office account",
  intro: (email: string, role: "admin" | "staff") =>
    `You are joining the ${site.name} back office as ${roleWords[role]}, with the address ${email}.`,
  password: "Choose a password",
  passwordHint: (min: number) => `At least ${min} characters. A few unrelated words make a good one.`,
  confirmPassword: "Type the password again",
  mismatch: "The two passwords are not the same.",
  used: "This invitation has already been used. Sign in with your password and authenticator app, or ask an administrator for a new invitation.",
  expired: "This invitation has run out. Please ask an administrator for a new one.",
  /** Revoked, or its sender can no longer invite: which, the page does not say. */
  ended: "This invitation is no longer valid. Please ask the clinic's administrator for a new one.",
  unknown: "This invitation link is not valid. Please check you opened the whole link from the email.",
  signIn: "Go to the sign-in page",
  submit: "Create my account",
};

export const twoFactorSetupCopy = {
  heading: "Set up two-factor sign-in",
  intro:
    "Scan this code with an authenticator app on your phone (for example Google Authenticator or Microsoft Authenticator). Then type the 6-digit code it shows.",
  qrLabel: "QR code for your authenticator app",
  manual: "Cannot scan it? Add the account in the app by hand with this key:",
  code: "Code from your authenticator app",
  codeHint: "6 digits. The code changes every 30 seconds.",
  wrongCode:
    "That code is not right. Check the time on your phone is set automatically, and type the newest code.",
  locked: (minutes: number) =>
    `Too many wrong codes. This is locked for ${minutes} minutes; the account's owner has been emailed.`,
  submit: "Confirm and sign in",
};
