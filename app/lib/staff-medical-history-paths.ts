/**
 * The back office's addresses of a person's medical history, opened from one of their leads or
 * bookings as the patient page is (so no address is ever in a URL): the dentist's page (an
 * earlier version with ?version=N) and its FHIR download.
 */
type Anchor = { kind: "lead" | "booking"; id: string };

export const staffHistoryPath = ({ kind, id }: Anchor, version?: number) =>
  `/staff/patients/${kind}/${id}/medical-history${version ? `?version=${version}` : ""}`;

export const staffHistoryFhirPath = ({ kind, id }: Anchor) =>
  `/staff/patients/${kind}/${id}/medical-history/fhir`;
