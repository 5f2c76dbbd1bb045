/**
 * One side of the two-process race for an event's last seat (seat-race.test.ts). Opens each
 * database of argv, says "ready", reads the start time from stdin, then in round i (at start +
 * i * spacing, spinning on the clock so both processes act within microseconds of each other)
 * registers its person for event 1 of database i, in a transaction as the lead writer runs its
 * batches (BEGIN IMMEDIATE, db/writer-batch.ts). Prints each outcome (registered or waitlisted)
 * as JSON.
 */
import { once } from 'node:events';
import { openDatabase } from '../../../server/src/db/connection';
import type { LeadWriteJob } from '../../../server/src/db/lead-write-batch';
import { createWriterBatch } from '../../../server/src/db/writer-batch';

const { dbs, spacingMs, who } = JSON.parse(process.argv[2]!) as {
  dbs: string[];
  spacingMs: number;
  who: string;
};
const now = () => performance.timeOrigin + performance.now();

const job = (i: number): LeadWriteJob => ({
  kind: 'registration',
  id: `${who}-${i}`,
  at: new Date().toISOString(),
  channels: [],
  values: {
    name: who,
    email: `${who}@example.com`,
    company: null,
    event_id: 1,
    event_title: 'Open day',
    event_capacity: 1,
    attendance: 'registered',
    status: 'new',
    spam_reason: null,
    source_page: null,
    referrer_domain: null,
    utm_source: null,
    utm_medium: null,
    utm_campaign: null,
    language: 'en',
    attribution: null,
  },
});

const rounds = dbs.map((path) => {
  const db = openDatabase(path);
  const apply = createWriterBatch(db);
  return db.sqlite.transaction((one: LeadWriteJob) => apply([one])[0]!);
});
process.stdout.write('ready\n');
const [chunk] = (await once(process.stdin, 'data')) as [Buffer];
const start = Number(chunk.toString().trim());
const outcomes = rounds.map((register, i) => {
  while (now() < start + i * spacingMs) {
    // Spin: a timer would wake up milliseconds late, and the two sides must collide.
  }
  const created = register.immediate(job(i));
  return 'status' in created ? created.status : 'none';
});
process.stdout.write(`${JSON.stringify(outcomes)}\n`);
process.exit(0);
