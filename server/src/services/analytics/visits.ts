import type { LeadAttribution } from '@shared/schemas/analytics';
import type { Campaign } from './request-facts';

/** Where a visit came from: the other site's host and the campaign tags of its first page. */
export interface VisitSource extends Campaign {
  referrer_host: string | null;
}

interface Visit extends VisitSource {
  landing_page: string;
  /** When its first and its latest page were served (ms). */
  started: number;
  last: number;
  pages: number;
}

interface Visitor {
  visit: Visit;
  /** Pages counted today, every visit together. */
  views: number;
}

/** A view that brings no source: a click within the site, an address typed in. */
export const NO_SOURCE: VisitSource = {
  referrer_host: null,
  utm_source: null,
  utm_medium: null,
  utm_campaign: null,
};

const sameSource = (a: VisitSource, b: VisitSource) =>
  a.referrer_host === b.referrer_host &&
  a.utm_source === b.utm_source &&
  a.utm_medium === b.utm_medium &&
  a.utm_campaign === b.utm_campaign;

export interface VisitLimits {
  /** A pause longer than this ends a visit (30 minutes, as Plausible and most others count). */
  idleMs: number;
  /**
   * Visitors remembered at most. Beyond, the one seen longest ago is forgotten
   * if its visit is over; while every visit is still going on, a new visitor is not counted: a
   * flood of made-up visitors never evicts a real visit, whose lead may still come.
   */
  maxVisitors: number;
  /** Pages counted per visitor and day at most: beyond, it is a script, not a reader. */
  maxViewsPerVisitor: number;
  /**
   * Visitors (browsers) counted per address (IPv6: its /64) and day: a User-Agent per request
   * from one address makes no crowd of visitors.
   */
  maxVisitorsPerAddress: number;
  /** Pages counted per address and day, every browser there together. */
  maxViewsPerAddress: number;
  /** Pages counted (raw rows stored) per day, every address together. */
  maxViewsPerDay: number;
}

export const defaultVisitLimits: VisitLimits = {
  idleMs: 30 * 60_000,
  maxVisitors: 100_000,
  maxViewsPerVisitor: 500,
  maxVisitorsPerAddress: 50,
  maxViewsPerAddress: 2_000,
  maxViewsPerDay: 200_000,
};

interface AddressTally {
  visitors: number;
  views: number;
}

/**
 * Today's visitors and their latest visit, in memory only (the keys are of today's salt, so they
 * mean nothing tomorrow, and a lead's attribution is read from here: no query on the form's
 * path). A visit is a visitor's pages with less than `idleMs` between two; one that arrives
 * with another source (another site's link, other campaign tags) starts a new visit.
 */
export function createVisitTracker(limits: VisitLimits = defaultVisitLimits) {
  let day = '';
  // In order of the last view: the first entry is the one seen longest ago.
  const visitors = new Map<string, Visitor>();
  const addresses = new Map<string, AddressTally>();
  let viewsToday = 0;

  /**
   * Whether one more page of `key` (from `address`) may be counted today, and room made for it
   * when it is a new visitor.
   */
  function admit(key: string, address: string, known: Visitor | undefined, at: number): boolean {
    if (viewsToday >= limits.maxViewsPerDay) return false;
    if (known) {
      if (known.views >= limits.maxViewsPerVisitor) return false;
    } else if (visitors.size >= limits.maxVisitors) {
      const [oldestKey, oldest] = visitors.entries().next().value!;
      if (at - oldest.visit.last <= limits.idleMs) return false;
      visitors.delete(oldestKey);
    }
    // A tally is made only for a page that is then counted: at most maxViewsPerDay of them.
    let tally = addresses.get(address);
    if (!tally) {
      tally = { visitors: 0, views: 0 };
      addresses.set(address, tally);
    }
    if (tally.views >= limits.maxViewsPerAddress) return false;
    if (!known && tally.visitors >= limits.maxVisitorsPerAddress) return false;
    if (!known) tally.visitors += 1;
    tally.views += 1;
    viewsToday += 1;
    return true;
  }

  return {
    /**
     * A page served to `key` (from `address`) at `at`, with the source it brought (null: none,
     * as a click within the site). Whether it starts a visit; null when a cap of the day is
     * reached (then it is not counted).
     */
    view(
      today: string,
      key: string,
      address: string,
      at: number,
      path: string,
      source: VisitSource | null,
    ): { entry: boolean } | null {
      if (today !== day) {
        visitors.clear();
        addresses.clear();
        viewsToday = 0;
        day = today;
      }
      const known = visitors.get(key);
      if (!admit(key, address, known, at)) return null;
      if (known) visitors.delete(key);
      const current = known?.visit;
      const entry =
        !current ||
        at - current.last > limits.idleMs ||
        (source !== null && !sameSource(current, source));
      // Changed in place: this runs for every page served (a spread copy cost ten times more).
      if (entry) {
        const from = source ?? NO_SOURCE;
        const visit: Visit = {
          landing_page: path,
          referrer_host: from.referrer_host,
          utm_source: from.utm_source,
          utm_medium: from.utm_medium,
          utm_campaign: from.utm_campaign,
          started: at,
          last: at,
          pages: 1,
        };
        visitors.set(key, { visit, views: (known?.views ?? 0) + 1 });
      } else {
        current.last = at;
        current.pages += 1;
        known.views += 1;
        visitors.set(key, known);
      }
      return { entry };
    },

    /** The visit `key` is in (its latest today), as a lead sent at `at` carries it. */
    attribution(today: string, key: string, at: number): LeadAttribution | null {
      const visit = today === day ? visitors.get(key)?.visit : undefined;
      if (!visit) return null;
      return {
        landing_page: visit.landing_page,
        referrer_host: visit.referrer_host,
        utm_source: visit.utm_source,
        utm_medium: visit.utm_medium,
        utm_campaign: visit.utm_campaign,
        pages_viewed: visit.pages,
        seconds_to_submit: Math.max(0, Math.round((at - visit.started) / 1000)),
      };
    },
  };
}

export type VisitTracker = ReturnType<typeof createVisitTracker>;
