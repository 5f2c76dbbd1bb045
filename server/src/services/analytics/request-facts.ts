import type { IncomingHttpHeaders } from 'node:http';
import { isbot } from 'isbot';
import type { Device } from '@shared/schemas/analytics';
import { LIMITS } from '@shared/vocabularies/limits';
import { cleanDomain, cleanText } from '../../lib/untrusted-text';

// What a request for a page says about the view, read from its headers and query alone.

/** Do Not Track or Global Privacy Control: the person asked not to be followed. */
export function optedOut(headers: IncomingHttpHeaders): boolean {
  return headers.dnt === '1' || headers['sec-gpc'] === '1';
}

/**
 * A request made ahead of a navigation that may never be shown: a browser's prefetch or
 * prerender (Sec-Purpose, Purpose), a link preview (X-Purpose), Firefox's old prefetch (X-Moz).
 * The client's own data requests are made for navigations only (lib/site-data/fetched-source.ts);
 * a prefetch it makes one day sends `Purpose: prefetch`.
 */
export function isPrefetch(headers: IncomingHttpHeaders): boolean {
  const purpose =
    headers['sec-purpose'] ?? headers.purpose ?? headers['x-purpose'] ?? headers['x-moz'];
  return typeof purpose === 'string' && /prefetch|prerender|preview/i.test(purpose);
}

/**
 * A request for a page to show as a document: a navigation (Sec-Fetch-Dest: document) or, from
 * a browser that sends no fetch metadata, one that accepts HTML. Not an image, a script or a
 * frame asking for an address that happens to be a page or the 404 page (a missing favicon).
 */
export function isDocumentRequest(headers: IncomingHttpHeaders): boolean {
  const dest = headers['sec-fetch-dest'];
  if (dest) return dest === 'document';
  return headers.accept?.includes('text/html') ?? false;
}

export interface Agent {
  /** A crawler, a script, a monitor, a headless browser, or no User-Agent at all. */
  bot: boolean;
  device: Device;
}

const TABLET = /iPad|Tablet|PlayBook|Silk|Kindle|Android(?!.*Mobile)/i;
const MOBILE = /Mobi|iPhone|iPod|Android|Windows Phone|BlackBerry|Opera Mini/i;

/** How a User-Agent header reads: bot or person, and its device. */
export function agentOf(userAgent: string): Agent {
  const bot = userAgent.trim().length < 8 || isbot(userAgent);
  const device = TABLET.test(userAgent) ? 'tablet' : MOBILE.test(userAgent) ? 'mobile' : 'desktop';
  return { bot, device };
}

/**
 * agentOf, remembered per header: a site's visitors send a few hundred different ones, and the
 * bot list is one long regular expression (~5 us a test). Bounded: cleared when full.
 */
export function createAgentCache(max = 2000): (userAgent: string) => Agent {
  const known = new Map<string, Agent>();
  return (userAgent) => {
    let agent = known.get(userAgent);
    if (!agent) {
      if (known.size >= max) known.clear();
      agent = agentOf(userAgent);
      known.set(userAgent, agent);
    }
    return agent;
  };
}

/** The host of a Referer header (http or https), lower case, without "www."; null for none. */
function hostOf(referer: string | undefined): string | null {
  const match = referer && /^https?:\/\/(?:[^/?#@]*@)?([^/?#]+)/i.exec(referer);
  const host = match ? cleanDomain(match[1]) : null;
  return host && host.replace(/^www\./, '');
}

/**
 * The other site whose link brought the visitor: the Referer's host unless it is this site's
 * own (`ownHosts`, without "www."). Browsers send only the origin to other sites by default.
 */
export function referrerHost(referer: string | undefined, ownHosts: readonly string[]) {
  const host = hostOf(referer);
  return host && !ownHosts.includes(host) ? host : null;
}

/** Campaign tags of a page's address; each cleaned and at most LIMITS.utm long. */
export interface Campaign {
  utm_source: string | null;
  utm_medium: string | null;
  utm_campaign: string | null;
}

/** The utm_* values of a query string (`?a=b...`, or ''); null when it has none. */
export function campaignOf(query: string): Campaign | null {
  if (!query.includes('utm_')) return null;
  const params = new URLSearchParams(query); // never throws: bad escapes are read as they are
  const value = (name: string) => cleanText(params.get(name), LIMITS.utm);
  const campaign = {
    utm_source: value('utm_source')?.toLowerCase() ?? null,
    utm_medium: value('utm_medium')?.toLowerCase() ?? null,
    utm_campaign: value('utm_campaign'),
  };
  return campaign.utm_source || campaign.utm_medium || campaign.utm_campaign ? campaign : null;
}

/** An own host as referrers are compared with it. */
export const ownHost = (host: string) =>
  host
    .toLowerCase()
    .replace(/:\d+$/, '')
    .replace(/^www\./, '');
