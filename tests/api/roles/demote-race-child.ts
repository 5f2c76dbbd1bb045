/**
 * One side of the two-process demotion race (last-owner-race.test.ts). Opens each database of
 * argv, says "ready", reads the start time from stdin, then in round i (at start + i * spacing,
 * spinning on the clock so both processes act within microseconds of each other) demotes its
 * target owner of database i. Prints the outcomes as JSON.
 */
import { once } from 'node:events';
import { openDatabase } from '../../../server/src/db/connection';
import { createUsersRepository } from '../../../server/src/repositories/users-repository';

const { dbs, spacingMs } = JSON.parse(process.argv[2]!) as {
  dbs: { path: string; target: string }[];
  spacingMs: number;
};
const now = () => performance.timeOrigin + performance.now();
const rounds = dbs.map(({ path, target }) => ({
  users: createUsersRepository(openDatabase(path), Date.now),
  target,
}));
process.stdout.write('ready\n');
const [chunk] = (await once(process.stdin, 'data')) as [Buffer];
const start = Number(chunk.toString().trim());
const outcomes = rounds.map(({ users, target }, i) => {
  while (now() < start + i * spacingMs) {
    // Spin: a timer would wake up milliseconds late, and the two sides must collide.
  }
  return users.setRoles(target, { role: 'editor' }).outcome;
});
process.stdout.write(`${JSON.stringify(outcomes)}\n`);
process.exit(0);
