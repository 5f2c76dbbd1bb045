/**
 * (d) of `npm run bench`: publishing. The latency of a publish, from the API call to the new
 * HTML being served (PUT /api/site-content answers once the pages are rendered again and
 * swapped in; the page is then fetched and checked), with the default content and with 50 blog
 * posts; and the home page's serving throughput before publishing (the build's file, served by a
 * second server that never published) and after (the server-rendered page), alternated round by
 * round in the same run like (a), since the machine is shared and noisy.
 */
import autocannon from 'autocannon';
import type { SiteData } from '../../shared/schemas/site-content';
import { defaultSiteData } from '../../shared/site-content/defaults';
import { median, percentile } from './lib';

const line = (s: string) => process.stdout.write(`${s}\n`);
const ms = (n: number) => `${n.toFixed(0)} ms`;

function withPosts(n: number): SiteData {
  const posts = Array.from({ length: n }, (_, i) => ({
    ...defaultSiteData.blogPosts[i % defaultSiteData.blogPosts.length]!,
    id: 1_700_000_000_000 + i,
    title: `Field notes ${i + 1}: lessons from a fiber backbone build`,
  }));
  return { ...defaultSiteData, blogPosts: posts };
}

async function servePage(url: string, seconds: number, connections: number) {
  return await new Promise<autocannon.Result>((done, fail) =>
    autocannon(
      { url, connections, duration: seconds, headers: { 'accept-encoding': 'br, gzip' } },
      (err, result) => (err ? fail(err) : done(result)),
    ),
  );
}

export async function benchPublishing(
  freshUrl: string,
  baseUrl: string,
  admin: { email: string; password: string },
  seconds: number,
  connections: number,
) {
  const token = await fetch(`${baseUrl}/auth/token?grant_type=password`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(admin),
  }).then((r) => r.json() as Promise<{ access_token: string }>);
  let version = 0;

  /** One publish; milliseconds until GET / served HTML with the new phone. */
  async function publishOnce(content: SiteData, marker: string): Promise<number> {
    const body = {
      content: { ...content, settings: { ...content.settings, phone: marker } },
      base_version: version,
    };
    const started = performance.now();
    const res = await fetch(`${baseUrl}/api/site-content`, {
      method: 'PUT',
      headers: {
        'content-type': 'application/json',
        authorization: `Bearer ${token.access_token}`,
      },
      body: JSON.stringify(body),
    });
    if (res.status !== 201) throw new Error(`publish failed: ${res.status} ${await res.text()}`);
    version = ((await res.json()) as { version: number }).version;
    const html = await (await fetch(`${baseUrl}/`)).text();
    const elapsed = performance.now() - started;
    if (!html.includes(marker)) throw new Error('the new HTML was not served after the publish');
    return elapsed;
  }

  line(`\n(d) publishing: publish -> new HTML; GET / at ${connections} connections ~${seconds} s`);
  const buildBytes = (await (await fetch(`${freshUrl}/`)).text()).length;

  const runs = async (content: SiteData, label: string) => {
    const times: number[] = [];
    for (let i = 0; i < 10; i++) times.push(await publishOnce(content, `+1 (555) ${label}-${i}`));
    return times;
  };
  const small = await runs(defaultSiteData, 'd');
  const large = await runs(withPosts(50), 'p');
  const largeBytes = (await (await fetch(`${baseUrl}/`)).text()).length;
  await publishOnce(defaultSiteData, '+1 (555) after');
  const afterBytes = (await (await fetch(`${baseUrl}/`)).text()).length;
  // Warm-up of both (each page compressed once), then before/after alternated.
  await servePage(`${freshUrl}/`, 2, connections);
  await servePage(`${baseUrl}/`, 2, connections);
  const ratios: number[] = [];
  const rounds: string[] = [];
  for (let round = 1; round <= 3; round++) {
    const before = await servePage(`${freshUrl}/`, seconds, connections);
    const after = await servePage(`${baseUrl}/`, seconds, connections);
    ratios.push(after.requests.average / before.requests.average);
    rounds.push(
      `  round ${round}: GET / build file ${before.requests.average.toFixed(0)} req/s ` +
        `p99 ${before.latency.p99} ms | server-rendered ${after.requests.average.toFixed(0)} ` +
        `req/s p99 ${after.latency.p99} ms | ratio ${ratios[ratios.length - 1]!.toFixed(3)}`,
    );
  }

  const show = (label: string, t: number[]) =>
    line(
      `  publish latency, ${label} (10 publishes): p50 ${ms(median(t))} ` +
        `p90 ${ms(percentile(t, 90))} max ${ms(Math.max(...t))}`,
    );
  show('default content', small);
  show(`50 posts (home page ${(largeBytes / 1024).toFixed(0)} KiB)`, large);
  rounds.forEach(line);
  line(
    `  RESULT GET / after/before publishing median ratio ${median(ratios).toFixed(3)} ` +
      `(home page ${(buildBytes / 1024).toFixed(0)} KiB built, ${(afterBytes / 1024).toFixed(0)} KiB rendered)`,
  );
}
