/**
 * The garbage collector's figures of a server run with `--trace-gc-nvp` (one line per
 * collection in its log, each prefixed `[pid:isolate]`): what `--against` prints beside the
 * throughput. A young generation that promotes what should die young slows every scavenge and
 * grows the old generation to mark-compacts (docs/performance-log.md, section 23).
 */
import { median } from './lib';

export interface GcFigures {
  scavenges: number;
  /** Median pause of a scavenge, ms. */
  scavengePauseMs: number;
  /** Median bytes promoted to the old generation by a scavenge. */
  promotedBytes: number;
  markCompacts: number;
  /** All mark-compact pauses together, ms. */
  markCompactMs: number;
}

interface Collection {
  isolate: string;
  kind: string;
  pause: number;
  promoted: number;
}

const ISOLATE = /^\[\d+:(0x[0-9a-f]+)\]/;
const KIND = / gc=(\w+) /;
const PAUSE = / pause=([\d.]+)/;
const PROMOTED = / promoted=([\d.]+)/;

function collections(log: string): Collection[] {
  const found: Collection[] = [];
  for (const line of log.split('\n')) {
    const isolate = ISOLATE.exec(line)?.[1];
    const kind = KIND.exec(line)?.[1];
    if (!isolate || !kind) continue;
    const number = (pattern: RegExp) => Number(pattern.exec(line)?.[1] ?? 0);
    found.push({ isolate, kind, pause: number(PAUSE), promoted: number(PROMOTED) });
  }
  return found;
}

/**
 * The main thread's figures: its isolate is the one that collects first (loading the bundle,
 * before the writer thread starts; a worker's young generation starts small and can scavenge
 * more often than the main thread). Null without a traced collection.
 */
export function mainThreadGc(log: string): GcFigures | null {
  const all = collections(log);
  const main = all[0]?.isolate;
  if (!main) return null;
  const mine = all.filter((c) => c.isolate === main);
  const scavenges = mine.filter((c) => c.kind === 's');
  const markCompacts = mine.filter((c) => c.kind === 'mc');
  return {
    scavenges: scavenges.length,
    scavengePauseMs: median(scavenges.map((c) => c.pause)),
    promotedBytes: median(scavenges.map((c) => c.promoted)),
    markCompacts: markCompacts.length,
    markCompactMs: markCompacts.reduce((sum, c) => sum + c.pause, 0),
  };
}
