/**
 * Where a visit came from, as the browser noted it in the tab (never in a cookie): columns of
 * every kind of lead. Here, without zod, so the lead writer's thread can name them too.
 */
export const ATTRIBUTION_FIELDS = [
  'source_page',
  'referrer_domain',
  'utm_source',
  'utm_medium',
  'utm_campaign',
] as const;
export type AttributionField = (typeof ATTRIBUTION_FIELDS)[number];
