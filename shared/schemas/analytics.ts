import { z } from 'zod';
import type { VisitField } from '../lead-kinds/attribution';

// The site's own analytics (docs/decisions/036-first-party-analytics.md): page views counted by
// the server as it serves pages, visits, and the leads they brought.

/** Names the figures give to what is no page and no site. */
export const ANALYTICS_LABELS = {
  /** Every address that is no page of the site, counted as one row. */
  notFound: '(not found)',
  /** A visit with neither a referring site nor a utm_source. */
  direct: '(direct)',
  /** Leads with no counted visit (Do Not Track, analytics off, a restart of the server). */
  notMeasured: '(not measured)',
  /** The rest of a day's sources beyond the most frequent ones (a flood of made-up values). */
  other: '(other)',
} as const;

/** How a visitor's device is classed, from its User-Agent header. */
export const DEVICES = ['desktop', 'mobile', 'tablet'] as const;
export type Device = (typeof DEVICES)[number];

/** Longest range a report covers: ten years of days. */
export const MAX_REPORT_DAYS = 3660;

/** The visit a lead came from, as the server counted it. */
export const leadAttributionSchema = z
  .object({
    landing_page: z.string().meta({ description: 'The first page of the visit (a path).' }),
    referrer_host: z
      .string()
      .nullable()
      .meta({ description: 'The host of the site whose link started the visit; null: none.' }),
    utm_source: z.string().nullable(),
    utm_medium: z.string().nullable(),
    utm_campaign: z.string().nullable(),
    pages_viewed: z
      .number()
      .int()
      .meta({ description: "Pages of the visit up to the form's, that page included." }),
    seconds_to_submit: z
      .number()
      .int()
      .meta({ description: 'Seconds from the first page of the visit to the submission.' }),
  })
  .meta({
    id: 'LeadAttribution',
    description:
      "The visit the lead was sent in, as the server counted it (the same visitor's pages that " +
      'day); null when none was counted: Do Not Track or Global Privacy Control, analytics ' +
      'off (ANALYTICS=off), or no page of the visit seen since the server started.',
  });
export type LeadAttribution = z.infer<typeof leadAttributionSchema>;

// The plain list the lead kinds' CSV columns are made of names exactly these fields.
const sameFields: [VisitField, keyof LeadAttribution] extends [keyof LeadAttribution, VisitField]
  ? true
  : never = true;
void sameFields;

const day = z.iso.date({ error: 'A day as YYYY-MM-DD' });
const daysBetween = (from: string, to: string) =>
  (Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000;

const range = {
  from: day.meta({ description: "First day (YYYY-MM-DD, in the firm's time zone)." }),
  to: day.meta({ description: 'Last day, included.' }),
};

/** 400 for a reversed range or one longer than MAX_REPORT_DAYS (a day that is none: `day`). */
function checkRange(q: { from: string; to: string }, ctx: z.RefinementCtx): void {
  // zod runs this also when a day failed its own check: that one's issue says it all.
  if (!day.safeParse(q.from).success || !day.safeParse(q.to).success) return;
  if (q.from > q.to) {
    ctx.addIssue({
      code: 'custom',
      message: 'The first day must not be after the last day',
      path: ['to'],
    });
  } else if (daysBetween(q.from, q.to) >= MAX_REPORT_DAYS) {
    ctx.addIssue({ code: 'custom', message: `At most ${MAX_REPORT_DAYS} days`, path: ['from'] });
  }
}

export const analyticsQuerySchema = z.object(range).superRefine(checkRange);
export type AnalyticsQuery = z.infer<typeof analyticsQuerySchema>;

/** The tables of a report as CSV files; LEAD_TABLES count leads (not for editors). */
export const ANALYTICS_TABLES = [
  'days',
  'pages',
  'devices',
  'sources',
  'campaigns',
  'landing_pages',
  'campaign_pages',
] as const;
export type AnalyticsTable = (typeof ANALYTICS_TABLES)[number];
export const LEAD_TABLES: readonly AnalyticsTable[] = [
  'sources',
  'campaigns',
  'landing_pages',
  'campaign_pages',
];

export const analyticsCsvQuerySchema = z
  .object({
    ...range,
    table: z.enum(ANALYTICS_TABLES).default('days').meta({ description: 'Which table.' }),
  })
  .superRefine(checkRange);

const count = (description: string) => z.number().int().meta({ description });
const funnel = {
  visits: count('Visits that started here (from this source).'),
  leads: count('Leads sent in the range whose visit started here (spam excluded).'),
  qualified: count('Of those, leads that reached a stage their kind counts as qualified.'),
  won: count('Of those, leads won.'),
};

export const analyticsReportSchema = z
  .object({
    from: z.iso.date(),
    to: z.iso.date(),
    time_zone: z.string().meta({ description: "The firm's time zone, in which days are counted." }),
    visitors: count(
      'Visitors per day, summed over the days: the visitor key changes every day, so one ' +
        'person on two days counts twice.',
    ),
    visits: count('Visits: a visitor’s pages with less than 30 minutes between two of them.'),
    pageviews: count('Pages served to people (documents and client-side navigations).'),
    pages: z
      .array(
        z.object({
          path: z.string(),
          views: z.number().int(),
          visitors: z.number().int(),
          entries: count('Visits that started on this page.'),
        }),
      )
      .meta({ description: `Most viewed first; "${ANALYTICS_LABELS.notFound}" for no page.` }),
    days: z
      .array(
        z.object({
          date: z.iso.date(),
          visitors: z.number().int(),
          visits: z.number().int(),
          pageviews: z.number().int(),
        }),
      )
      .meta({ description: 'Every day of the range, oldest first; days without views are zeros.' }),
    devices: z.array(
      z.object({
        device: z.enum(DEVICES),
        visitors: z.number().int(),
        visits: z.number().int(),
        pageviews: z.number().int(),
      }),
    ),
    sources: z
      .array(z.object({ source: z.string(), ...funnel }))
      .optional()
      .meta({
        description:
          `Where visits came from: utm_source, else the referring host, else ` +
          `"${ANALYTICS_LABELS.direct}"; most visits first. Not for editors.`,
      }),
    campaigns: z
      .array(z.object({ source: z.string(), medium: z.string(), campaign: z.string(), ...funnel }))
      .optional()
      .meta({ description: 'Visits with a utm_campaign, by source, medium and campaign.' }),
    landing_pages: z
      .array(z.object({ path: z.string(), ...funnel }))
      .optional()
      .meta({ description: 'The conversion table by the page visits started on.' }),
    campaign_pages: z
      .array(z.object({ path: z.string(), title: z.string(), ...funnel }))
      .optional()
      .meta({
        description:
          "The firm's campaign pages (/c/{slug}, in the live content), each with the visits " +
          'that started on it and the leads of any kind sent in those visits, qualified and ' +
          'won; most visits first, pages without a visit too.',
      }),
    languages: z
      .array(
        z.object({
          language: z.string().meta({ description: "A tag of the site's languages." }),
          pageviews: count(
            'Pages served in it: under its prefix (/fr/...), the rest in the default language.',
          ),
          leads: count('Leads sent from its pages (spam excluded); not for editors.').optional(),
          qualified: z.number().int().optional(),
          won: z.number().int().optional(),
        }),
      )
      .optional()
      .meta({
        description:
          'Per language of the site, in its order (the default first), only while it speaks ' +
          'more than one (identity.languages). Leads stored before their language was recorded ' +
          'count in the default language.',
      }),
    leads: z
      .object({
        total: count('Leads sent in the range (spam excluded) of the kinds counted.'),
        qualified: z.number().int(),
        won: z.number().int(),
        not_measured: count('Of the total, leads without a counted visit.'),
      })
      .optional()
      .meta({ description: 'Not for editors.' }),
  })
  .meta({ id: 'AnalyticsReport' });
export type AnalyticsReport = z.infer<typeof analyticsReportSchema>;

/** Seconds as people read a wait: "45 s", "6 min 12 s", "2 h 5 min". */
export function formatSeconds(seconds: number): string {
  if (seconds < 60) return `${seconds} s`;
  const minutes = Math.floor(seconds / 60);
  if (minutes < 60) return seconds % 60 ? `${minutes} min ${seconds % 60} s` : `${minutes} min`;
  const hours = Math.floor(minutes / 60);
  return minutes % 60 ? `${hours} h ${minutes % 60} min` : `${hours} h`;
}

/**
 * A lead's visit in one line, for the inbox, the timeline and the e-mail: "Landed on /services/x
 * from google.com (utm_source newsletter, utm_campaign spring); 4 pages, sent 6 min 12 s later".
 */
export function describeVisit(visit: LeadAttribution): string {
  const tags = (['utm_source', 'utm_medium', 'utm_campaign'] as const)
    .filter((tag) => visit[tag] !== null)
    .map((tag) => `${tag} ${visit[tag]}`);
  const pages = `${visit.pages_viewed} ${visit.pages_viewed === 1 ? 'page' : 'pages'}`;
  return (
    `Landed on ${visit.landing_page}` +
    (visit.referrer_host ? ` from ${visit.referrer_host}` : '') +
    (tags.length > 0 ? ` (${tags.join(', ')})` : '') +
    `; ${pages}, sent ${formatSeconds(visit.seconds_to_submit)} later`
  );
}
