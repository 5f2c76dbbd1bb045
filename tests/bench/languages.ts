/**
 * (d) of `npm run bench`, its languages (issue 54): a publish of a site in three languages
 * (English, French, Arabic: every page once per language) against the same site in one, the two
 * alternated on one server in one run (a new phone number each time: every page changes), from
 * the API call to the new HTML served; then the JavaScript a page loads before it is interactive
 * (gzip, as tests/build/js-budget.test.ts counts it) on Debian's chromium: a service page of the
 * one-language site, and of the three-language site in English and in French (its catalogue and
 * the switcher's chunk). Also alone: `npm run bench -- --languages-only`.
 */
import { gzipSync } from 'node:zlib';
import { chromium } from '@playwright/test';
import { collectionDef } from '../../shared/site-content/collections';
import { defaultSiteData } from '../../shared/site-content/defaults';
import type { SiteData } from '../../shared/site-content/schema';
import { systemChromium } from '../../scripts/system-chromium.mjs';
import { localizedService, SLUGS, threeLanguages } from '../support/languages-fixture';
import { median } from './lib';

const ms = (n: number) => `${n.toFixed(0)} ms`;

/** Gzipped KiB of the JS a page fetched until it hydrated, in a fresh browser context. */
async function pageJsKiB(url: string): Promise<number> {
  const browser = await chromium.launch({ executablePath: systemChromium() });
  try {
    const page = await browser.newPage();
    const bodies: Promise<Buffer>[] = [];
    page.on('response', (res) => {
      if (res.url().endsWith('.js')) bodies.push(res.body());
    });
    await page.goto(url);
    await page.waitForSelector('html[data-hydrated="true"]');
    const files = await Promise.all(bodies);
    return files.reduce((sum, body) => sum + gzipSync(body, { level: 9 }).length, 0) / 1024;
  } finally {
    await browser.close();
  }
}

export async function benchLanguages(
  baseUrl: string,
  admin: { email: string; password: string },
  rounds: number,
  line: (s: string) => void,
) {
  const token = await fetch(`${baseUrl}/auth/token?grant_type=password`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(admin),
  }).then((r) => r.json() as Promise<{ access_token: string }>);
  let version = 0;
  async function publish(content: SiteData, marker: string): Promise<number> {
    const body = { content: { ...content, settings: { ...content.settings, phone: marker } } };
    const started = performance.now();
    const res = await fetch(`${baseUrl}/api/site-content`, {
      method: 'PUT',
      headers: {
        'content-type': 'application/json',
        authorization: `Bearer ${token.access_token}`,
      },
      body: JSON.stringify({ ...body, base_version: version }),
    });
    if (res.status !== 201) throw new Error(`publish failed: ${res.status} ${await res.text()}`);
    version = ((await res.json()) as { version: number }).version;
    const html = await (await fetch(`${baseUrl}/`)).text();
    if (!html.includes(marker)) throw new Error('the new HTML was not served after the publish');
    return performance.now() - started;
  }

  line(`\n(d) languages: a publish of three languages against one, alternated (${rounds} rounds)`);
  const three = threeLanguages();
  const one = defaultSiteData;
  await publish(one, '+1 (555) warm-1');
  await publish(three, '+1 (555) warm-3');
  const times = { one: [] as number[], three: [] as number[] };
  for (let round = 0; round < rounds; round++) {
    times.one.push(await publish(one, `+1 (555) one-${round}`));
    times.three.push(await publish(three, `+1 (555) three-${round}`));
  }
  const [a, b] = [median(times.one), median(times.three)];
  line(`  publish latency, one language (${times.one.length}): p50 ${ms(a)}`);
  line(`  publish latency, three languages (${times.three.length}): p50 ${ms(b)}`);
  line(`  RESULT publish three languages / one: median ratio ${(b / a).toFixed(2)}`);

  const path = (slug: string) =>
    collectionDef('services').page!.path({ ...localizedService, slug } as never);
  const english = path(localizedService.slug);
  await publish(one, '+1 (555) js-1');
  const oneJs = await pageJsKiB(`${baseUrl}${english}`);
  await publish(three, '+1 (555) js-3');
  const threeJs = await pageJsKiB(`${baseUrl}${english}`);
  const frenchJs = await pageJsKiB(`${baseUrl}/fr${path(SLUGS.fr)}`);
  line(
    `  page JS until hydrated (gzip), ${english}: one language ${oneJs.toFixed(2)} KiB; ` +
      `three languages ${threeJs.toFixed(2)} KiB (+${(threeJs - oneJs).toFixed(2)}); its French ` +
      `version ${frenchJs.toFixed(2)} KiB (+${(frenchJs - oneJs).toFixed(2)})`,
  );
  await publish(one, '+1 (555) after');
}
