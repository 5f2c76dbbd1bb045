import { escapeHtml } from '@shared/site-content/escape-html';
import { downloadRequestPath } from '@shared/site-content/download-request';
import type { GatedDocument } from './file-access';

// The page a gated document's link answers once it has expired (410): it says so and leads back
// to the document's page, where the request form is. Served by the /files/ route, outside the
// app: plain HTML with its own small style, both themes, no script.

/** Its Content-Security-Policy: its own inline style, nothing else. */
export const EXPIRED_PAGE_CSP =
  "default-src 'none'; style-src 'unsafe-inline'; base-uri 'none'; form-action 'none'; frame-ancestors 'none'";

export function expiredLinkPage(document: GatedDocument, days: number): string {
  const title = escapeHtml(document.title);
  const href = escapeHtml(downloadRequestPath(document.slug));
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>This download link has expired</title>
<style>
:root { color-scheme: light dark; --bg: #f8fafc; --fg: #0f172a; --muted: #475569; --accent: #0e7490; }
@media (prefers-color-scheme: dark) { :root { --bg: #0b1220; --fg: #e2e8f0; --muted: #94a3b8; --accent: #22d3ee; } }
body { margin: 0; background: var(--bg); color: var(--fg); font: 16px/1.6 system-ui, sans-serif; }
main { max-width: 36rem; margin: 0 auto; padding: 4rem 1.25rem; }
h1 { font-size: 1.75rem; line-height: 1.25; margin: 0 0 1rem; }
p { color: var(--muted); }
a { color: var(--accent); font-weight: 600; }
</style>
</head>
<body>
<main>
<h1>This download link has expired</h1>
<p>Links to <strong>${title}</strong> work for ${days} days after they are asked for, and this one is older.</p>
<p>Ask for it again: the new link is shown at once.</p>
<p><a href="${href}">Request ${title} again</a></p>
</main>
</body>
</html>
`;
}
