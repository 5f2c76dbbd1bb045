/**
 * Items waiting under increasing sequence numbers (the lead writer's requests waiting for their
 * commit), in a ring of slots that grows and never shrinks: putting and taking one writes a slot
 * and allocates nothing.
 *
 * Not a Map: a Map whose items come and go all the time rehashes its table every few dozen of
 * them, and once that table has outlived two young-generation collections, V8 allocates each new
 * one in the old generation. Under a flood of leads the main thread's Map of waiting writes did
 * that, and took the requests it held along: 200-280 KB promoted per scavenge and scavenges
 * twice as long (docs/performance-log.md, section 23).
 */
export interface SeqRing<T> {
  /** How many items wait. */
  readonly size: number;
  /** Puts `item` under `seq`, a number no waiting item has. */
  put(seq: number, item: T): void;
  /** The item under `seq`, removed; undefined when none waits under it. */
  take(seq: number): T | undefined;
  /** Every waiting item, oldest first, removed. */
  takeAll(): T[];
}

const FIRST_CAPACITY = 256;

export function createSeqRing<T>(): SeqRing<T> {
  // Parallel arrays, filled up front: their slots only ever change value.
  let seqs: number[] = new Array<number>(FIRST_CAPACITY).fill(-1);
  let items: (T | undefined)[] = new Array<T | undefined>(FIRST_CAPACITY).fill(undefined);
  let size = 0;

  /** Twice the slots, each waiting item moved to its place in them. */
  function grow(): void {
    const [oldSeqs, oldItems] = [seqs, items];
    seqs = new Array<number>(oldSeqs.length * 2).fill(-1);
    items = new Array<T | undefined>(oldSeqs.length * 2).fill(undefined);
    oldSeqs.forEach((seq, i) => {
      if (seq === -1) return;
      seqs[seq % seqs.length] = seq;
      items[seq % seqs.length] = oldItems[i];
    });
  }

  return {
    get size() {
      return size;
    },
    put(seq, item) {
      if (seqs[seq % seqs.length] === seq) throw new Error(`Sequence number ${seq} already waits`);
      // The slot is another's while the waiting span is wider than the ring: more room.
      while (seqs[seq % seqs.length] !== -1) grow();
      const slot = seq % seqs.length;
      seqs[slot] = seq;
      items[slot] = item;
      size += 1;
    },
    take(seq) {
      const slot = seq % seqs.length;
      if (seqs[slot] !== seq) return undefined;
      const item = items[slot];
      seqs[slot] = -1;
      items[slot] = undefined;
      size -= 1;
      return item;
    },
    takeAll() {
      const waiting = seqs
        .map((seq, slot) => ({ seq, slot }))
        .filter(({ seq }) => seq !== -1)
        .sort((a, b) => a.seq - b.seq)
        .map(({ slot }) => items[slot] as T);
      seqs.fill(-1);
      items.fill(undefined);
      size = 0;
      return waiting;
    },
  };
}
