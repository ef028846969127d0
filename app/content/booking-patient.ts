/**
 * The words of the patient's details at checkout: the consultation day page's name and phone
 * fields, their errors (said by the page and by the checkout endpoint alike), and the test
 * checkout page's summary of them.
 */
export const patientDetails = {
  legend: "Your details",
  nameLabel: "Full name",
  phoneLabel: "Phone number, with country code",
  phoneHint: "For example +44 7700 900123. We call only about your booking.",
  nameMissing: "Enter your full name.",
  nameTooLong: "Your name must be 120 characters or fewer.",
  nameUnstorable: "Type your full name again, on one line: it contains characters we cannot store.",
  phoneMissing: "Enter your phone number, with its country code, like +44 7700 900123.",
  phoneInvalid: "Enter a phone number with its country code, starting with + or 00, like +44 7700 900123.",
  /** The test checkout page's lines. */
  testCheckoutName: (name: string) => `Booking for ${name}`,
  testCheckoutPhone: (phone: string) => `Phone: ${phone}`,
  /** Stripe Checkout's custom field for the name (Stripe allows 50 characters). */
  stripeNameField: "Full name",
};
