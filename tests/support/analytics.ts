/**
 * Seeded page views for the analytics tests (rollup and report), and their counts worked out
 * here in plain code, independently of the SQL under test.
 */
import type { Database } from "../../app/db/client.server";
import { analyticsDimensions, pageViews } from "../../app/db/schema";
import { budapestInstant } from "../../app/lib/event-dates";

export type SeededView = typeof pageViews.$inferInsert;

/** A small deterministic generator (mulberry32), so a failure can be reproduced. */
function random(seed: number) {
  let a = seed;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const paths = ["/", "/prices", "/de/preise", "/fr/tarifs", "/implants", "/contact", "/de", "/fr"];
const entrances = [
  { source: "google", medium: "organic", campaign: null, referrerHost: "www.google.com" },
  { source: "direct", medium: "none", campaign: null, referrerHost: null },
  { source: "facebook", medium: "cpc", campaign: "spring", referrerHost: "l.facebook.com" },
  { source: "newsletter", medium: "email", campaign: "june", referrerHost: null },
  { source: "forum.example", medium: "referral", campaign: null, referrerHost: "forum.example" },
];

/** `count` views on a Budapest day: about a third entrances, some without a visitor hash. */
export function viewsOn(day: string, count: number, seed = 1): SeededView[] {
  const next = random(seed + Number(day.replaceAll("-", "")));
  const pick = <T>(items: readonly T[]) => items[Math.floor(next() * items.length)];
  const start = budapestInstant(day, "00:00").getTime();
  return Array.from({ length: count }, () => {
    const entrance = next() < 0.35 ? pick(entrances) : null;
    return {
      at: new Date(start + Math.floor(next() * 23 * 3600_000)),
      day,
      path: pick(paths),
      language: pick(["en", "de", "fr"] as const),
      device: pick(["phone", "tablet", "desktop"] as const),
      source: entrance?.source ?? null,
      medium: entrance?.medium ?? null,
      campaign: entrance?.campaign ?? null,
      referrerHost: entrance?.referrerHost ?? null,
      visitorHash: next() < 0.1 ? null : `hash-${Math.floor(next() * 40)}`,
    };
  });
}

/**
 * Stores the views in order, each marked as the recorder marks it (`firsts`): the dimensions
 * whose value its visitor is seen with for the first time that day.
 */
export async function insertViews(db: Database, views: SeededView[]): Promise<void> {
  const seen = new Set<string>();
  const marked = views.map((view) => {
    let firsts = 0;
    if (view.visitorHash) {
      analyticsDimensions.forEach((dimension, bit) => {
        const value = dimensionValue[dimension]!(view);
        const key = `${view.day}|${view.visitorHash}|${dimension}|${value}`;
        if (value != null && !seen.has(key)) firsts |= 1 << bit;
        seen.add(key);
      });
    }
    return { ...view, firsts };
  });
  for (let i = 0; i < marked.length; i += 500) await db.insert(pageViews).values(marked.slice(i, i + 500));
}

export interface Counts {
  views: number;
  visitors: number;
  entrances: number;
}

const dimensionValue: Record<string, (view: SeededView) => string | null | undefined> = {
  total: () => "",
  page: (v) => v.path,
  source: (v) => v.source,
  medium: (v) => v.medium,
  campaign: (v) => v.campaign,
  referrer: (v) => v.referrerHost,
  language: (v) => v.language,
  device: (v) => v.device,
};

/** The design's rules, by hand: 'day|dimension|value' → counts. */
export function expectedDaily(views: SeededView[]): Map<string, Counts> {
  const groups = new Map<string, { views: number; hashes: Set<string>; entrances: number }>();
  for (const view of views) {
    for (const [dimension, valueOf] of Object.entries(dimensionValue)) {
      const value = valueOf(view);
      if (value == null) continue;
      const key = `${view.day}|${dimension}|${value}`;
      const group = groups.get(key) ?? { views: 0, hashes: new Set<string>(), entrances: 0 };
      group.views += 1;
      if (view.visitorHash) group.hashes.add(view.visitorHash);
      if (view.source) group.entrances += 1;
      groups.set(key, group);
    }
  }
  return new Map(
    [...groups].map(([key, g]) => [key, { views: g.views, visitors: g.hashes.size, entrances: g.entrances }]),
  );
}
