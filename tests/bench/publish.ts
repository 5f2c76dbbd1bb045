/**
 * (d) of `npm run bench`: publishing. The latency of a publish, from the API call to the new
 * HTML being served (PUT /api/site-content answers once the pages are rendered again, compressed
 * and swapped in; the page is then fetched and checked): with the default content, and with a
 * large site (50 posts, 20 services, 20 case studies: ~96 pages) where a new phone number
 * changes every page (the footer) and where one post's text changes only its pages; and a new
 * tagline, which gives every page a new share picture (named by the publish, drawn in the art
 * thread on its first request: server/src/services/publishing/art/), and that first request;
 * GET /healthz probed one request at a time meanwhile (the event loop stays free: compression
 * runs on libuv's pool, pages are rendered one after the other). Then the home page's serving throughput before
 * publishing (the build's file, served by a second server that never published) and after (the
 * server-rendered page), alternated round by round in the same run like (a), since the machine
 * is shared and noisy.
 */
import autocannon from 'autocannon';
import type { SiteData } from '../../shared/site-content/schema';
import { defaultSiteData } from '../../shared/site-content/defaults';
import { median, percentile } from './lib';

const line = (s: string) => process.stdout.write(`${s}\n`);
const ms = (n: number) => `${n.toFixed(0)} ms`;

/** About 3,000 characters of markdown: headings, lists, links, emphasis. */
function longText(topic: string, n: number): string {
  const paragraph =
    `Notes on ${topic} from project ${n}: route diversity, splice-closure spacing and the ` +
    '**coverage surveys** we run before recommending a design. See [our method](/quote) or ' +
    'write to [the team](mailto:info@meridian-netsec.com).';
  return [
    paragraph,
    '## What we measured',
    '- Throughput per sector\n- Latency under load\n- Failover time',
    paragraph,
    '## What changed',
    paragraph.repeat(4),
    '> Measured, not assumed.',
    paragraph.repeat(3),
  ].join('\n\n');
}

/** A large site: 50 posts, 20 services, 20 case studies, each with long markdown texts. */
function largeSite(): SiteData {
  const post = defaultSiteData.blogPosts[0]!;
  const service = defaultSiteData.services[0]!;
  const study = defaultSiteData.caseStudies[0]!;
  return {
    ...defaultSiteData,
    blogPosts: Array.from({ length: 50 }, (_, i) => ({
      ...post,
      id: 1_700_000_000_000 + i,
      slug: `field-notes-${i + 1}`,
      title: `Field notes ${i + 1}: lessons from a fiber backbone build`,
      content: longText('fiber backbones', i),
    })),
    services: Array.from({ length: 20 }, (_, i) => ({
      ...service,
      id: 100 + i,
      slug: `service-${i + 1}`,
      title: `Service ${i + 1}`,
      description: longText('wireless design', i),
    })),
    caseStudies: Array.from({ length: 20 }, (_, i) => ({
      ...study,
      id: 200 + i,
      slug: `case-study-${i + 1}`,
      title: `Case study ${i + 1}`,
      challenge: longText('the challenge', i),
      solution: longText('the solution', i),
      outcome: longText('the outcome', i),
    })),
  };
}

/** GET /healthz one request at a time until stopped: the event loop's answer time meanwhile. */
function probeHealth(baseUrl: string) {
  const times: number[] = [];
  let running = true;
  const done = (async () => {
    while (running) {
      const started = performance.now();
      await fetch(`${baseUrl}/healthz`).then((r) => r.arrayBuffer());
      times.push(performance.now() - started);
    }
  })();
  return async () => {
    running = false;
    await done;
    return times;
  };
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

  /**
   * One publish; milliseconds until `check` (GET /, by default) served HTML with the marker. The
   * marker is the phone number (every page changes) unless `edit` puts it elsewhere.
   */
  async function publishOnce(
    content: SiteData,
    marker: string,
    edit: (content: SiteData, marker: string) => SiteData = (c, m) => ({
      ...c,
      settings: { ...c.settings, phone: m },
    }),
    check = '/',
  ): Promise<number> {
    const body = { content: edit(content, marker), base_version: version };
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
    const html = await (await fetch(`${baseUrl}${check}`)).text();
    const elapsed = performance.now() - started;
    if (!html.includes(marker)) throw new Error('the new HTML was not served after the publish');
    return elapsed;
  }

  line(`\n(d) publishing: publish -> new HTML; GET / at ${connections} connections ~${seconds} s`);
  const buildBytes = (await (await fetch(`${freshUrl}/`)).text()).length;

  const runs = async (
    content: SiteData,
    label: string,
    edit?: (content: SiteData, marker: string) => SiteData,
    check?: string,
    count = 10,
  ) => {
    const times: number[] = [];
    for (let i = 0; i < count; i++)
      times.push(await publishOnce(content, `+1 (555) ${label}-${i}`, edit, check));
    return times;
  };
  /** A new tagline: every page's share picture is new (the home page's title shows it). */
  const newTagline = (c: SiteData, marker: string) => ({
    ...c,
    identity: { ...c.identity, tagline: `Networks that answer ${marker}` },
  });
  const small = await runs(defaultSiteData, 'd');
  const smallRenamed = await runs(defaultSiteData, 'r', newTagline);
  const site = largeSite();
  await publishOnce(site, '+1 (555) warm'); // the first render of the large site: every page
  const stopProbe = probeHealth(baseUrl);
  const large = await runs(site, 'p');
  const largeRenamed = await runs(site, 's', newTagline, '/', 3);
  // The first request of a share picture, which draws it (a link preview's).
  const drawn: number[] = [];
  for (const post of site.blogPosts.slice(0, 10)) {
    const html = await (await fetch(`${baseUrl}/blog/${post.slug}`)).text();
    const image = /<meta property="og:image" content="[^"]*?(\/media\/[^"]+)"/.exec(html)?.[1];
    if (!image) break; // a build that links the built-in picture (a comparison with one before)
    const started = performance.now();
    const res = await fetch(`${baseUrl}${image}`);
    await res.arrayBuffer();
    if (res.headers.get('cache-control') === 'no-store')
      throw new Error('the share picture was not drawn');
    drawn.push(performance.now() - started);
  }
  const health = await stopProbe();
  // One post's text (the 40th: not among the home page's six) changes its page, the blog
  // index and the feed only.
  const onePost = await runs(
    site,
    'q',
    (c, marker) => ({
      ...c,
      blogPosts: c.blogPosts.map((p, i) =>
        i === 39 ? { ...p, content: `${p.content} ${marker}` } : p,
      ),
    }),
    '/blog/field-notes-40',
  );
  const largeBytes = (await (await fetch(`${baseUrl}/`)).text()).length;
  const postBytes = (await (await fetch(`${baseUrl}/blog/field-notes-40`)).text()).length;
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
      `  publish latency, ${label} (${t.length} publishes): p50 ${ms(median(t))} ` +
        `p90 ${ms(percentile(t, 90))} max ${ms(Math.max(...t))}`,
    );
  show('default content, new phone (18 pages)', small);
  show('default content, new tagline (every page, a new share picture each)', smallRenamed);
  show(
    `50 posts, 20 services, 20 case studies, new phone (every one of ~96 pages; home page ` +
      `${(largeBytes / 1024).toFixed(0)} KiB, a post page ${(postBytes / 1024).toFixed(0)} KiB)`,
    large,
  );
  show('the same site, new tagline (~96 pages, a new share picture each)', largeRenamed);
  show('the same site, one post edited (its page, /blog, the feed)', onePost);
  if (drawn.length)
    line(
      `  a share picture's first request (drawn then; ${drawn.length} posts): p50 ` +
        `${ms(median(drawn))} max ${ms(Math.max(...drawn))}`,
    );
  line(
    `  GET /healthz during the large publishes (${health.length} requests): p50 ` +
      `${ms(median(health))} p99 ${ms(percentile(health, 99))} max ${ms(Math.max(...health))}`,
  );
  rounds.forEach(line);
  line(
    `  RESULT GET / after/before publishing median ratio ${median(ratios).toFixed(3)} ` +
      `(home page ${(buildBytes / 1024).toFixed(0)} KiB built, ${(afterBytes / 1024).toFixed(0)} KiB rendered)`,
  );
}
