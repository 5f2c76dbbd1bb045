/**
 * `npm run bench:web`: page speed of the production site. Builds (unless --no-build), serves the
 * build with the real server (`node dist/server/main.js`, temp database, NODE_ENV=production), and
 * runs Lighthouse 12 (mobile preset, the default) on Debian's chromium, 3 runs per page, printing
 * the medians. Targets (docs/performance.md): performance >= 95, accessibility, best practices and
 * SEO 100, LCP <= 1.5 s, CLS <= 0.05. Flags: --no-build, --runs N.
 */
import { execFileSync } from 'node:child_process';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { median, repoRoot, startRealServer, tempDir } from './lib';

const { values: flags } = parseArgs({
  options: {
    'no-build': { type: 'boolean', default: false },
    runs: { type: 'string', default: '3' },
  },
});
const RUNS = Number(flags.runs);
const PAGES = [
  '/',
  '/quote',
  '/services/wireless-systems',
  '/case-studies/smart-city-5g',
  '/blog/cutting-false-alarms-with-video-analytics',
];
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const;
const line = (s: string) => process.stdout.write(`${s}\n`);

/** The first items of a failing audit (console errors, resources), so the cause is printed. */
function detailsOf(details: unknown): string {
  const items = (details as { items?: Record<string, unknown>[] } | undefined)?.items ?? [];
  return items
    .slice(0, 3)
    .map((item) => {
      const text = item.description ?? item.url ?? item.node ?? item.source;
      return `\n      - ${String(JSON.stringify(text ?? item)).slice(0, 240)}`;
    })
    .join('');
}

if (!flags['no-build']) {
  line('building (npm run build)...');
  execFileSync('npm', ['run', 'build'], { cwd: repoRoot, stdio: 'inherit' });
}

const tmp = tempDir('bench-web-');
const server = await startRealServer(join(tmp.dir, 'site.db'), join(tmp.dir, 'server.log'));
const chrome = await chromeLauncher.launch({
  chromePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
  chromeFlags: [
    '--headless=new',
    '--no-sandbox',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-gpu',
  ],
});
let failed = false;
try {
  line(`lighthouse (mobile preset), ${RUNS} runs per page, medians; server ${server.url}`);
  for (const page of PAGES) {
    const scores: Record<string, number[]> = {};
    const lcp: number[] = [];
    const cls: number[] = [];
    const js: number[] = [];
    const failing = new Map<string, string>();
    for (let run = 0; run < RUNS; run++) {
      const result = await lighthouse(`${server.url}${page}`, {
        port: chrome.port,
        output: 'json',
        logLevel: 'error',
      });
      const lhr = result?.lhr;
      if (!lhr) throw new Error(`no Lighthouse result for ${page}`);
      for (const c of CATEGORIES)
        (scores[c] ??= []).push(Math.round((lhr.categories[c]?.score ?? 0) * 100));
      lcp.push(lhr.audits['largest-contentful-paint']?.numericValue ?? NaN);
      cls.push(lhr.audits['cumulative-layout-shift']?.numericValue ?? NaN);
      const items =
        (
          lhr.audits['resource-summary']?.details as
            { items?: { resourceType: string; transferSize: number }[] } | undefined
        )?.items ?? [];
      js.push(items.find((i) => i.resourceType === 'script')?.transferSize ?? 0);
      for (const c of CATEGORIES) {
        for (const ref of lhr.categories[c]?.auditRefs ?? []) {
          const audit = lhr.audits[ref.id];
          if (ref.weight > 0 && audit && audit.score !== null && audit.score < 0.9)
            failing.set(
              ref.id,
              `${audit.title}${audit.displayValue ? ` (${audit.displayValue})` : ''}` +
                detailsOf(audit.details),
            );
        }
      }
    }
    const m = (c: string) => median(scores[c] ?? []);
    const ok =
      m('performance') >= 95 &&
      m('accessibility') === 100 &&
      m('best-practices') === 100 &&
      m('seo') === 100 &&
      median(lcp) <= 1500 &&
      median(cls) <= 0.05;
    if (!ok) failed = true;
    line(
      `${page.padEnd(48)} perf ${m('performance')} a11y ${m('accessibility')} ` +
        `bp ${m('best-practices')} seo ${m('seo')} | LCP ${(median(lcp) / 1000).toFixed(2)} s ` +
        `CLS ${median(cls).toFixed(3)} | JS ${(median(js) / 1024).toFixed(1)} KiB transferred | ` +
        (ok ? 'PASS' : 'FAIL'),
    );
    for (const [id, title] of failing) line(`    failing audit ${id}: ${title}`);
  }
} finally {
  chrome.kill();
  await server.kill9();
  tmp.remove();
}
if (failed) process.exitCode = 1;
