import { languagePrefixOf } from '@shared/site-content/language-prefixes';
import type { SiteData } from '@shared/site-content/schema';
import { notFoundFile } from '@shared/site-content/site-paths';
import { formatInZone } from '@shared/site-content/zoned-time';
import type { PageRenderer, RenderedSite } from './page-renderer';

// The pages of one version as a preview link shows them: rendered by the same module as the
// live site, then made into a read-only copy under the link's address. The app's scripts are
// left out (nothing hydrates, so the client router and its data requests never leave the
// preview), page links stay under the link, and every page says it is a preview.

/** Rendered versions kept in memory: a review round looks at one or two. */
const CACHED_VERSIONS = 4;

export interface PreviewPage {
  status: 200 | 404;
  html: string;
  /** Its Content-Security-Policy: the live pages' own, with this version's accent and the notice. */
  csp: string;
}

export interface VersionContent {
  content: SiteData;
  published_at: string;
}

export interface PreviewPages {
  /** False without the build's page renderer (the dev server, tests without a build). */
  available: boolean;
  /** The Content-Security-Policy of a page that is not the version's (the link is closed). */
  csp: string;
  /** The page at `path` ('/', '/services/x') of `version`; null when the version is gone. */
  page(version: number, path: string, link: PreviewFrame): Promise<PreviewPage | null>;
}

/** What the copy is framed with: its address prefix and the notice at the top. */
export interface PreviewFrame {
  prefix: string;
  version: number;
  expiresAt: string;
  /** SITE_TIME_ZONE: the notice gives the expiry on the firm's clocks, as the admin area does. */
  timeZone: string;
}

/** Addresses of the site's own files, not pages: they stay where they are. */
const NOT_A_PAGE = /^\/(assets|media|images|fonts|api|auth|_data)\/|^\/[^/?#]*\.[a-z0-9]+([?#]|$)/i;

const escapeHtml = (text: string) =>
  text.replace(/[&<>"]/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[c]!);

function expiryText(iso: string, timeZone: string): string {
  return `${formatInZone(Date.parse(iso), timeZone)} (${timeZone})`;
}

/** The style of the page a closed link gets (routes/preview/): its CSP allows it by hash. */
export const NOTICE_STYLE =
  'body{font:16px/1.5 system-ui,sans-serif;margin:0;background:#fff;color:#111827}' +
  'main{max-width:36rem;margin:4rem auto;padding:0 1rem}';

// At the bottom of the window: the site's header is fixed at the top and would cover it.
const BANNER_STYLE =
  'body{padding-bottom:3rem}.preview-notice{position:fixed;inset:auto 0 0 0;z-index:60;' +
  'background:#111827;color:#fff;font:14px/1.5 system-ui,sans-serif;padding:8px 16px;' +
  'text-align:center;border-top:2px solid #f59e0b}.preview-notice strong{color:#fde68a}';

/** The rendered page as a preview: scripts out, links in, a notice on top, never indexed. */
export function framePage(html: string, frame: PreviewFrame): string {
  const notice =
    `<aside class="preview-notice" aria-label="Preview notice"><strong>Preview of version ` +
    `${frame.version}</strong>: not the live site. This link stops working on ` +
    `${escapeHtml(expiryText(frame.expiresAt, frame.timeZone))}.</aside>`;
  return (
    html
      // The app's entry scripts, the loader that adds them after the first paint, and their
      // preloads: the copy does not hydrate.
      .replace(/<script\b[^>]*\bsrc=[^>]*><\/script>/gi, '')
      .replace(/<script data-entry-scripts>[\s\S]*?<\/script>/gi, '')
      .replace(/<link\b[^>]*rel="modulepreload"[^>]*>/gi, '')
      .replace(/href="(\/(?!\/)[^"]*)"/g, (whole, path: string) =>
        NOT_A_PAGE.test(path) ? whole : `href="${frame.prefix}${path}"`,
      )
      // No consent banner: the copy sets no cookie and counts nothing, and its buttons are inert.
      .replace(/<html\b/, '<html data-consent-stored=""')
      .replace(
        '</head>',
        `<meta name="robots" content="noindex, nofollow"><style>${BANNER_STYLE}</style></head>`,
      )
      .replace(/<body([^>]*)>/, (open) => `${open}${notice}`)
  );
}

const fileOf = (path: string) => {
  const trimmed = path.replace(/^\/+|\/+$/g, '');
  return trimmed === '' ? 'index.html' : `${trimmed}/index.html`;
};

export function createPreviewPages(
  renderer: PageRenderer | null,
  contentOf: (version: number) => VersionContent | null,
  /** The live pages' policy with the hashes of the given inline styles. */
  cspOf: (styles: string[]) => string,
): PreviewPages {
  const rendered = new Map<number, Promise<RenderedSite>>();

  function site(version: number, content: VersionContent): Promise<RenderedSite> {
    let out = rendered.get(version);
    if (out) {
      rendered.delete(version); // most recently used last
    } else {
      out = renderer!.render(content.content, content.published_at, null);
      out.catch(() => rendered.delete(version));
    }
    rendered.set(version, out);
    for (const old of rendered.keys()) {
      if (rendered.size <= CACHED_VERSIONS) break;
      rendered.delete(old);
    }
    return out;
  }

  return {
    available: renderer !== null,
    csp: cspOf([NOTICE_STYLE]),
    async page(version, path, frame) {
      const content = contentOf(version);
      if (!content || !renderer) return null;
      const { files, theme } = await site(version, content);
      const own = files[fileOf(path)];
      // Under another language's prefix, that language's 404 page, as the site answers.
      const prefix = languagePrefixOf(path, content.content.identity);
      const page = own ?? (prefix ? files[notFoundFile(prefix)] : undefined) ?? files['404.html'];
      if (page === undefined) return null;
      const csp = cspOf([BANNER_STYLE, theme]);
      return { status: own === undefined ? 404 : 200, html: framePage(page, frame), csp };
    },
  };
}
