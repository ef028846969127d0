/** A chosen appointment: the day (ISO date) and the time, as the scheduler sends and pages show it. */
export interface Appointment {
  date: string;
  time: string;
}
