/**
 * The last seat of an event under two registrations at once: two processes (as two servers
 * beside one database, or two writer threads, would be), each with its own connection, register
 * a person for the last seat at the same instant. The count of the seats held and the insert are
 * one immediate transaction (db/event-seats.ts), so exactly one is registered and the other
 * waitlisted, and the event never holds more people than seats. Repeated on several databases,
 * one round each, so a race that only sometimes interleaves is still met.
 */
import { copyFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { closeDatabase, openDatabase } from '../../../server/src/db/connection';
import { tempDir } from '../../bench/lib';
import { migratedTemplate, race, startRaceSide } from '../race-sides';

const ROUNDS = 10;
const CHILD = 'tests/api/events/seat-race-child.ts';
const tmp = tempDir('seat-race-');
afterAll(() => tmp.remove());

describe('two people registering for the last seat at the same instant', () => {
  it('one is registered, the other waitlisted, and the event holds one person', async () => {
    const empty = migratedTemplate(tmp.dir);
    const databases = Array.from({ length: ROUNDS }, (_, i) => {
      const path = join(tmp.dir, `race-${i}.db`);
      copyFileSync(empty, path);
      return path;
    });
    const side = (who: string) => startRaceSide(CHILD, { dbs: databases, spacingMs: 20, who });
    const [ada, grace] = await race(side('ada'), side('grace'));

    for (let i = 0; i < ROUNDS; i++) {
      expect([ada[i], grace[i]].sort(), `round ${i}`).toEqual(['registered', 'waitlisted']);
      const db = openDatabase(databases[i]!);
      const rows = db.sqlite
        .prepare('SELECT name, attendance FROM event_registrations ORDER BY rowid')
        .all() as { name: string; attendance: string }[];
      closeDatabase(db);
      // The one who got the seat is the one stored with it; the other waits.
      expect(rows.map((r) => r.attendance)).toEqual(['registered', 'waitlisted']);
      const first = rows[0]!.name === 'ada' ? ada[i] : grace[i];
      expect(first).toBe('registered');
    }
  }, 120_000);
});
