import { afterEach, describe, expect, it } from 'vitest';
import { closeDatabase, openDatabase, runMigrations, type DatabaseHandle } from './connection';
import {
  companyDomainOf,
  createLeadDuplicateLinker,
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
function addContacts(db: DatabaseHandle, emails: string[]): string[] {
  const insert = db.sqlite.prepare(
    `INSERT INTO contact_submissions (id, name, email, message, status, created_at, updated_at)
     VALUES (?, 'Visitor', ?, 'Hello', 'new', ?, ?)`,
  );
  const ids: string[] = [];
  db.sqlite.transaction(() => {
    for (const email of emails) {
      const id = `c${String(++seq).padStart(8, '0')}`;
      const at = new Date(Date.UTC(2030, 0, 1) + seq * 1000).toISOString();
      insert.run(id, email, at, at);
      ids.push(id);
    }
  })();
  return ids;
}

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
});
