/**
 * (g) of `npm run bench` (`--analytics-only` runs just this): what counting page views costs
 * (issue 39). Two servers of this build side by side, one with the analytics on (the default),
 * one with ANALYTICS=off, each on a database of its own and serving the built site
 * (build/client). Each round runs, on both servers, the home page and a post as documents, then
 * the lead POST; the rounds alternate which server goes first. The ratio of each round is the
 * counting server's rate over the other's; the target is >= 0.95 for the pages and the lead POST
 * unchanged (its interval holds 1.0).
 *
 * The requests are a browser's (a Chrome User-Agent, Sec-Fetch-Dest: document), so they are
 * counted, and come from many visitors: each carries the next of VISITORS addresses in
 * X-Forwarded-For (both servers trust the loopback proxy, as behind the reverse proxy of
 * production): one address would be one visitor, whose views stop being counted at the day's
 * cap. Every visitor's first page is served in the warm-up, so each lead POST finds its visit and
 * stores it. At the end the stored views and the leads with
 * a visit are read from both databases: a run that counted nothing measured nothing.
 */
import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import type autocannon from 'autocannon';
import { describeSpread, threadCpu } from './against';
import { cannon, CONNECTIONS, count, otherOutcomes, rps, type Result } from './contact-load';
import {
  loadAverage,
  median,
  medianInterval,
  repoRoot,
  sleep,
  startRealServer,
  tempDir,
  type ChildServer,
} from './lib';

const MIN_PAGE_RATIO = 0.95;
/**
 * Distinct visitors the load comes from: each sees a few dozen pages per run, under the day's
 * cap of 500 a visitor (beyond it, views are no longer counted).
 */
const VISITORS = 5_000;
const CHROME =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';

const BROWSER = {
  'user-agent': CHROME,
  'accept-language': 'en-GB,en;q=0.9',
};
const DOCUMENT = {
  ...BROWSER,
  accept: 'text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8',
  'accept-encoding': 'gzip, deflate, br',
  'sec-fetch-dest': 'document',
  'sec-fetch-mode': 'navigate',
};
const contactBody = JSON.stringify({
  name: 'Bench Visitor',
  email: 'visitor@example.com',
  message: 'Hello, we would like a quote for a wireless site survey of our campus.',
});

/** The next visitor's address: 10.0.0.0/8, one of VISITORS, in turn. */
let visitor = 0;
function nextAddress(): string {
  visitor = (visitor + 1) % VISITORS;
  return `10.${(visitor >> 16) & 255}.${(visitor >> 8) & 255}.${visitor & 255}`;
}
const fromNextVisitor = (request: autocannon.Request) => {
  request.headers = { ...request.headers, 'x-forwarded-for': nextAddress() };
  return request;
};

interface Target {
  label: string;
  status: number;
  options: Pick<autocannon.Options, 'method' | 'headers' | 'body'> & { path: string };
}

/** The first post of the built site (its folders under build/client/blog). */
function aPost(clientDir: string): string {
  const blog = join(clientDir, 'blog');
  const post = existsSync(blog)
    ? readdirSync(blog, { withFileTypes: true }).find((entry) => entry.isDirectory())
    : undefined;
  if (!post) throw new Error(`no post in ${blog}: run npm run build first`);
  return `/blog/${post.name}`;
}

interface Side {
  label: string;
  server: ChildServer;
  dbPath: string;
}

/** CPU seconds of a server's process, every thread together (the writer's too); 0 without /proc. */
const cpuOf = (side: Side) =>
  [...threadCpu(side.server.child.pid!).values()].reduce((sum, t) => sum + t.total, 0);
/** CPU seconds of its main thread, the one every request runs on. */
const mainCpuOf = (side: Side) => threadCpu(side.server.child.pid!).get('main')?.total ?? 0;

/**
 * A run's answers per second, and the server's CPU microseconds per answer: its main thread's,
 * and every thread's (NaN: no /proc).
 */
interface Measured {
  rate: number;
  mainUs: number;
  cpuUs: number;
}

/**
 * Waits until both servers are idle (at most 30 s): the search index and the duplicate links of
 * the leads of a run are made after their commits (decision 020), and would land in the next.
 */
async function untilIdle(sides: Side[]): Promise<void> {
  const until = performance.now() + 30_000;
  for (;;) {
    const before = sides.map(cpuOf);
    // Longer than the 200 ms after a commit at which the catch-up begins (background-work.ts).
    await sleep(400);
    const busy = sides.some((side, i) => cpuOf(side) - before[i]! > 0.04);
    if (!busy || performance.now() > until) return;
  }
}

/**
 * One measured run, both servers idle at its start. The CPU is read until the views of the run's
 * last second have been written (they wait up to a second in memory), so a counting server's
 * writes count; the other server gets the same window.
 */
async function measure(
  sides: Side[],
  side: Side,
  target: Target,
  seconds: number,
  others: string[],
): Promise<Measured> {
  await untilIdle(sides);
  const [before, mainBefore] = [cpuOf(side), mainCpuOf(side)];
  const result = await run(side, target, { seconds });
  await sleep(1_200);
  const answers = count(result, target.status);
  const other = otherOutcomes(result, target.status);
  if (other) others.push(`${side.label} ${target.label}: ${other}`);
  const us = (seconds: number) => (seconds * 1e6) / answers;
  return {
    rate: rps(result, target.status),
    mainUs: us(mainCpuOf(side) - mainBefore),
    cpuUs: us(cpuOf(side) - before),
  };
}

/** `seconds` of `target`, or `amount` requests of it, from one visitor after another. */
async function run(
  side: Side,
  target: Target,
  size: { seconds: number } | { amount: number },
): Promise<Result> {
  const { path, ...options } = target.options;
  return cannon({
    url: side.server.url,
    connections: CONNECTIONS,
    ...('seconds' in size ? { duration: size.seconds } : { amount: size.amount }),
    requests: [{ path, ...options, setupRequest: fromNextVisitor }],
  });
}

/** What each server stored: page views, and leads that carry the visit they were sent in. */
function stored(dbPath: string): { views: number; leads: number; attributed: number } {
  const db = new Database(dbPath, { readonly: true });
  try {
    const n = (sql: string) => (db.prepare(sql).pluck().get() as number) ?? 0;
    return {
      views: n('SELECT count(*) FROM page_views'),
      leads: n('SELECT count(*) FROM contact_submissions'),
      attributed: n('SELECT count(*) FROM contact_submissions WHERE attribution IS NOT NULL'),
    };
  } finally {
    db.close();
  }
}

/** (g), on two servers of their own in a temporary folder; whether every target was met. */
export async function benchAnalytics(
  { rounds, seconds }: { rounds: number; seconds: number },
  line: (s: string) => void,
): Promise<boolean> {
  const { dir, remove } = tempDir('bench-analytics-');
  const clientDir = join(repoRoot, 'build', 'client');
  const post = aPost(clientDir);
  const targets: Target[] = [
    { label: 'GET /', status: 200, options: { path: '/', headers: DOCUMENT } },
    { label: `GET ${post}`, status: 200, options: { path: post, headers: DOCUMENT } },
    {
      label: 'POST /api/contact-submissions',
      status: 201,
      options: {
        path: '/api/contact-submissions',
        method: 'POST',
        headers: { ...BROWSER, 'content-type': 'application/json' },
        body: contactBody,
      },
    },
  ];
  const env = { RATE_LIMIT: 'off', TRUST_PROXY: 'loopback', CLIENT_DIR: clientDir };
  const sides: Side[] = [];
  try {
    for (const [label, analytics] of [
      ['on', 'on'],
      ['off', 'off'],
    ] as const) {
      const dbPath = join(dir, `analytics-${label}.db`);
      const server = await startRealServer(dbPath, join(dir, `analytics-${label}.log`), {
        ...env,
        ANALYTICS: analytics,
      });
      sides.push({ label, server, dbPath });
    }
    const [on, off] = sides as [Side, Side];
    line(
      `\n(g) page views counted (ANALYTICS=on) against the same build with ANALYTICS=off: ` +
        `${rounds} rounds, ${CONNECTIONS} connections, ${seconds} s per run, ` +
        `${VISITORS.toLocaleString('en')} visitors; load ${loadAverage()} at the start`,
    );
    // Warm-up of both (JIT, the page cache, each page's compressed copy), and every visitor's
    // first page: the leads then come from visitors with a visit, whose lead stores it.
    for (const side of sides) {
      for (const target of targets) {
        await run(side, target, { amount: target === targets[0] ? VISITORS : 1_000 });
      }
    }

    // Per target: the rounds' rate ratios (on/off) and CPU ratios (on/off, per answer: the main
    // thread's, every thread's).
    const ratios = targets.map(() => [] as number[]);
    const mainRatios = targets.map(() => [] as number[]);
    const cpuRatios = targets.map(() => [] as number[]);
    const others: string[] = [];
    for (let round = 1; round <= rounds; round++) {
      const order = round % 2 === 1 ? [on, off] : [off, on];
      line(`  round ${round} (${order[0]!.label} first), load ${loadAverage()}:`);
      for (const [t, target] of targets.entries()) {
        const got = new Map<Side, Measured>();
        for (const side of order)
          got.set(side, await measure(sides, side, target, seconds, others));
        const [a, b] = [got.get(on)!, got.get(off)!];
        ratios[t]!.push(a.rate / b.rate);
        mainRatios[t]!.push(a.mainUs / b.mainUs);
        cpuRatios[t]!.push(a.cpuUs / b.cpuUs);
        line(
          `    ${target.label}: ratio ${(a.rate / b.rate).toFixed(3)} ` +
            `(on ${a.rate.toFixed(0)}/s, off ${b.rate.toFixed(0)}/s); CPU per answer: main ` +
            `thread on ${a.mainUs.toFixed(0)} us, off ${b.mainUs.toFixed(0)} us; all threads ` +
            `on ${a.cpuUs.toFixed(0)} us, off ${b.cpuUs.toFixed(0)} us`,
        );
      }
    }

    await sleep(1_500); // the counting server's last views reach its database (1 s)
    const counted = stored(on.dbPath);
    const uncounted = stored(off.dbPath);
    line(
      `  stored: ANALYTICS=on ${counted.views} page views, ${counted.attributed} of ` +
        `${counted.leads} leads with their visit; ANALYTICS=off ${uncounted.views} page views, ` +
        `${uncounted.attributed} of ${uncounted.leads} leads with a visit`,
    );
    let ok = others.length === 0 && counted.views > 0 && counted.attributed > 0;
    for (const [t, target] of targets.entries()) {
      const ratio = median(ratios[t]!);
      const page = target.status === 200;
      // The lead POST fails only when it is slower beyond the run's noise.
      const pass = page ? ratio >= MIN_PAGE_RATIO : medianInterval(ratios[t]!).high >= 1;
      ok &&= pass;
      line(
        `  RESULT ${target.label} on/off median ratio ${ratio.toFixed(3)} ` +
          `(target ${page ? `>= ${MIN_PAGE_RATIO}` : 'unchanged'}): ${pass ? 'PASS' : 'FAIL'}; ` +
          `${describeSpread(ratios[t]!, 'counting')}; CPU per answer on/off, medians of the ` +
          `rounds: main thread ${median(mainRatios[t]!).toFixed(3)}, all threads ` +
          `${median(cpuRatios[t]!).toFixed(3)}`,
      );
    }
    line(`  other answers: ${others.length ? others.join('; ') : 'none'}`);
    return ok;
  } finally {
    for (const side of sides) await side.server.kill9();
    remove();
  }
}
