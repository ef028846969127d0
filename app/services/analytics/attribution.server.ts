/**
 * What brought the visitor who is sending an enquiry or paying for a booking, found on the
 * server from today's visitor hash (nothing is stored on the device for it): the day's last
 * entrance from somewhere other than 'direct', else its last direct one (decision 0024).
 */
import { and, desc, eq, isNotNull, sql } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import type { VisitAttribution } from "~/lib/visit-columns";
import type { ServiceContext } from "../context.server";
import { pageViews } from "~/db/schema";
import { asksNotToTrack } from "./classify";
import { analyticsDay, type VisitorHasher } from "./visitor.server";

/** As stored on a lead or booking (app/db/columns.ts `visitColumns`). */

const noAttribution: VisitAttribution = {
  visitSource: null,
  visitMedium: null,
  visitCampaign: null,
  visitReferrer: null,
  visitLanding: null,
};

/** The longest a lead or booking waits for its attribution before it is stored without one. */
const LOOKUP_MS = 500;

interface AttributionRequest {
  /** The client's address as the rate limits count it (context.clientAddress). */
  address: string | undefined;
  headers: Headers;
  now?: Date;
}

/**
 * The attribution of the browser making this request. Never throws and never holds the lead
 * for long: a database that does not answer in time gives no attribution, and the lead is stored.
 */
async function attributionOf(
  db: Database,
  hasher: VisitorHasher,
  { address, headers, now = new Date() }: AttributionRequest,
): Promise<VisitAttribution> {
  const userAgent = headers.get("user-agent") ?? "";
  if (!address || asksNotToTrack({ gpc: headers.get("sec-gpc"), dnt: headers.get("dnt") }))
    return noAttribution;
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<VisitAttribution>((resolve) => {
    timer = setTimeout(() => resolve(noAttribution), LOOKUP_MS);
  });
  const lookup = find(db, hasher, analyticsDay(now), address, userAgent).catch(() => noAttribution);
  try {
    return await Promise.race([lookup, late]);
  } finally {
    clearTimeout(timer);
  }
}

async function find(
  db: Database,
  hasher: VisitorHasher,
  day: string,
  address: string,
  userAgent: string,
): Promise<VisitAttribution> {
  const hash = await hasher.hashIfSalted(day, address, userAgent);
  if (!hash) return noAttribution;
  const [entrance] = await db
    .select({
      visitSource: pageViews.source,
      visitMedium: pageViews.medium,
      visitCampaign: pageViews.campaign,
      visitReferrer: pageViews.referrerHost,
      visitLanding: pageViews.path,
    })
    .from(pageViews)
    .where(and(eq(pageViews.day, day), eq(pageViews.visitorHash, hash), isNotNull(pageViews.source)))
    .orderBy(sql`(${pageViews.source} = 'direct')`, desc(pageViews.at))
    .limit(1);
  return entrance ?? noAttribution;
}

/** The attribution of the request an action is answering, from its load context. */
export function attributionFor(ctx: ServiceContext, request: Request): Promise<VisitAttribution> {
  return attributionOf(ctx.db, ctx.analytics.hasher, {
    address: ctx.clientAddress,
    headers: request.headers,
    now: ctx.now(),
  });
}
