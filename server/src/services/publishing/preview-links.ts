import { createHmac, randomBytes } from 'node:crypto';
import type { CreatedPreviewLink, PreviewLink } from '@shared/site-content/preview-link-schemas';
import { notFound } from '../../lib/api-error';
import { secretsEqual } from '../../lib/tokens';
import type {
  PreviewLinkRow,
  PreviewLinksRepository,
} from '../../repositories/preview-links-repository';

// Preview links: `/preview/<id>.<signature>/`, where the signature is an HMAC of the link's id,
// version and expiry under a key derived from the server's secret. The row makes a link
// revocable and listable; the signature makes a link that was never issued (or whose row was
// altered) worthless, and is never stored.

const HOUR = 3_600_000;

export interface LinkAuthor {
  id: string;
  email: string;
}

/** Why a link does not open: the page says so in words (gone links answer 410). */
export type ClosedReason = 'unknown' | 'expired' | 'revoked';

export type OpenedLink = { ok: true; row: PreviewLinkRow } | { ok: false; reason: ClosedReason };

export interface PreviewLinks {
  /** A new link to `version`'s pages, `hours` long; 404 when there is no such version. */
  create(version: number, hours: number, by: LinkAuthor, origin: string): CreatedPreviewLink;
  list(origin: string): PreviewLink[];
  /** Revokes a link at once; 404 for a link that never existed. */
  revoke(id: string, by: LinkAuthor, origin: string): PreviewLink;
  /** The link a token names, when it is genuine, unexpired and not revoked. */
  open(token: string): OpenedLink;
}

export function createPreviewLinks(
  repo: PreviewLinksRepository,
  versionExists: (version: number) => boolean,
  secret: string,
  now: () => number,
): PreviewLinks {
  // A key of its own: a preview signature can never stand for any other of the server's tokens.
  const key = createHmac('sha256', secret).update('preview-links/v1').digest();
  const sign = (row: Pick<PreviewLinkRow, 'id' | 'version' | 'expires_at'>) =>
    createHmac('sha256', key)
      .update(`${row.id}.${row.version}.${row.expires_at}`)
      .digest('base64url')
      .slice(0, 32);
  const urlOf = (row: PreviewLinkRow, origin: string) =>
    `${origin}/preview/${row.id}.${sign(row)}/`;

  function status(row: PreviewLinkRow): PreviewLink['status'] {
    if (row.revoked_at) return 'revoked';
    return Date.parse(row.expires_at) <= now() ? 'expired' : 'active';
  }

  const toLink = (row: PreviewLinkRow, origin: string): PreviewLink => ({
    id: row.id,
    version: row.version,
    url: urlOf(row, origin),
    expires_at: row.expires_at,
    created_at: row.created_at,
    created_by: row.created_by_email,
    revoked_at: row.revoked_at,
    revoked_by: row.revoked_by_email,
    status: status(row),
  });

  return {
    create(version, hours, by, origin) {
      if (!versionExists(version)) throw notFound(`No version ${version} of the site content`);
      const at = now();
      const row: PreviewLinkRow = {
        id: randomBytes(12).toString('base64url'),
        version,
        expires_at: new Date(at + hours * HOUR).toISOString(),
        created_at: new Date(at).toISOString(),
        created_by: by.id,
        created_by_email: by.email,
        revoked_at: null,
        revoked_by_email: null,
      };
      repo.insert(row);
      return { id: row.id, version, url: urlOf(row, origin), expires_at: row.expires_at };
    },
    list: (origin) => repo.list().map((row) => toLink(row, origin)),
    revoke(id, by, origin) {
      const row = repo.revoke(id, new Date(now()).toISOString(), by.email);
      if (!row) throw notFound('No such preview link');
      return toLink(row, origin);
    },
    open(token) {
      const [id, signature] = token.split('.');
      const row = id && signature ? repo.get(id) : undefined;
      if (!row || !secretsEqual(signature!, sign(row))) return { ok: false, reason: 'unknown' };
      const state = status(row);
      return state === 'active' ? { ok: true, row } : { ok: false, reason: state };
    },
  };
}
