/**
 * The clinic's own measurement (docs/decisions/0024-first-party-analytics.md): page views counted
 * on the server with no cookie and no personal data, the daily salt that makes a visitor hash, and
 * the daily counts kept for good once the raw views are gone (30 days). One of the owner files
 * app/db/schema.ts gathers for drizzle-kit and the database client. The attribution a lead or
 * booking carries is in ./columns.ts (`visitColumns`).
 */
import {
  bigserial,
  date,
  index,
  integer,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
} from "drizzle-orm/pg-core";
import { locales } from "../content/locales";

/** What the browser string says the device is; nothing finer is kept. */
export const deviceClasses = ["phone", "tablet", "desktop"] as const;
export type DeviceClass = (typeof deviceClasses)[number];

/**
 * One page a person loaded (never a bot, a staff page, a health check or a file). Raw rows are
 * kept 30 days, then only the day's counts in `analytics_daily` remain.
 */
export const pageViews = pgTable(
  "page_views",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    at: timestamp("at", { withTimezone: true }).notNull(),
    /** The clinic's day (Budapest time) the view belongs to: the salt's day. */
    day: date("day").notNull(),
    /** The page's path without its query ('/de/preise'). */
    path: text("path").notNull(),
    language: text("language", { enum: locales }).notNull(),
    device: text("device", { enum: deviceClasses }).notNull(),
    /**
     * Set when the visitor arrived from outside (another site's link, or a link with UTM
     * parameters): the view is an entrance and says what brought them. Null for a click from
     * one of our own pages.
     */
    source: text("source"),
    medium: text("medium"),
    campaign: text("campaign"),
    term: text("term"),
    content: text("content"),
    /** The referring site's host name only ('www.google.com'), never its path. */
    referrerHost: text("referrer_host"),
    /**
     * sha256(day's salt, address, browser string), cut to 32 hex digits: the same browser on the
     * same day, unlinkable to any other day once the salt is destroyed. Null when the browser
     * asks not to be tracked (Global Privacy Control or Do Not Track).
     */
    visitorHash: text("visitor_hash"),
    /**
     * Which of this view's values its visitor had not been seen with earlier in the day: one bit
     * per dimension (`firstViewBit`), set when the view is written (decision 0028). A day's
     * visitors of a value are then a plain count of the views with its bit, never a sort of
     * every hash; the bits stay, meaningless, once the hashes are removed. 0 without a hash.
     */
    firsts: smallint("firsts").notNull().default(0),
  },
  (t) => [
    index("page_views_day_idx").on(t.day),
    index("page_views_visitor_idx").on(t.day, t.visitorHash, t.at),
  ],
);

/**
 * Today's salt, and only today's: the rows of earlier days are deleted within a minute of
 * midnight by the "analytics salt" job, whether or not a view arrives, so yesterday's visitor
 * hashes can never be made again (decision 0028). Never in a backup.
 */
export const analyticsSalts = pgTable("analytics_salts", {
  day: date("day").primaryKey(),
  /** 32 random bytes, hex. */
  salt: text("salt").notNull(),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
});

/**
 * How many page views were counted today per client address, shared by every server, so one
 * address (or many) cannot fill the tables however many servers it reaches (decision 0028). No
 * address is stored: `key` is sha256(the day's salt, 'address', the address) cut to 32 hex
 * digits, which nobody can recompute once the salt is gone; the row whose key is `DAY_KEY`
 * counts the day's views for the ceiling. Rows of earlier days are deleted with their salt.
 */
export const analyticsAddressDays = pgTable(
  "analytics_address_days",
  {
    day: date("day").notNull(),
    key: text("key").notNull(),
    views: integer("views").notNull(),
  },
  (t) => [primaryKey({ columns: [t.day, t.key] })],
);

/**
 * The dimensions the daily counts are kept by. 'total' has the value ''; 'source' counts each
 * entrance by what brought it (with 'medium' and 'campaign' likewise).
 */
export const analyticsDimensions = [
  "total",
  "page",
  "source",
  "medium",
  "campaign",
  "referrer",
  "language",
  "device",
] as const;
export type AnalyticsDimension = (typeof analyticsDimensions)[number];

/** A dimension's bit in `pageViews.firsts`: 'total' 1, 'page' 2, 'source' 4, … */
export const firstViewBit = (dimension: AnalyticsDimension): number =>
  1 << analyticsDimensions.indexOf(dimension);

/** One finished day's counts by one dimension's value, kept for good. */
export const analyticsDaily = pgTable(
  "analytics_daily",
  {
    day: date("day").notNull(),
    dimension: text("dimension", { enum: analyticsDimensions }).notNull(),
    value: text("value").notNull(),
    views: integer("views").notNull(),
    /** Distinct visitor hashes that day (a hash means nothing on another day). */
    visitors: integer("visitors").notNull(),
    /** Views that arrived from outside (see `pageViews.source`). */
    entrances: integer("entrances").notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.day, t.dimension, t.value] }),
    index("analytics_daily_dimension_idx").on(t.dimension, t.day),
  ],
);

/** The days whose raw views have been counted into `analytics_daily` (rolled up once). */
export const analyticsRollups = pgTable("analytics_rollups", {
  day: date("day").primaryKey(),
  rolledAt: timestamp("rolled_at", { withTimezone: true }).notNull().defaultNow(),
});
