/**
 * One side of the two-process approval race (approve-race.test.ts). Opens each database of
 * argv, says "ready", reads the start time from stdin, then in round i (at start + i * spacing,
 * spinning on the clock so both processes act within microseconds of each other) approves review
 * 1 of database i as its reviewer. Prints each outcome ("ok" or the error's code) as JSON.
 */
import { once } from 'node:events';
import { openDatabase } from '../../../server/src/db/connection';
import { reviewsOn } from './approve-race-service';

const { dbs, spacingMs } = JSON.parse(process.argv[2]!) as {
  dbs: { path: string; reviewer: { id: string; email: string } }[];
  spacingMs: number;
};
const now = () => performance.timeOrigin + performance.now();
const rounds = dbs.map(({ path, reviewer }) => ({
  reviews: reviewsOn(openDatabase(path)),
  reviewer: { ...reviewer, role: 'owner' as const },
}));
process.stdout.write('ready\n');
const [chunk] = (await once(process.stdin, 'data')) as [Buffer];
const start = Number(chunk.toString().trim());
const outcomes = rounds.map(({ reviews, reviewer }, i) => {
  while (now() < start + i * spacingMs) {
    // Spin: a timer would wake up milliseconds late, and the two sides must collide.
  }
  try {
    reviews.approve(1, reviewer);
    return 'ok';
  } catch (error) {
    return (error as { code?: string }).code ?? String(error);
  }
});
process.stdout.write(`${JSON.stringify(outcomes)}\n`);
process.exit(0);
