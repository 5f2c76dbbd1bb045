import { spawn } from 'node:child_process';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import { closeDatabase, openDatabase, runMigrations } from '../../server/src/db/connection';
import { repoRoot } from '../bench/lib';

// Two processes racing on one database (as two servers, or the CLI beside the server, would):
// each side is a child script that opens its databases, says "ready", reads a start time from
// stdin and acts in round i at start + i * spacing (spinning, so both sides collide), then
// prints its outcomes as one JSON line.

/** A migrated empty database in `dir`, copied for each round (migrating each costs seconds). */
export function migratedTemplate(dir: string): string {
  const path = join(dir, 'template.db');
  const db = openDatabase(path);
  runMigrations(db);
  closeDatabase(db);
  return path;
}

/** Starts one side: `script` (from the repository root) given `payload` as its argument. */
export function startRaceSide(script: string, payload: object) {
  const child = spawn(process.execPath, ['--import', 'tsx', script, JSON.stringify(payload)], {
    cwd: repoRoot,
    stdio: ['pipe', 'pipe', 'inherit'],
  });
  const lines = createInterface({ input: child.stdout })[Symbol.asyncIterator]();
  const next = async () => String((await lines.next()).value);
  return { child, next };
}

/** Waits for both sides to be ready, starts them together, and answers their outcomes. */
export async function race(
  one: ReturnType<typeof startRaceSide>,
  two: ReturnType<typeof startRaceSide>,
): Promise<[string[], string[]]> {
  for (const side of [one, two]) {
    if ((await side.next()) !== 'ready') throw new Error('a race side did not start');
  }
  const start = String(performance.timeOrigin + performance.now() + 300);
  one.child.stdin!.end(`${start}\n`);
  two.child.stdin!.end(`${start}\n`);
  return [JSON.parse(await one.next()) as string[], JSON.parse(await two.next()) as string[]];
}
