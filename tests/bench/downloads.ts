/**
 * (h) of `npm run bench` (`--downloads-only` runs just this): the lead POST of a download request
 * (issue 50) against a contact message, on one server, rounds alternated which goes first. A
 * request does more than a message (the document looked up in the live content, the link signed,
 * a row of its own kind), so its rate over the message's shows what that costs; the target is a
 * median ratio >= 0.9. On a shared machine the rates swing with the neighbours' load, so the
 * server's CPU per answer (every thread's, from /proc) is printed beside them: the message's over
 * the request's is the same ratio with the waiting taken out. At the end the stored rows are
 * counted: a run that stored nothing measured nothing.
 */
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { defaultSiteData } from '../../shared/site-content/defaults';
import { describeSpread, threadCpu } from './against';
import { cannon, CONNECTIONS, count, otherOutcomes, rps, type Result } from './contact-load';
import { loadAverage, median, sleep, startRealServer, tempDir } from './lib';

const MIN_RATIO = 0.9;

/** A gated document of the built-in content, live before any publish. */
const gated = defaultSiteData.downloads.find((d) => d.gated);

const visitor = { name: 'Bench Visitor', email: 'visitor@example.com' };
const targets = [
  {
    label: 'POST /api/contact-submissions',
    path: '/api/contact-submissions',
    table: 'contact_submissions',
    body: {
      ...visitor,
      message: 'Hello, we would like a quote for a wireless site survey of our campus.',
    },
  },
  {
    label: 'POST /api/download-requests',
    path: '/api/download-requests',
    table: 'download_requests',
    body: { ...visitor, company: 'Bench Networks Ltd', download: gated?.slug },
  },
] as const;

const post = (url: string, target: (typeof targets)[number], seconds: number): Promise<Result> =>
  cannon({
    url: `${url}${target.path}`,
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(target.body),
    connections: CONNECTIONS,
    duration: seconds,
  });

/** (h), on a server of its own in a temporary folder; whether the target was met. */
export async function benchDownloads(
  { rounds, seconds }: { rounds: number; seconds: number },
  line: (s: string) => void,
): Promise<boolean> {
  if (!gated) throw new Error('the built-in content has no gated download to ask for');
  const { dir, remove } = tempDir('bench-downloads-');
  const dbPath = join(dir, 'downloads.db');
  const server = await startRealServer(dbPath, join(dir, 'server.log'), { RATE_LIMIT: 'off' });
  try {
    line(
      `\n(i) download requests against contact messages, one server: ${rounds} rounds, ` +
        `${CONNECTIONS} connections, ${seconds} s per run; load ${loadAverage()} at the start`,
    );
    for (const target of targets) await post(server.url, target, 1); // warm-up (JIT, caches)
    const ratios: number[] = [];
    const cpuRatios: number[] = [];
    const others: string[] = [];
    const pid = server.child.pid!;
    const cpu = () => [...threadCpu(pid).values()].reduce((sum, t) => sum + t.total, 0);
    for (let round = 1; round <= rounds; round++) {
      const order = round % 2 === 1 ? targets : [...targets].reverse();
      const rate = new Map<string, number>();
      const cpuUs = new Map<string, number>();
      for (const target of order) {
        await sleep(500); // the search index and duplicate links of the last run catch up
        const before = cpu();
        const result = await post(server.url, target, seconds);
        await sleep(500); // the same catch-up, counted with the run that caused it
        cpuUs.set(target.label, ((cpu() - before) * 1e6) / count(result, 201));
        rate.set(target.label, rps(result, 201));
        const other = otherOutcomes(result, 201);
        if (other) others.push(`${target.label}: ${other}`);
        if (count(result, 201) === 0) others.push(`${target.label}: no 201`);
      }
      const [contact, download] = targets.map((t) => rate.get(t.label)!);
      const [contactUs, downloadUs] = targets.map((t) => cpuUs.get(t.label)!);
      ratios.push(download! / contact!);
      cpuRatios.push(contactUs! / downloadUs!);
      line(
        `  round ${round} (${order[0].label} first), load ${loadAverage()}: ratio ` +
          `${(download! / contact!).toFixed(3)} (download ${download!.toFixed(0)}/s, contact ` +
          `${contact!.toFixed(0)}/s); CPU per answer: download ${downloadUs!.toFixed(0)} us, ` +
          `contact ${contactUs!.toFixed(0)} us`,
      );
    }
    const db = new Database(dbPath, { readonly: true });
    const stored = targets.map(
      (t) => `${db.prepare(`SELECT count(*) FROM ${t.table}`).pluck().get() as number} ${t.table}`,
    );
    db.close();
    const ratio = median(ratios);
    const ok = others.length === 0 && ratio >= MIN_RATIO;
    line(`  stored: ${stored.join(', ')}`);
    line(
      `  RESULT download/contact median ratio ${ratio.toFixed(3)} (target >= ${MIN_RATIO}): ` +
        `${ok ? 'PASS' : 'FAIL'}; ${describeSpread(ratios, 'a download request')}`,
    );
    line(
      `  CPU per answer, contact/download, median of the rounds: ` +
        `${median(cpuRatios).toFixed(3)}; ${describeSpread(cpuRatios, 'a download request')}`,
    );
    line(`  other answers: ${others.length ? others.join('; ') : 'none'}`);
    return ok;
  } finally {
    await server.kill9();
    remove();
  }
}
