/**
 * The database's tables, gathered: the one module drizzle-kit reads (drizzle.config.ts, with
 * ./discount-schema.ts) and the database client builds its query API from (./client.server.ts).
 * Each table is defined in the file of what owns it; import tables from here.
 */
export * from "./enquiry-schema";
export * from "./subscriber-schema";
export * from "./consultation-schema";
export * from "./payment-schema";
export * from "./outbox-schema";
export * from "./shared-state-schema";
export * from "./staff-schema";
export * from "./analytics-schema";
export * from "./plan-schema";
export * from "./plan-follow-up-schema";
export * from "./health-schema";
export * from "./messages-schema";
export * from "./waiting-list-schema";
