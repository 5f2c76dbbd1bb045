/**
 * `npm run bench`: the API's performance proofs, printed in one run (see docs/performance.md).
 *
 *   (a) bare Fastify hello-world vs the real POST /api/contact-submissions (durable commits),
 *       alternated A/B/A/B at 50 connections: throughput ratio and p99 latency;
 *   (b) password-grant login latency with the production argon2 settings, and the latency of a
 *       cheap route (GET /healthz) before and during a storm of 20 concurrent logins;
 *   (c) acknowledged 201s versus rows stored, read from the database file after a kill -9;
 *   (d) publishing: publish latency (API call to new HTML served) with the default content and
 *       with 50 posts, 20 services and 20 case studies, GET /healthz meanwhile, and GET /
 *       throughput before and after publishing (run before (c)'s kill);
 *   (e) the inbox over 100,000 leads without planner statistics: every filter combination, the
 *       query alone and through the real server with /healthz probed meanwhile
 *       (tests/bench/search.ts);
 *   (f) 5 MB quote uploads from 10 clients during the contact load, against the contact load
 *       alone: upload p50/p99, the contact throughput ratio, the server's RSS before, during and
 *       after (tests/bench/upload.ts; `--upload-only` runs just this);
 *   (g) page views counted against the same build with ANALYTICS=off: GET / and a post, and the
 *       lead POST, rounds alternated (tests/bench/analytics.ts; `--analytics-only` runs just this);
 *   (h) floods of 60,000 leads from one e-mail and of 10,000 addresses at one company domain,
 *       spam and not: the same load's throughput and p99 before and after, another visitor's
 *       latency, a search and an export right after (tests/bench/flood.ts; `--flood` runs just
 *       this, `--flood-size N`, `--flood-domain-size N` and `--flood-only <part of a label>` size
 *       and pick its scenarios; with `--against <ref>` each runs on that build first).
 *   (i) the lead POST of a download request against a contact message on one server, rounds
 *       alternated (tests/bench/downloads.ts; `--downloads-only` runs just this).
 *
 * `npm run bench -- --against <git-ref>` runs only the comparison of this checkout's lead writes
 * with another build's (tests/bench/against.ts): both servers side by side, rounds alternated.
 *
 * Both servers are child processes (the real one is the production bundle, `node
 * dist/server/main.js`, NODE_ENV=production, default log level); this process only generates load.
 * The machines are shared and noisy, so throughput is compared as ratios of runs alternated side
 * by side, never as absolute numbers. Flags: --no-build (reuse dist/server), --rounds N,
 * --seconds S (per measured run), --search-only (just (e)), --publish-only (just (d)),
 * --languages-only (just (d)'s publish and page JS with three languages against one),
 * --against <git-ref> (just the comparison), --cpu-prof <dir> (with --against: CPU profiles of
 * both servers).
 */
import { execFile, execFileSync } from 'node:child_process';
import { join } from 'node:path';
import { parseArgs, promisify } from 'node:util';
import Database from 'better-sqlite3';
import { benchAgainst } from './against';
import { benchLanguages } from './languages';
import {
  CONNECTIONS,
  cannon,
  count,
  otherOutcomes,
  postContacts,
  rps,
  type Result,
} from './contact-load';
import { benchAnalytics } from './analytics';
import { benchFlood } from './flood';
import { benchDownloads } from './downloads';
import { benchSearch } from './search';
import { benchPublishing } from './publish';
import { benchUpload } from './upload';
import {
  BENCH_SETUP_TOKEN,
  describeStartOptions,
  loadAverage,
  median,
  percentile,
  repoRoot,
  sleep,
  startChild,
  startRealServer,
  tempDir,
  type ChildServer,
} from './lib';

const { values: flags } = parseArgs({
  options: {
    'no-build': { type: 'boolean', default: false },
    rounds: { type: 'string', default: '4' },
    seconds: { type: 'string', default: '5' },
    'search-only': { type: 'boolean', default: false },
    against: { type: 'string' },
    'cpu-prof': { type: 'string' },
    'publish-only': { type: 'boolean', default: false },
    'languages-only': { type: 'boolean', default: false },
    'upload-only': { type: 'boolean', default: false },
    'analytics-only': { type: 'boolean', default: false },
    flood: { type: 'boolean', default: false },
    'flood-size': { type: 'string', default: '60000' },
    'flood-domain-size': { type: 'string', default: '10000' },
    'flood-only': { type: 'string' },
    'downloads-only': { type: 'boolean', default: false },
    // Each upload client's uplink in Mbit/s (0: unpaced); both 0 and 10 run by default.
    'upload-mbit': { type: 'string' },
  },
});
const ROUNDS = Number(flags.rounds);
const SECONDS = Number(flags.seconds);
const ADMIN = { email: 'bench@firm.example', password: 'bench password that is long enough' };

const execFileAsync = promisify(execFile);

const ms = (n: number) => `${n.toFixed(1)} ms`;
const line = (s: string) => process.stdout.write(`${s}\n`);

function buildServer() {
  if (flags['no-build']) return;
  line('building the server bundle (npm run build:server)...');
  execFileSync(process.execPath, ['scripts/build-server.mjs'], { cwd: repoRoot, stdio: 'pipe' });
}

/** The bench's admin account, through the one-time setup. */
async function createBenchAdmin(url: string) {
  const setup = await fetch(`${url}/api/setup`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ setup_token: BENCH_SETUP_TOKEN, ...ADMIN }),
  });
  if (setup.status !== 201) throw new Error(`setup failed: ${setup.status}`);
}

async function main() {
  const tmp = tempDir('bench-');
  const dbPath = join(tmp.dir, 'bench.db');
  let hello: ChildServer | undefined;
  let real: ChildServer | undefined;
  let fresh: ChildServer | undefined;
  try {
    hello = await startChild(
      ['--import', 'tsx', 'tests/bench/hello-server.ts'],
      {},
      join(tmp.dir, 'hello.log'),
    );
    real = await startRealServer(dbPath, join(tmp.dir, 'server.log'), { RATE_LIMIT: 'off' });
    line(`node ${process.version}; hello-world ${hello.url}; real server ${real.url}`);
    line(
      `real server: NODE_ENV=production, RATE_LIMIT=off (benchmark only), synchronous=FULL, ` +
        `${describeStartOptions()} (npm start's options)`,
    );

    // ---- (a) throughput: hello-world vs durable contact submissions -------------------------
    let acked = 0;
    let leadRequests = 0;
    const postContact = (amount: number) =>
      postContacts(real!.url, amount).then((r) => {
        acked += count(r, 201);
        leadRequests += r.requests.total;
        return r;
      });
    const getHello = () => cannon({ url: hello!.url, connections: CONNECTIONS, duration: SECONDS });

    // Warm-up (JIT, SQLite page cache), then the request count that takes about SECONDS.
    await cannon({ url: hello.url, connections: CONNECTIONS, duration: 2 });
    await postContact(5_000);
    const warm = await postContact(10_000);
    const amount = Math.max(1_000, Math.round(rps(warm, 201) * SECONDS));
    line(`\n(a) ${ROUNDS} rounds A/B at ${CONNECTIONS} connections, ~${SECONDS} s each`);
    const ratios: number[] = [];
    const p99s: number[] = [];
    const others: string[] = [];
    for (let round = 1; round <= ROUNDS; round++) {
      const a = await getHello();
      const b = await postContact(amount);
      const ratio = rps(b, 201) / rps(a, 200);
      ratios.push(ratio);
      p99s.push(b.latency.p99);
      const other = [otherOutcomes(a, 200), otherOutcomes(b, 201)].filter(Boolean).join(', ');
      if (other) others.push(`round ${round}: ${other}`);
      line(
        `  round ${round}: ratio ${ratio.toFixed(3)} | hello ${rps(a, 200).toFixed(0)}/s ` +
          `p99 ${ms(a.latency.p99)} | POST /api/contact-submissions ${rps(b, 201).toFixed(0)} 201s/s ` +
          `p50 ${ms(b.latency.p50)} p99 ${ms(b.latency.p99)} | load ${loadAverage()}` +
          (other ? ` | NOT 201/200: ${other}` : ''),
      );
    }
    const ratio = median(ratios);
    const p99 = median(p99s);
    line(
      `  RESULT contact-submissions/hello median ratio ${ratio.toFixed(3)} (target >= 0.30), ` +
        `median p99 ${ms(p99)}, worst p99 ${ms(Math.max(...p99s))} (target <= 25 ms), ` +
        `other answers: ${others.length ? others.join('; ') : 'none'}: ` +
        (ratio >= 0.3 && p99 <= 25 && others.length === 0 ? 'PASS' : 'FAIL'),
    );

    // ---- (b) logins with production argon2 settings -----------------------------------------
    line(`\n(b) password grant (argon2id m=19456 t=2 p=1)`);
    await createBenchAdmin(real.url);
    const loginOptions = {
      url: `${real.url}/auth/token?grant_type=password`,
      method: 'POST' as const,
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(ADMIN),
    };
    const sequential: number[] = [];
    for (let i = 0; i < 30; i++) {
      const started = performance.now();
      const res = await fetch(loginOptions.url, loginOptions);
      await res.arrayBuffer();
      if (res.status !== 200) throw new Error(`login failed: ${res.status}`);
      sequential.push(performance.now() - started);
    }
    line(
      `  one at a time (30 logins): p50 ${ms(percentile(sequential, 50))} ` +
        `p99 ${ms(percentile(sequential, 99))}`,
    );

    // A cheap route's latency, probed one request at a time (~100/s), calm and during a storm of
    // 20 concurrent logins generated by another process.
    async function probe(seconds: number): Promise<number[]> {
      const latencies: number[] = [];
      const until = performance.now() + seconds * 1000;
      while (performance.now() < until) {
        const started = performance.now();
        const res = await fetch(`${real!.url}/healthz`);
        await res.arrayBuffer();
        latencies.push(performance.now() - started);
        await sleep(10);
      }
      return latencies;
    }
    const calm = await probe(SECONDS);
    const stormChild = execFileAsync(
      process.execPath,
      [
        '--import',
        'tsx',
        'tests/bench/login-storm.ts',
        real.url,
        String(SECONDS + 2),
        JSON.stringify(ADMIN),
      ],
      { cwd: repoRoot, maxBuffer: 64 * 1024 * 1024 },
    );
    await sleep(1_500); // let the storm start (and the child load) before probing
    const during = await probe(SECONDS);
    const storm = JSON.parse((await stormChild).stdout) as Result;
    line(
      `  storm of 20 concurrent logins: ${rps(storm, 200).toFixed(1)} logins/s, ` +
        `p50 ${ms(storm.latency.p50)} p99 ${ms(storm.latency.p99)}` +
        (storm.errors || storm.non2xx ? `, errors ${storm.errors} non-2xx ${storm.non2xx}` : ''),
    );
    line(
      `  GET /healthz one at a time: p50 ${ms(percentile(calm, 50))} p99 ${ms(percentile(calm, 99))} calm; ` +
        `p50 ${ms(percentile(during, 50))} p99 ${ms(percentile(during, 99))} ` +
        `max ${ms(Math.max(...during))} during the storm`,
    );

    // ---- (d) publishing (tests/bench/publish.ts) ---------------------------------------------
    fresh = await startRealServer(join(tmp.dir, 'fresh.db'), join(tmp.dir, 'fresh.log'), {
      RATE_LIMIT: 'off',
    });
    await benchPublishing(fresh.url, real.url, ADMIN, SECONDS, CONNECTIONS);
    await benchLanguages(real.url, ADMIN, ROUNDS * 2, line);
    await fresh.kill9();

    // ---- (c) acknowledged vs stored ---------------------------------------------------------
    await real.kill9(); // no graceful shutdown: what the disk holds is what a crash leaves
    const db = new Database(dbPath);
    const stored = (
      db.prepare('SELECT count(*) AS n FROM contact_submissions').get() as { n: number }
    ).n;
    db.close();
    line(`\n(c) after kill -9 of the server`);
    line(
      `  requests sent ${leadRequests}, acknowledged 201 ${acked}, rows stored ${stored}: ` +
        (acked === stored ? 'EQUAL' : 'MISMATCH'),
    );
    if (acked !== stored) process.exitCode = 1;
  } catch (error) {
    // The server's own last words, when it is the one that failed.
    if (real && real.child.exitCode !== null) {
      process.stderr.write(`real server exited (${real.child.exitCode}):\n`);
      process.stderr.write(`${real.output().split('\n').slice(-15).join('\n')}\n`);
    }
    throw error;
  } finally {
    await real?.kill9();
    await hello?.kill9();
    await fresh?.kill9();
    tmp.remove();
  }
}

async function searchOnly() {
  const tmp = tempDir('bench-search-');
  try {
    if (!(await benchSearch(tmp.dir, line))) process.exitCode = 1;
  } finally {
    tmp.remove();
  }
}

/** (f): uploads during the contact load, on a server of its own. */
async function uploadOnly() {
  const tmp = tempDir('bench-upload-');
  try {
    const speeds = flags['upload-mbit'] === undefined ? [10, 0] : [Number(flags['upload-mbit'])];
    for (const mbit of speeds) {
      if (!(await benchUpload(tmp.dir, { rounds: ROUNDS, seconds: SECONDS, mbit }, line))) {
        process.exitCode = 1;
      }
    }
  } finally {
    tmp.remove();
  }
}

/** (d) alone: a server to publish to and one that never published (the build's pages). */
async function publishOnly() {
  buildServer();
  const tmp = tempDir('bench-publish-');
  const servers: ChildServer[] = [];
  try {
    const env = { RATE_LIMIT: 'off' };
    servers.push(await startRealServer(join(tmp.dir, 'a.db'), join(tmp.dir, 'a.log'), env));
    servers.push(await startRealServer(join(tmp.dir, 'b.db'), join(tmp.dir, 'b.log'), env));
    const [publishing, fresh] = servers as [ChildServer, ChildServer];
    await createBenchAdmin(publishing.url);
    await benchPublishing(fresh.url, publishing.url, ADMIN, SECONDS, CONNECTIONS);
    await benchLanguages(publishing.url, ADMIN, ROUNDS * 2, line);
  } finally {
    for (const server of servers) await server.kill9();
    tmp.remove();
  }
}

/** Just (d)'s languages: three against one, on one server. */
async function languagesOnly() {
  buildServer();
  const tmp = tempDir('bench-languages-');
  let server: ChildServer | undefined;
  try {
    const env = { RATE_LIMIT: 'off' };
    server = await startRealServer(join(tmp.dir, 'a.db'), join(tmp.dir, 'a.log'), env);
    await createBenchAdmin(server.url);
    await benchLanguages(server.url, ADMIN, ROUNDS * 2, line);
  } finally {
    await server?.kill9();
    tmp.remove();
  }
}

if (flags.against && !flags.flood) {
  const ok = await benchAgainst(flags.against, {
    rounds: ROUNDS,
    seconds: SECONDS,
    build: !flags['no-build'],
    cpuProfileDir: flags['cpu-prof'],
    line,
  });
  if (!ok) process.exitCode = 1;
} else if (flags.flood) {
  buildServer();
  const size = Number(flags['flood-size']);
  const domainSize = Number(flags['flood-domain-size']);
  const only = flags['flood-only'];
  if (!(await benchFlood({ size, domainSize, only, against: flags.against }, line))) {
    process.exitCode = 1;
  }
} else if (flags['publish-only']) await publishOnly();
else if (flags['languages-only']) await languagesOnly();
else if (flags['upload-only']) {
  buildServer();
  await uploadOnly();
} else if (flags['analytics-only']) {
  buildServer();
  if (!(await benchAnalytics({ rounds: ROUNDS, seconds: SECONDS }, line))) process.exitCode = 1;
} else if (flags['downloads-only']) {
  buildServer();
  if (!(await benchDownloads({ rounds: ROUNDS, seconds: SECONDS }, line))) process.exitCode = 1;
} else {
  buildServer();
  if (!flags['search-only']) await main();
  await searchOnly();
  if (!flags['search-only']) {
    await uploadOnly();
    if (!(await benchAnalytics({ rounds: ROUNDS, seconds: SECONDS }, line))) process.exitCode = 1;
    if (!(await benchDownloads({ rounds: ROUNDS, seconds: SECONDS }, line))) process.exitCode = 1;
  }
}
