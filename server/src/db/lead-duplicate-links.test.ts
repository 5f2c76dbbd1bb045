import { afterEach, describe, expect, it } from 'vitest';
import { LEAD_KINDS } from '@shared/lead-kinds';
import { closeDatabase, openDatabase, runMigrations, type DatabaseHandle } from './connection';
import {
  companyDomainOf,
  createLeadDuplicateLinker,
  createMatchKeyOpenness,
  LEADS_PER_LINKING,
} from './lead-duplicate-links';

// The duplicate links are derived by the lead writer in set-based steps, off the main thread; the rule's cases are tested through the API in
// tests/api/lead-work/duplicates.test.ts. These are the steps' own properties.

const rule = { windowDays: 90, closedStages: ['won', 'lost'] };
const handles: DatabaseHandle[] = [];
afterEach(() => handles.splice(0).forEach(closeDatabase));

function fresh(): DatabaseHandle {
  const db = openDatabase(':memory:');
  handles.push(db);
  runMigrations(db);
  return db;
}

let seq = 0;
/** Contact leads as the writer stores them; `at` fixed: all in the same millisecond. */
function addContacts(
  db: DatabaseHandle,
  emails: string[],
  { status = 'new', at }: { status?: 'new' | 'spam'; at?: string } = {},
): string[] {
  const insert = db.sqlite.prepare(
    `INSERT INTO contact_submissions (id, name, email, message, status, created_at, updated_at)
     VALUES (?, 'Visitor', ?, 'Hello', ?, ?, ?)`,
  );
  const ids: string[] = [];
  db.sqlite.transaction(() => {
    for (const email of emails) {
      const id = `c${String(++seq).padStart(8, '0')}`;
      const time = at ?? new Date(Date.UTC(2030, 0, 1) + seq * 1000).toISOString();
      insert.run(id, email, status, time, time);
      ids.push(id);
    }
  })();
  return ids;
}

/** The link step's statements, as the linker prepared them (spied on). */
function linkStatements(db: DatabaseHandle): string[] {
  const sources: string[] = [];
  const prepare = db.sqlite.prepare.bind(db.sqlite);
  db.sqlite.prepare = ((source: string) => {
    sources.push(source);
    return prepare(source);
  }) as typeof db.sqlite.prepare;
  try {
    createLeadDuplicateLinker(db.sqlite, rule);
  } finally {
    db.sqlite.prepare = prepare;
  }
  return sources.filter((source) => /^WITH m AS MATERIALIZED/.test(source.trim()));
}

/** How many keys the open index holds for an address: every row its lookup can read. */
const openKeysOf = (db: DatabaseHandle, email: string) =>
  db.sqlite
    .prepare(
      `SELECT count(*) FROM lead_match_keys INDEXED BY lead_match_keys_open_email_idx
       WHERE lead_kind = 'contact' AND email = ? AND open = 1`,
    )
    .pluck()
    .get(email) as number;

const linkOf = (db: DatabaseHandle, id: string) =>
  db.sqlite.prepare('SELECT duplicate_of_id FROM contact_submissions WHERE id = ?').pluck().get(id);

describe('the duplicate linker', () => {
  it('links a burst larger than a step in steps, each lead to the oldest open one', () => {
    const db = fresh();
    const linker = createLeadDuplicateLinker(db.sqlite, rule);
    const emails = Array.from(
      { length: 2 * LEADS_PER_LINKING + 5 },
      (_, i) => `p${i}@mast.example`,
    );
    const ids = addContacts(db, emails);

    expect(linker.step()).toBe(true);
    expect(linkOf(db, ids[LEADS_PER_LINKING - 1]!)).toBe(ids[0]);
    expect(linkOf(db, ids[LEADS_PER_LINKING]!)).toBe(null); // the next step's
    expect(linker.step()).toBe(true);
    expect(linker.step()).toBe(false);
    expect(linker.step()).toBe(false); // nothing waiting: nothing done

    expect(linkOf(db, ids[0]!)).toBe(null);
    for (const id of ids.slice(1)) expect(linkOf(db, id)).toBe(ids[0]);
  });

  it('links a lead whose keys are missing under the watermark (the newest keyed lead was deleted)', () => {
    const db = fresh();
    const linker = createLeadDuplicateLinker(db.sqlite, rule);
    const [original, second, third] = addContacts(db, [
      'a@depot.example',
      'b@depot.example',
      'c@depot.example',
    ]);
    linker.catchUp();
    // The third lead loses its keys with it (lead-dependents.ts); the second's are taken away
    // too, as a crash between the lead's commit and its keys' would leave them.
    db.sqlite.prepare('DELETE FROM contact_submissions WHERE id = ?').run(third);
    db.sqlite.prepare('DELETE FROM lead_match_keys WHERE lead_id IN (?, ?)').run(second, third);
    db.sqlite.prepare('UPDATE contact_submissions SET duplicate_of_id = NULL').run();
    linker.catchUp();
    expect(linkOf(db, second!)).toBe(original);
    const keys = db.sqlite.prepare('SELECT count(*) FROM lead_match_keys').pluck().get();
    expect(keys).toBe(2); // not written twice
  });

  it('reads company domains in lower case and leaves free-mail providers out', () => {
    expect(companyDomainOf('ops@pylon-grid.example')).toBe('pylon-grid.example');
    expect(companyDomainOf('jane@gmail.com')).toBe(null);
    expect(companyDomainOf('jane@mail.yahoo.co.uk')).toBe(null);
  });

  // A lookup is one index search: the plan has an equality on the kind and the address (or
  // domain) and a time range in the index of open keys only, and scans nothing.
  it("looks each original up with one search of the open keys' index, scanning nothing", () => {
    const db = fresh();
    const statements = linkStatements(db);
    expect(statements).toHaveLength(LEAD_KINDS.length); // one per kind
    for (const statement of statements) {
      const plan = (
        db.sqlite.prepare(`EXPLAIN QUERY PLAN ${statement}`).all(0, 0, 0) as { detail: string }[]
      ).map((row) => row.detail);
      for (const by of ['email', 'domain']) {
        expect(plan).toContain(
          `SEARCH k USING INDEX lead_match_keys_open_${by}_idx ` +
            `(lead_kind=? AND ${by}=? AND created_at>? AND created_at<?)`,
        );
      }
      expect(plan.filter((detail) => /^SCAN /.test(detail))).toEqual(['SCAN m']);
    }
  });

  it("the rows a lookup can read do not grow with its address's spam or closed leads", () => {
    const db = fresh();
    const linker = createLeadDuplicateLinker(db.sqlite, rule);
    const [original] = addContacts(db, ['flood@mast.example']);
    const [quiet] = addContacts(db, ['quiet@mast.example']);
    addContacts(db, Array<string>(2000).fill('flood@mast.example'), { status: 'spam' });
    const closed = addContacts(db, Array<string>(50).fill('flood@mast.example'));
    linker.catchUp();
    // The 50 closed by an admin leave the index with their change (leads-repository.ts).
    const keepOpenness = createMatchKeyOpenness(db.sqlite, rule);
    for (const id of closed) {
      db.sqlite.prepare("UPDATE contact_submissions SET stage = 'won' WHERE id = ?").run(id);
      keepOpenness('contact', id);
    }
    const [next] = addContacts(db, ['flood@mast.example']);
    const [nextQuiet] = addContacts(db, ['quiet@mast.example']);
    linker.catchUp();
    // The address with 2,000 spam and 50 closed leads reads what the quiet one reads.
    expect(openKeysOf(db, 'flood@mast.example')).toBe(openKeysOf(db, 'quiet@mast.example'));
    expect(linkOf(db, next!)).toBe(original);
    expect(linkOf(db, nextQuiet!)).toBe(quiet);
    expect(linkOf(db, closed[0]!)).toBe(original); // linked while it was open
  });

  it('leads of the same millisecond link to the first of them, never to a later one', () => {
    const db = fresh();
    const linker = createLeadDuplicateLinker(db.sqlite, rule);
    const at = '2030-02-01T10:00:00.000Z';
    const ids = addContacts(db, Array<string>(4).fill('same@tick.example'), { at });
    linker.catchUp();
    expect(ids.map((id) => linkOf(db, id))).toEqual([null, ids[0], ids[0], ids[0]]);
  });

  it('a step takes at most `limit` leads in all, down to one', () => {
    const db = fresh();
    const linker = createLeadDuplicateLinker(db.sqlite, rule);
    const ids = addContacts(db, ['a@one.example', 'b@one.example', 'c@one.example']);
    const keyed = () => db.sqlite.prepare('SELECT count(*) FROM lead_match_keys').pluck().get();
    expect(linker.step(1)).toBe(true);
    expect(keyed()).toBe(1);
    expect(linker.step(1)).toBe(true);
    expect(linkOf(db, ids[1]!)).toBe(ids[0]);
    linker.catchUp();
    expect(keyed()).toBe(3);
  });
});
