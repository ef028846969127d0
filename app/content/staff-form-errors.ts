/**
 * What the back office's forms say when a field needs another look: the schemas of
 * app/lib/schemas/staff.ts, leads.ts and staff-days.ts take their messages from
 * here (the public forms' words are in form-errors.ts).
 */
export const staffFormErrors = {
  required: "Please fill this in.",
  atMost: (max: number) => `At most ${max} characters.`,
  signIn: {
    email: "Please enter your email address.",
    password: "Please enter your password.",
    code: "The code is the 6 digits your authenticator app shows.",
  },
  twoFactor: {
    missingCode: "Please enter the 6-digit code.",
    ticket: "Please open the link from the email again.",
  },
  passkeys: {
    answer: "The passkey's answer is missing. Please try again.",
    unknown: "Unknown passkey.",
    name: "Please name the passkey.",
    required: "Choose whether passkeys are required.",
  },
  invitation: {
    password: "Please choose a password.",
    confirm: "Please type the password again.",
    secret: "Please reload the page and scan the new code.",
  },
  bookings: {
    unknown: "Unknown booking.",
    date: "Choose a date.",
    time: "Choose a time.",
    refundReason: "Please give the reason for the refund.",
  },
  person: {
    missing: "Please enter the person's email address.",
    invalid: "Please enter a valid email address.",
  },
  unknownSubscriber: "Unknown subscriber.",
  unknownAccount: "Unknown account.",
  unknownInvitation: "Unknown invitation.",
  role: "Choose a role.",
  leads: {
    status: "Choose a status.",
    subject: "Please write a subject.",
    message: "Please write the message.",
    unknownTemplate: "Unknown template.",
    templateName: "Please name the template.",
  },
  days: {
    openOrClosed: "Choose open or closed.",
    capacity: "Places: a whole number from 0 to 500.",
    placesPerTime: "Places per time: a whole number from 1 to 100.",
    disposition: "Choose move or refund.",
  },
};
