/**
 * What the booking endpoints answer the patient's page when a step cannot be done: the checkout
 * (app/routes/api.create-checkout-session.ts) and choosing the appointment
 * (app/routes/api.consultation-bookings.ts). The page shows these sentences as they come.
 */
export const bookingApiWords = {
  providerUnavailable: "The payment provider is not available at the moment. Please try again shortly.",
  bookingNotFound: "We could not find this booking.",
};
