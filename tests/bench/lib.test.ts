import { describe, expect, it } from 'vitest';
import { describeStartOptions, medianInterval, nodeOptionsOf, startNodeOptions } from './lib';

// The benchmarks start each build's server as its `npm start` does: with the Node options of its
// start script (docs/performance-log.md, section 17).
describe('the Node options of a start script', () => {
  it('are the flags between node and the script', () => {
    expect(nodeOptionsOf('exec node --max-semi-space-size=16 scripts/start.mjs')).toEqual([
      '--max-semi-space-size=16',
    ]);
    expect(
      nodeOptionsOf('node --enable-source-maps  --max-old-space-size=512 dist/server/main.js'),
    ).toEqual(['--enable-source-maps', '--max-old-space-size=512']);
  });

  it('are none for a plain start, a start without node, or no start script', () => {
    expect(nodeOptionsOf('node scripts/start.mjs')).toEqual([]);
    expect(nodeOptionsOf('tsx server/src/main.ts')).toEqual([]);
    expect(nodeOptionsOf(undefined)).toEqual([]);
  });

  it("are this checkout's heap flags, the ones production runs with", () => {
    expect(startNodeOptions()).toContain('--max-semi-space-size=16');
    expect(describeStartOptions()).toBe(`node ${startNodeOptions().join(' ')}`);
  });
});

// How sure a benchmark's median ratio is (tests/bench/against.ts prints it).
describe('the confidence interval of a median', () => {
  const ranks = (n: number) => Array.from({ length: n }, (_, i) => n - i); // n..1, unsorted

  it('is the range of a few values, with the coverage it really has', () => {
    expect(medianInterval(ranks(4))).toEqual({ low: 1, high: 4, coverage: 0.875 });
    expect(medianInterval(ranks(6))).toEqual({ low: 1, high: 6, coverage: 1 - 2 / 64 });
  });

  it('narrows to the order statistics of the binomial table as values are added', () => {
    // The textbook 95 % intervals: n = 10 -> 2nd and 9th, 12 -> 3rd and 10th, 20 -> 6th and 15th.
    expect(medianInterval(ranks(10))).toMatchObject({ low: 2, high: 9 });
    expect(medianInterval(ranks(12))).toMatchObject({ low: 3, high: 10 });
    const twenty = medianInterval(ranks(20));
    expect(twenty).toMatchObject({ low: 6, high: 15 });
    expect(twenty.coverage).toBeGreaterThanOrEqual(0.95);
    expect(twenty.coverage).toBeCloseTo(0.9586, 4);
  });

  it('refuses no values', () => {
    expect(() => medianInterval([])).toThrow(/no values/);
  });
});
