import type { LeadKind, LeadKindFacts } from '@shared/lead-kinds';
import type { Created } from '@shared/schemas/leads';
import type { SiteData } from '@shared/site-content/schema';
import { sitePaths } from '@shared/site-content/site-paths';
import { downloadPath } from '@shared/site-content/collections/downloads';
import { downloadLink, type DownloadLinks } from '../files/download-links';
import type { LeadColumns } from './lead-columns';

/** The kinds whose 201 hands out a link (shared/lead-kinds: `link`). */
export type KindWithLink = {
  [K in LeadKind]: LeadKindFacts<K> extends { link: true } ? K : never;
}[LeadKind];

type LinkOf<K extends LeadKind> = (
  columns: LeadColumns<K>,
  created: Created & { spam: boolean },
) => string;

/**
 * The link a new lead of a kind that hands one out answers with: a download request's signed
 * link to its document's file (docs/decisions/050), the same the acknowledgement mails. tsc
 * names a new such kind here.
 */
export function createLeadLinks({
  links,
  live,
  origin,
}: {
  links: Pick<DownloadLinks, 'token'>;
  live: () => SiteData;
  /** PUBLIC_ORIGIN (or this server's own address without one). */
  origin: string;
}) {
  const made = {
    // Spam (no proof of work, the honeypot filled) is answered as a person is, but its link is
    // the document's page: the file is for those who did the work. The document was found
    // published and gated a moment ago; if it went since, the list.
    download: (columns, created) => {
      const content = live();
      const document = content.downloads.find((d) => d.id === columns.download_id);
      const page = `${origin}${document ? downloadPath(document.slug) : sitePaths.downloads}`;
      if (created.spam) return page;
      const at = Date.parse(created.created_at);
      return downloadLink(links, content, origin, columns.download_id, at) ?? page;
    },
  } satisfies { [K in KindWithLink]: LinkOf<K> };
  return made as { [K in KindWithLink]: LinkOf<K> };
}

export type LeadLinks = ReturnType<typeof createLeadLinks>;
