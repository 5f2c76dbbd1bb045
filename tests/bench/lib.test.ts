import { describe, expect, it } from 'vitest';
import { describeStartOptions, nodeOptionsOf, startNodeOptions } from './lib';

// The benchmarks start each build's server as its `npm start` does: with the Node options of its
// start script (docs/performance.md, section 17).
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
