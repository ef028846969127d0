import { index, integer, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { consultationBookings, leads, newsletterSubscribers } from "./schema";

/**
 * Newsletter codes that have been used (app/services/newsletter/discounts.server.ts). Kept apart from
 * ./schema.ts, which is long enough; drizzle.config.ts lists both files.
 *
 * One use per address: each confirmed subscriber (one row per email address) is given one code,
 * so the code is the address's, and its being the primary key here is the rule itself. Two
 * forms sent at once with the same code both try to insert; the database lets exactly one in.
 * A lead or booking erased later leaves the row (its id set to null): the code stays used.
 */
export const discountRedemptions = pgTable(
  "discount_redemptions",
  {
    /** As issued, normalised: 'BDC10-7K3M-9Q2X'. */
    code: text("code").primaryKey(),
    subscriberId: integer("subscriber_id").references(() => newsletterSubscribers.id, {
      onDelete: "set null",
    }),
    /** What it was used with: a quote or contact request, or a paid consultation-day booking. */
    leadId: uuid("lead_id").references(() => leads.id, { onDelete: "set null" }),
    bookingId: uuid("booking_id").references(() => consultationBookings.id, { onDelete: "set null" }),
    redeemedAt: timestamp("redeemed_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("discount_redemptions_lead_idx").on(t.leadId),
    index("discount_redemptions_booking_idx").on(t.bookingId),
  ],
);
