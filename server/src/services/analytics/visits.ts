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
  /** Visitors remembered at most; beyond, the one seen longest ago is forgotten. */
  maxVisitors: number;
  /** Pages counted per visitor and day at most: beyond, it is a script, not a reader. */
  maxViewsPerVisitor: number;
}

export const defaultVisitLimits: VisitLimits = {
  idleMs: 30 * 60_000,
  maxVisitors: 100_000,
  maxViewsPerVisitor: 500,
};

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

  return {
    /**
     * A page served to `key` at `at`, with the source it brought (null: none, as a click
     * within the site). Whether it starts a visit; null when the visitor is over the day's cap
     * (then it is not counted).
     */
    view(
      today: string,
      key: string,
      at: number,
      path: string,
      source: VisitSource | null,
    ): { entry: boolean } | null {
      if (today !== day) {
        visitors.clear();
        day = today;
      }
      const known = visitors.get(key);
      if (known) {
        if (known.views >= limits.maxViewsPerVisitor) return null;
        visitors.delete(key);
      } else if (visitors.size >= limits.maxVisitors) {
        visitors.delete(visitors.keys().next().value!);
      }
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
