/**
 * Two approvals racing: two processes (as two servers beside one database would be), each with
 * its own connection, approve the same review of a legal page (two approvals needed) at the same
 * instant. Each approval reads and writes the review in one immediate transaction, so both are
 * kept (neither overwrites the other's) and the review is approved. Repeated on several
 * databases, one round each, so a race that only sometimes interleaves is still met.
 */
import { copyFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { defaultSiteData } from '@shared/site-content/defaults';
import { closeDatabase, openDatabase } from '../../../server/src/db/connection';
import { createUsersRepository } from '../../../server/src/repositories/users-repository';
import { tempDir } from '../../bench/lib';
import { migratedTemplate, race, startRaceSide } from '../race-sides';
import { reviewsOn } from './approve-race-service';

const ROUNDS = 10;
const CHILD = 'tests/api/site-content/approve-race-child.ts';
const tmp = tempDir('approve-race-');
afterAll(() => tmp.remove());

/** A database with an editor's review of the privacy policy, and two owners to approve it. */
function asked(empty: string, i: number) {
  const path = join(tmp.dir, `race-${i}.db`);
  copyFileSync(empty, path);
  const db = openDatabase(path);
  const users = createUsersRepository(db, Date.now);
  const editor = users.create(`e${i}@firm.example`, 'hash', 'editor');
  const [a, b] = ['a', 'b'].map((n) => users.create(`${n}${i}@firm.example`, 'hash', 'owner'));
  const { legal } = defaultSiteData;
  const content = {
    ...defaultSiteData,
    legal: { ...legal, privacyPolicy: { ...legal.privacyPolicy, body: `Round ${i}` } },
  };
  reviewsOn(db).request(content, 0, editor);
  closeDatabase(db);
  return { path, a: { id: a!.id, email: a!.email }, b: { id: b!.id, email: b!.email } };
}

describe('two approvals racing', () => {
  it('are both kept, each counted once, and the review is approved', async () => {
    const empty = migratedTemplate(tmp.dir);
    const databases = Array.from({ length: ROUNDS }, (_, i) => asked(empty, i));
    const side = (reviewer: 'a' | 'b') =>
      startRaceSide(CHILD, {
        dbs: databases.map((d) => ({ path: d.path, reviewer: d[reviewer] })),
        spacingMs: 20,
      });
    const [first, second] = await race(side('a'), side('b'));

    for (let i = 0; i < ROUNDS; i++) {
      expect([first[i], second[i]]).toEqual(['ok', 'ok']);
      const db = openDatabase(databases[i]!.path);
      const review = reviewsOn(db).get(1);
      closeDatabase(db);
      expect(review.approvals.map((x) => x.by).sort()).toEqual(
        [databases[i]!.a.email, databases[i]!.b.email].sort(),
      );
      expect(review).toMatchObject({ approvals_needed: 2, status: 'approved' });
    }
  }, 120_000);
});
