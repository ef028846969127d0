/**
 * The patient's manage-booking page for a booking token (app/services/bookings/links.server.ts).
 * Kept apart from the booking schemas so that pages which only link to it do not load Zod.
 */
export const manageBookingPath = (token: string) => `/booking/${token}`;
