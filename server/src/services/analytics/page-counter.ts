import type { IncomingHttpHeaders } from 'node:http';
import { ANALYTICS_LABELS, type LeadAttribution } from '@shared/schemas/analytics';
import {
  MAX_SOURCE_ROWS_PER_DAY,
  type PageViewsRepository,
} from '../../repositories/page-views-repository';
import { createDaySources } from './day-sources';
import {
  campaignOf,
  createAgentCache,
  isDocumentRequest,
  isPrefetch,
  optedOut,
  ownHost,
  referrerHost,
} from './request-facts';
import { createVisitorKeys, type SaltStore } from './visitor-key';
import { createVisitTracker, NO_SOURCE, type VisitLimits, type VisitSource } from './visits';

/** What the counter reads of a request (a Fastify request has all of it). */
export interface PageRequest {
  method: string;
  /** The visitor's address (after TRUST_PROXY). */
  ip: string;
  /** The host the request was sent to, as a referrer from this site would name it. */
  hostname: string;
  headers: IncomingHttpHeaders;
}

/**
 * A page the site served (services/site/static-site.ts): its path ("(not found)" for the 404
 * page) and how it was asked for: as a document, or as the data of a client-side navigation.
 */
export interface ServedView {
  path: string;
  via: 'document' | 'data';
  /** The address's query (`?utm_source=...`), read for a document only. */
  query: string;
}

/**
 * Counts the pages served to people, with no script, no cookie and nothing stored in the
 * browser (docs/decisions/036): not a prefetch, not a bot, not someone who asked not to be
 * followed (DNT, GPC). Each view is a row for the writer (the page views repository gathers
 * them); the visit it belongs to stays in memory for the lead its visitor may send today.
 */
export function createPageCounter(options: {
  now: () => number;
  timeZone: string;
  /** PUBLIC_ORIGIN: a referrer from it is this site's own. */
  publicOrigin: string | null;
  pageViews: Pick<PageViewsRepository, 'record' | 'countDownload'>;
  limits?: VisitLimits;
  /** Where the day's salt is kept for the day (a restart keeps the day's visitor keys). */
  salts?: SaltStore | null;
}) {
  const { now, pageViews } = options;
  const keys = createVisitorKeys(options.timeZone, options.salts ?? null);
  const agents = createAgentCache();
  const visits = createVisitTracker(options.limits);
  const downloadSources = createDaySources(MAX_SOURCE_ROWS_PER_DAY);
  const configuredHost = options.publicOrigin && ownHost(new URL(options.publicOrigin).hostname);

  /** The person behind a request, when they may be counted. */
  function countable(request: PageRequest) {
    const { headers } = request;
    if (optedOut(headers)) return null;
    const userAgent = headers['user-agent'] ?? '';
    const agent = agents(userAgent);
    if (agent.bot) return null;
    const at = now();
    const { day, key, address } = keys.visitor(at, request.ip, userAgent);
    return { at, agent, day, key, address };
  }

  /** Where a document view came from: another site's link, campaign tags; null: neither. */
  function sourceOf(request: PageRequest, query: string): VisitSource | null {
    const own = [ownHost(request.hostname), ...(configuredHost ? [configuredHost] : [])];
    const referrer = referrerHost(request.headers.referer, own);
    const campaign = campaignOf(query);
    if (!referrer && !campaign) return null;
    return { ...(campaign ?? NO_SOURCE), referrer_host: referrer };
  }

  return {
    /** Counts `view` if its request is a person's page view. */
    count(request: PageRequest, view: ServedView): void {
      if (request.method !== 'GET' || isPrefetch(request.headers)) return;
      if (view.via === 'document' && !isDocumentRequest(request.headers)) return;
      const visitor = countable(request);
      if (!visitor) return;
      const { at, day, key, address } = visitor;
      const source = view.via === 'document' ? sourceOf(request, view.query) : null;
      const counted = visits.view(day, key, address, at, view.path, source);
      if (!counted) return;
      // The source goes with a visit's first page only.
      const from = counted.entry ? (source ?? NO_SOURCE) : NO_SOURCE;
      pageViews.record([
        day,
        at,
        view.path,
        key,
        counted.entry ? 1 : 0,
        from.referrer_host,
        from.utm_source,
        from.utm_medium,
        from.utm_campaign,
        visitor.agent.device,
      ]);
    },

    /**
     * Counts a file of the content served whole (`/files/<file>`, `query` its address's) as a
     * download of `document` (0: none), with the source of the visit it was fetched in. It is
     * one more page of that visit, held to the same caps; a link from an e-mail starts one.
     */
    download(request: PageRequest, query: string, file: string, document: number | null): void {
      if (request.method !== 'GET' || isPrefetch(request.headers)) return;
      const visitor = countable(request);
      if (!visitor) return;
      const { at, day, key, address } = visitor;
      const source = sourceOf(request, query);
      if (!visits.view(day, key, address, at, `/files/${file}`, source)) return;
      const visit = visits.attribution(day, key, at)!;
      const from = downloadSources.of(day, {
        source: visit.utm_source ?? visit.referrer_host ?? ANALYTICS_LABELS.direct,
        medium: visit.utm_medium ?? '',
        campaign: visit.utm_campaign ?? '',
      });
      pageViews.countDownload([
        day,
        file,
        document ?? 0,
        from.source,
        from.medium,
        from.campaign,
        1,
      ]);
    },

    /** The visit a lead sent with `request` came from (same visitor, same day); null: none. */
    attribution(request: PageRequest): LeadAttribution | null {
      const visitor = countable(request);
      return visitor && visits.attribution(visitor.day, visitor.key, visitor.at);
    },

    /** The local day of an instant (the visitor keys' day). */
    dayOf: keys.dayOf,
  };
}

export type PageCounter = ReturnType<typeof createPageCounter>;
