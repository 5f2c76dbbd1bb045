/**
 * The last-owner rule under two concurrent demotions: two processes (as two servers, or the CLI
 * beside the server, would be), each with its own connection to the same database, demote the
 * two owners of that database at the same instant. The check and the write are one immediate
 * transaction, so exactly one succeeds and an active owner is always left. Repeated on several
 * databases, one round each, so a race that only sometimes interleaves is still met.
 */
import { copyFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { closeDatabase, openDatabase } from '../../../server/src/db/connection';
import { createUsersRepository } from '../../../server/src/repositories/users-repository';
import { tempDir } from '../../bench/lib';
import { migratedTemplate, race, startRaceSide } from '../race-sides';

const ROUNDS = 20;
const tmp = tempDir('owner-race-');
afterAll(() => tmp.remove());

/** A database with two active owners, a and b. */
function twoOwners(empty: string, i: number) {
  const path = join(tmp.dir, `race-${i}.db`);
  copyFileSync(empty, path);
  const db = openDatabase(path);
  const users = createUsersRepository(db, Date.now);
  const a = users.create(`a${i}@firm.example`, 'hash', 'owner').id;
  const b = users.create(`b${i}@firm.example`, 'hash', 'owner').id;
  closeDatabase(db);
  return { path, a, b };
}

describe('the last active owner under two concurrent demotions', () => {
  it('of two owners demoting each other at the same instant, exactly one succeeds', async () => {
    const empty = migratedTemplate(tmp.dir);
    const databases = Array.from({ length: ROUNDS }, (_, i) => twoOwners(empty, i));
    // Side one demotes b, side two demotes a, in the same database at the same instant.
    const side = (target: 'a' | 'b') =>
      startRaceSide('tests/api/roles/demote-race-child.ts', {
        dbs: databases.map((d) => ({ path: d.path, target: d[target] })),
        spacingMs: 20,
      });
    const [first, second] = await race(side('b'), side('a'));

    for (let i = 0; i < ROUNDS; i++) {
      expect([first[i], second[i]].sort()).toEqual(['changed', 'last_active_owner']);
      const db = openDatabase(databases[i]!.path);
      const owners = createUsersRepository(db, Date.now)
        .list()
        .filter((u) => u.role === 'owner' && !u.disabled_at);
      closeDatabase(db);
      expect(owners).toHaveLength(1);
    }
  }, 120_000);
});
