import { createHmac, timingSafeEqual } from 'node:crypto';
import type { SiteData } from '@shared/site-content/schema';

// The signed links to a gated document (docs/decisions/050-gated-downloads.md): a request for it
// answers /files/<hash>.<ext>?token=<expiry>.<signature>, valid DOWNLOAD_LINK_DAYS from the
// request. Nothing is stored: the token says until when, and its signature over the document's
// id and that time says that this server gave it out. The expiry is computed from the request's
// time, so the page and the e-mail sent later carry the same link.

const DAY_SECONDS = 24 * 60 * 60;
/** `<seconds since 1970>.<43 characters of base64url>`. */
const TOKEN = /^(\d{1,12})\.([A-Za-z0-9_-]{43})$/;

/** What a token says of a document. */
export type LinkCheck = 'valid' | 'expired' | 'forged';

export interface DownloadLinkOptions {
  /** The server's secret (JWT_SECRET): links are signed with a key derived from it. */
  secret: string;
  /** DOWNLOAD_LINK_DAYS. */
  days: number;
  now: () => number;
}

export function createDownloadLinks({ secret, days, now }: DownloadLinkOptions) {
  // A key of its own: a token can never pass for anything else the secret signs.
  const key = createHmac('sha256', secret).update('download-links').digest();
  const signature = (documentId: number, expires: number) =>
    createHmac('sha256', key).update(`${documentId}.${expires}`).digest('base64url');

  return {
    days,

    /** The token of a request for document `documentId` made at `requestedAt` (ms). */
    token(documentId: number, requestedAt: number): string {
      const expires = Math.floor(requestedAt / 1000) + days * DAY_SECONDS;
      return `${expires}.${signature(documentId, expires)}`;
    },

    /** Whether `token` opens document `documentId` now, opened it once, or never did. */
    check(token: string, documentId: number): LinkCheck {
      const parts = TOKEN.exec(token);
      if (!parts) return 'forged';
      const expires = Number(parts[1]);
      const given = Buffer.from(parts[2]!);
      if (!timingSafeEqual(given, Buffer.from(signature(documentId, expires)))) return 'forged';
      return expires * 1000 > now() ? 'valid' : 'expired';
    },
  };
}

export type DownloadLinks = ReturnType<typeof createDownloadLinks>;

/**
 * The link a request for document `documentId` made at `requestedAt` (ms) hands out: its file as
 * `content` publishes it, absolute from `origin` (PUBLIC_ORIGIN: never the request's Host, which
 * a sender could choose for a link mailed to someone else). Null when the document is no longer
 * published with a file.
 */
export function downloadLink(
  links: Pick<DownloadLinks, 'token'>,
  content: SiteData,
  origin: string,
  documentId: number,
  requestedAt: number,
): string | null {
  const file = content.downloads.find((d) => d.id === documentId)?.file;
  return file ? `${origin}${file.src}?token=${links.token(documentId, requestedAt)}` : null;
}
