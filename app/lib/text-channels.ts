/**
 * How a patient takes reminders by text: not at all (email only), by SMS, or by WhatsApp. The
 * bookings' and waiting list's column (app/db) and every form that asks (checkout, the manage
 * page) take the list from here.
 */
export const textChannels = ["none", "sms", "whatsapp"] as const;

export type TextChannel = (typeof textChannels)[number];
