import { describe, expect, it } from 'vitest';
import { mainThreadGc } from './gc-trace';

/** A `--trace-gc-nvp` line as Node 20-24 print it, shortened to the fields read. */
const traced = (isolate: string, gc: string, pause: number, promoted: number) =>
  `[4242:${isolate}]     1234 ms: pause=${pause} mutator=25.2 gc=${gc} reduce_memory=0 ` +
  `scavenge=0.9 allocated=24793752 promoted=${promoted} new_space_survived=411144`;

describe('the main thread garbage collection figures of a traced server log', () => {
  it("reads the isolate that collected first, beside the server's own log lines", () => {
    const log = [
      '{"level":30,"msg":"Server listening at http://127.0.0.1:3000"}',
      traced('0x2966fd70', 's', 1.0, 0),
      // The writer thread, which scavenges more often here.
      ...[1, 2, 3, 4].map(() => traced('0x7f00c8000f00', 's', 0.1, 5_000_000)),
      traced('0x2966fd70', 's', 3.0, 300_000),
      traced('0x2966fd70', 'mc', 8.5, 0),
      traced('0x2966fd70', 's', 2.0, 200_000),
      traced('0x2966fd70', 'mc', 1.5, 0),
      '{"level":30,"msg":"request completed"}',
    ].join('\n');
    expect(mainThreadGc(log)).toEqual({
      scavenges: 3,
      scavengePauseMs: 2.0,
      promotedBytes: 200_000,
      markCompacts: 2,
      markCompactMs: 10,
    });
  });

  it('says nothing for a log without traced collections', () => {
    expect(mainThreadGc('{"level":30,"msg":"Server listening"}\n')).toBeNull();
  });
});
