import type { AnalyticsReport } from '@shared/schemas/analytics';
import type { Language } from '@shared/site-content/languages';
import type { LeadConversion, SegmentViews } from '../../repositories/analytics-report-repository';

type LanguageRow = NonNullable<AnalyticsReport['languages']>[number];

/**
 * The report's figures per language of the site (issue 54): page views by their path's prefix
 * (another language's pages are under /{tag in lower case}/, the default's at the root) and,
 * with `leads` (a role that sees them), the leads by the language they were sent in. A lead of
 * before languages were recorded, or of a language since removed, counts in the default.
 */
export function languageBreakdown(
  languages: readonly Language[],
  views: readonly SegmentViews[],
  leads: readonly LeadConversion[] | null,
): LanguageRow[] {
  const [first] = languages;
  if (!first || languages.length < 2) return [];
  const rows = languages.map((l): LanguageRow =>
    leads
      ? { language: l.tag, pageviews: 0, leads: 0, qualified: 0, won: 0 }
      : { language: l.tag, pageviews: 0 },
  );
  const byPrefix = new Map(languages.slice(1).map((l, i) => [l.tag.toLowerCase(), rows[i + 1]!]));
  const byTag = new Map(languages.map((l, i) => [l.tag, rows[i]!]));
  for (const { segment, views: count } of views) {
    (byPrefix.get(segment.toLowerCase()) ?? rows[0]!).pageviews += count;
  }
  for (const lead of leads ?? []) {
    const row = (lead.language !== null && byTag.get(lead.language)) || rows[0]!;
    row.leads! += lead.leads;
    row.qualified! += lead.qualified;
    row.won! += lead.won;
  }
  return rows;
}
