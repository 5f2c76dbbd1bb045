/**
 * Renders client/public/og-image.jpg, the 1200x630 picture that link previews (LinkedIn, Slack,
 * Teams, X...) show for every page (og:image, added by client/src/app/prerender.tsx). Committed,
 * so builds never need this; run `npx tsx scripts/render-og-image.ts` after changing the firm's
 * name or tagline in client/src/content/company.ts. Uses Playwright's chromium (Debian's
 * /usr/bin/chromium when present) and the site's own font, so the picture matches the site.
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from '@playwright/test';
import { company } from '../shared/site-content/company';

const root = join(fileURLToPath(new URL('.', import.meta.url)), '..');
const out = join(root, 'client', 'public', 'og-image.jpg');
const font = readFileSync(join(root, 'client', 'public', 'fonts', 'inter-subset.woff2'));
const escape = (s: string) =>
  s.replace(/[&<>"]/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[c]!);

// A network of links over the deep navy of the dark theme, the cyan accent, the logo and the
// tagline: the hero of the home page, still legible as a 300 px wide thumbnail.
const nodes = [
  [760, 120],
  [900, 80],
  [1060, 150],
  [840, 260],
  [1000, 300],
  [1140, 330],
  [780, 420],
  [940, 470],
  [1100, 520],
];
const links = [
  [0, 1],
  [1, 2],
  [0, 3],
  [1, 3],
  [2, 4],
  [3, 4],
  [4, 5],
  [3, 6],
  [6, 7],
  [4, 7],
  [7, 8],
  [5, 8],
  [2, 5],
];
const network =
  links
    .map(([a, b]) => {
      const [x1, y1] = nodes[a!]!;
      const [x2, y2] = nodes[b!]!;
      return `<line x1="${x1}" y1="${y1}" x2="${x2}" y2="${y2}" />`;
    })
    .join('') +
  nodes.map(([x, y], i) => `<circle cx="${x}" cy="${y}" r="${i % 3 === 0 ? 9 : 6}" />`).join('');

const html = `<!doctype html><html><head><style>
@font-face { font-family: Inter; src: url(data:font/woff2;base64,${font.toString('base64')}) format('woff2'); font-weight: 400 700; }
html, body { margin: 0; width: 1200px; height: 630px; background: #020617; font-family: Inter, sans-serif; }
.card { position: relative; width: 1200px; height: 630px; overflow: hidden;
  background: radial-gradient(ellipse at 80% 20%, rgba(34, 211, 238, 0.16), transparent 60%); }
svg.net { position: absolute; inset: 0; }
svg.net line { stroke: rgba(34, 211, 238, 0.35); stroke-width: 2; }
svg.net circle { fill: #22d3ee; }
.text { position: absolute; left: 80px; top: 0; bottom: 0; width: 640px; display: flex;
  flex-direction: column; justify-content: center; color: #e2e8f0; }
.brand { display: flex; align-items: center; gap: 20px; font-size: 34px; font-weight: 600; }
h1 { margin: 44px 0 0; font-size: 64px; line-height: 1.1; font-weight: 650; letter-spacing: -0.02em; }
p { margin: 28px 0 0; font-size: 26px; line-height: 1.45; color: #94a3b8; }
.accent { color: #22d3ee; }
</style></head><body><div class="card">
<svg class="net" width="1200" height="630" viewBox="0 0 1200 630" aria-hidden="true">${network}</svg>
<div class="text">
  <div class="brand"><svg width="64" height="64" viewBox="0 0 32 32"><rect width="32" height="32" rx="8" fill="#0b1324" stroke="#1e293b"/><path d="M9 21 16 9l7 12M9 21h14M16 9v7m0 0-7 5m7-5 7 5" fill="none" stroke="#22d3ee" stroke-width="1.8" stroke-linecap="round" stroke-linejoin="round"/><g fill="#22d3ee"><circle cx="16" cy="9" r="2.4"/><circle cx="9" cy="21" r="2.4"/><circle cx="23" cy="21" r="2.4"/><circle cx="16" cy="16" r="2"/></g></svg>${escape(company.name)}</div>
  <h1>${escape(company.tagline).replace(/, /, ',<br><span class="accent">')}</span></h1>
  <p>Wireless, fiber, satellite, security systems, traffic informatics and system integration.</p>
</div></div></body></html>`;

// Debian's chromium where it exists, as in playwright.config.ts; Playwright's own otherwise.
const executablePath = existsSync('/usr/bin/chromium') ? '/usr/bin/chromium' : undefined;
const browser = await chromium.launch({
  executablePath,
  args: executablePath ? ['--no-sandbox'] : [],
});
try {
  const page = await browser.newPage({ viewport: { width: 1200, height: 630 } });
  await page.setContent(html);
  await page.evaluate(() => document.fonts.ready);
  await page.screenshot({ path: out, type: 'jpeg', quality: 90 });
  process.stdout.write(`wrote ${out}\n`);
} finally {
  await browser.close();
}
