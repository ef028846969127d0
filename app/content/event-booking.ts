/**
 * Words of the consultation day's booking part, said by the page React draws and by the site
 * script that moves it (app/lib/event-booking.ts). No imports: the site script carries this file.
 */
export const eventBookingWords = {
  /** Said when the checkout cannot be started (the spec's words). */
  checkoutFailed: "Payment failed. Please try again.",
  dateFull: "This date is fully booked. Please choose another.",
  /** '3 places left on this date' */
  placesLeft: (left: number) => `${left} ${left === 1 ? "place" : "places"} left on this date`,
  processing: "Processing...",
  fullyBooked: "Fully booked",
  noDates: "No dates",
} as const;
