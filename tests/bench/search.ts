/**
 * (e) of `npm run bench`: the inbox's full-text search (FTS5) over 100,000 leads, through the
 * same repository call the list endpoint makes (a page of 20 plus the total). Seeded data in a
 * database file with the server's pragmas and migrations (triggers fill the index).
 */
import { join } from 'node:path';
import { closeDatabase, openDatabase, runMigrations } from '../../server/src/db/connection';
import {
  createLeadsRepository,
  type LeadQuery,
} from '../../server/src/repositories/leads-repository';
import { median, percentile, seededRandom } from './lib';

const LEADS = 100_000;
const RUNS = 30;
const TARGET_MS = 50;

const FIRST = ['Grace', 'Omar', 'Lena', 'Ada', 'Ravi', 'Mia', 'Jonas', 'Chen', 'Sofia', 'Lucas'];
const LAST = ['Keller', 'Diaz', 'Park', 'Lovelace', 'Patel', 'Novak', 'Berg', 'Wong', 'Rossi'];
const WORDS = (
  'fiber backbone campus network cctv camera access control perimeter intrusion detection ' +
  'wireless survey tower antenna rooftop rack cabling data center security guard alarm ' +
  'monitoring maintenance quote budget schedule site visit install upgrade replace cable ' +
  'outdoor indoor building floor warehouse depot school hospital airport port office'
).split(' ');

export async function benchSearch(tmpDir: string, line: (s: string) => void): Promise<boolean> {
  const random = seededRandom(20_300_101);
  const pick = <T>(list: T[]) => list[Math.floor(random() * list.length)]!;
  const db = openDatabase(join(tmpDir, 'search.db'));
  runMigrations(db);
  const started = performance.now();
  const insert = db.sqlite.prepare(
    `INSERT INTO contact_submissions (id, name, email, message, status, created_at, updated_at)
     VALUES (?, ?, ?, ?, ?, ?, ?)`,
  );
  const t0 = Date.parse('2029-01-01T00:00:00Z');
  db.sqlite.transaction(() => {
    for (let i = 0; i < LEADS; i++) {
      const first = pick(FIRST);
      const last = `${pick(LAST)}${i % 997}`; // ~9,000 distinct surnames
      const words = Array.from({ length: 20 + Math.floor(random() * 40) }, () => pick(WORDS));
      const at = new Date(t0 + i * 300_000).toISOString(); // one lead every 5 minutes
      const status = random() < 0.1 ? 'spam' : random() < 0.5 ? 'handled' : 'new';
      insert.run(
        `lead-${i}`,
        `${first} ${last}`,
        `${first.toLowerCase()}.${last.toLowerCase()}@example${i % 50}.com`,
        words.join(' '),
        status,
        at,
        at,
      );
    }
  })();
  db.sqlite.pragma('optimize');
  line(
    `\n(e) inbox search (FTS5) over ${LEADS.toLocaleString('en-US')} leads ` +
      `(seeded in ${((performance.now() - started) / 1000).toFixed(1)} s)`,
  );

  const { email } = db.sqlite
    .prepare("SELECT email FROM contact_submissions WHERE id = 'lead-4242'")
    .get() as { email: string };
  const repo = createLeadsRepository(db, Date.now);
  const queries: [string, LeadQuery][] = [
    ['common word "fiber"', { search: 'fiber' }],
    ['two words "cctv depot"', { search: 'cctv depot' }],
    ['prefix "sec"', { search: 'sec' }],
    ['rare surname "keller42"', { search: 'keller42' }],
    ['e-mail address', { search: email }],
    [
      'word + status new + 30 days',
      {
        search: 'antenna',
        status: 'new',
        createdFrom: '2029-06-01T00:00:00.000Z',
        createdBefore: '2029-07-01T00:00:00.000Z',
      },
    ],
    ['no match', { search: 'zebra' }],
  ];
  let worst = 0;
  for (const [label, query] of queries) {
    const times: number[] = [];
    let total = 0;
    for (let run = 0; run < RUNS; run++) {
      const t = performance.now();
      total = repo.list('contact', { limit: 20, offset: 0, ...query }).total;
      times.push(performance.now() - t);
    }
    const p95 = percentile(times, 95);
    worst = Math.max(worst, p95);
    line(
      `  ${label.padEnd(30)} ${String(total).padStart(6)} matches | ` +
        `median ${median(times).toFixed(1)} ms, p95 ${p95.toFixed(1)} ms`,
    );
  }
  await repo.close();
  closeDatabase(db);
  const pass = worst < TARGET_MS;
  line(
    `  RESULT search page + total over ${LEADS.toLocaleString('en-US')} leads: worst p95 ` +
      `${worst.toFixed(1)} ms (target < ${TARGET_MS} ms): ${pass ? 'PASS' : 'FAIL'}`,
  );
  return pass;
}
