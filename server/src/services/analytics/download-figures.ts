import type { AnalyticsQuery } from '@shared/schemas/analytics';
import { INFLUENCE_DAYS, type DownloadFigures } from '@shared/schemas/download-figures';
import type { SiteData } from '@shared/site-content/schema';
import { sitePaths } from '@shared/site-content/site-paths';
import { addDays, startOfLocalDay } from '../../lib/time-zone';
import type {
  ByDocument,
  DownloadFiguresRepository,
} from '../../repositories/download-figures-repository';

const byId = (rows: ByDocument[]) => new Map(rows.map((r) => [r.document, r.count]));

/**
 * The downloads' figures of a range of days (shared/schemas/download-figures.ts) for the
 * documents `content` publishes: views and downloads for every role of the analytics; requests
 * and the quotes they influenced only with `leads` (a role that sees download requests).
 */
export function downloadFigures(
  repo: DownloadFiguresRepository,
  { from, to }: AnalyticsQuery,
  { content, timeZone, leads }: { content: SiteData; timeZone: string; leads: boolean },
): DownloadFigures {
  const range = { from, to };
  const views = new Map(repo.views(range, sitePaths.download('')).map((r) => [r.path, r.views]));
  const downloads = byId(repo.downloads(range));
  const instants = {
    fromIso: new Date(startOfLocalDay(from, timeZone)).toISOString(),
    beforeIso: new Date(startOfLocalDay(addDays(to, 1), timeZone)).toISOString(),
  };
  const requests = leads ? byId(repo.requests(instants)) : null;
  const influenced = leads ? byId(repo.influenced(instants, INFLUENCE_DAYS)) : null;
  return {
    from,
    to,
    documents: content.downloads.map((d) => ({
      id: d.id,
      slug: d.slug,
      title: d.title,
      gated: d.gated,
      views: views.get(sitePaths.download(d.slug)) ?? 0,
      downloads: downloads.get(d.id) ?? 0,
      ...(requests && influenced
        ? { requests: requests.get(d.id) ?? 0, influenced: influenced.get(d.id) ?? 0 }
        : {}),
    })),
    sources: repo.sources(range),
  };
}
