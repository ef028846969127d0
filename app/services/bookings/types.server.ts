/** The shapes every bookings module shares: a booking row, and the transaction a change runs in. */
import type { Database } from "~/db/client.server";
import type { consultationBookings } from "~/db/schema";

export type Booking = typeof consultationBookings.$inferSelect;
export type Transaction = Parameters<Parameters<Database["transaction"]>[0]>[0];
