/**
 * The last-owner rule under two concurrent demotions: two processes (as two servers, or the CLI
 * beside the server, would be), each with its own connection to the same database, demote the
 * two owners of that database at the same instant. The check and the write are one immediate
 * transaction, so exactly one succeeds and an active owner is always left. Repeated on several
 * databases, one round each, so a race that only sometimes interleaves is still met.
 */
import { spawn } from 'node:child_process';
import { copyFileSync } from 'node:fs';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import { afterAll, describe, expect, it } from 'vitest';
import { closeDatabase, openDatabase, runMigrations } from '../../../server/src/db/connection';
import { createUsersRepository } from '../../../server/src/repositories/users-repository';
import { repoRoot, tempDir } from '../../bench/lib';

const ROUNDS = 20;
const tmp = tempDir('owner-race-');
afterAll(() => tmp.remove());

/** A migrated empty database, copied for each round (migrating each one costs seconds). */
function template(): string {
  const path = join(tmp.dir, 'template.db');
  const db = openDatabase(path);
  runMigrations(db);
  closeDatabase(db);
  return path;
}

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

function startSide(dbs: { path: string; target: string }[]) {
  const child = spawn(
    process.execPath,
    [
      '--import',
      'tsx',
      'tests/api/roles/demote-race-child.ts',
      JSON.stringify({ dbs, spacingMs: 20 }),
    ],
    { cwd: repoRoot, stdio: ['pipe', 'pipe', 'inherit'] },
  );
  const lines = createInterface({ input: child.stdout })[Symbol.asyncIterator]();
  const next = async () => String((await lines.next()).value);
  return { child, next };
}

describe('the last active owner under two concurrent demotions', () => {
  it('of two owners demoting each other at the same instant, exactly one succeeds', async () => {
    const empty = template();
    const databases = Array.from({ length: ROUNDS }, (_, i) => twoOwners(empty, i));
    // Side one demotes b, side two demotes a, in the same database at the same instant.
    const one = startSide(databases.map((d) => ({ path: d.path, target: d.b })));
    const two = startSide(databases.map((d) => ({ path: d.path, target: d.a })));
    expect(await one.next()).toBe('ready');
    expect(await two.next()).toBe('ready');
    const start = String(performance.timeOrigin + performance.now() + 300);
    one.child.stdin!.end(`${start}\n`);
    two.child.stdin!.end(`${start}\n`);
    const first = JSON.parse(await one.next()) as string[];
    const second = JSON.parse(await two.next()) as string[];

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
