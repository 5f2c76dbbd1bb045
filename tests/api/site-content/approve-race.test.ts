/**
 * Two approvals racing: two processes (as two servers beside one database would be), each with
 * its own connection, approve the same review of a legal page (two approvals needed) at the same
 * instant. Each approval reads and writes the review in one immediate transaction, so both are
 * kept (neither overwrites the other's) and the review is approved. Repeated on several
 * databases, one round each, so a race that only sometimes interleaves is still met.
 */
import { spawn } from 'node:child_process';
import { copyFileSync } from 'node:fs';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import { afterAll, describe, expect, it } from 'vitest';
import { defaultSiteData } from '@shared/site-content/defaults';
import { closeDatabase, openDatabase, runMigrations } from '../../../server/src/db/connection';
import { createUsersRepository } from '../../../server/src/repositories/users-repository';
import { repoRoot, tempDir } from '../../bench/lib';
import { reviewsOn } from './approve-race-service';

const ROUNDS = 10;
const tmp = tempDir('approve-race-');
afterAll(() => tmp.remove());

function template(): string {
  const path = join(tmp.dir, 'template.db');
  const db = openDatabase(path);
  runMigrations(db);
  closeDatabase(db);
  return path;
}

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

function startSide(dbs: { path: string; reviewer: { id: string; email: string } }[]) {
  const child = spawn(
    process.execPath,
    [
      '--import',
      'tsx',
      'tests/api/site-content/approve-race-child.ts',
      JSON.stringify({ dbs, spacingMs: 20 }),
    ],
    { cwd: repoRoot, stdio: ['pipe', 'pipe', 'inherit'] },
  );
  const lines = createInterface({ input: child.stdout })[Symbol.asyncIterator]();
  const next = async () => String((await lines.next()).value);
  return { child, next };
}

describe('two approvals racing', () => {
  it('are both kept, each counted once, and the review is approved', async () => {
    const empty = template();
    const databases = Array.from({ length: ROUNDS }, (_, i) => asked(empty, i));
    const one = startSide(databases.map((d) => ({ path: d.path, reviewer: d.a })));
    const two = startSide(databases.map((d) => ({ path: d.path, reviewer: d.b })));
    expect(await one.next()).toBe('ready');
    expect(await two.next()).toBe('ready');
    const start = String(performance.timeOrigin + performance.now() + 300);
    one.child.stdin!.end(`${start}\n`);
    two.child.stdin!.end(`${start}\n`);
    const first = JSON.parse(await one.next()) as string[];
    const second = JSON.parse(await two.next()) as string[];

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
