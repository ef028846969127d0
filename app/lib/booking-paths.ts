/**
 * The patient's manage-booking page for a booking token (app/services/bookings/links.server.ts).
 * Kept apart from the booking schemas so that pages which only link to it do not load Zod.
 */
export const manageBookingPath = (token: string) => `/booking/${token}`;

/** A waiting-list entry's private page (app/services/bookings/waiting-list-links.server.ts). */
export const waitingListPath = (token: string) => `/waiting-list/${token}`;
