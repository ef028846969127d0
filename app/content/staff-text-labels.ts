/**
 * What staff read beside a text message in a patient's outbox (the row's label): which reminder
 * or notice it was. English, as the back office is.
 */
export const textLabels = {
  dayBefore: "Reminder: the day before",
  chooseTime: "Reminder: choose a time",
  dayMoved: "Day closed: booking moved",
  planFollowUp: {
    "not-opened": "Plan reminder: not opened",
    "not-answered": "Plan reminder: not answered",
    expiring: "Plan reminder: about to expire",
  },
} as const;
