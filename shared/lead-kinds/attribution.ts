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

/**
 * The visit a lead came from as the server counted it (its `attribution`, decision 036), field by
 * field: the keys of shared/schemas/analytics.ts's leadAttributionSchema.
 */
export const VISIT_FIELDS = [
  'landing_page',
  'referrer_host',
  'utm_source',
  'utm_medium',
  'utm_campaign',
  'pages_viewed',
  'seconds_to_submit',
] as const;
export type VisitField = (typeof VISIT_FIELDS)[number];

/** Those fields as CSV columns of every kind, after its own (a new column goes last). */
export const VISIT_CSV_COLUMNS = VISIT_FIELDS.map((field) => `visit_${field}` as const);
