/**
 * A shared rate for bytes read (a token bucket), served fairly: every upload of the server draws
 * from one budget, so together they are read at most `bytesPerSecond`, with up to a second's
 * worth in a burst; while readers wait, the clients take turns, one chunk each, so a client with
 * ten uploads at once gets no more of the rate than one with a single upload. A reader waits
 * before passing its chunk on, so the stream's backpressure slows the sender (TCP), and nothing
 * piles up in memory.
 *
 * Why: reading an upload costs CPU per byte (multipart parsing, hashing, writes), on the thread
 * that also answers the lead forms. Ten clients pushing files as fast as loopback goes took the
 * contact form down to a tenth of its throughput (docs/performance-log.md, section 13); at a
 * real client's uplink speed the forms kept 96 % of it.
 */
export interface ByteBudget {
  /** Draws `bytes`: null when they are there now, else a promise that resolves when they are. */
  take(bytes: number): Promise<void> | null;
}

export interface SharedByteBudget {
  /** The budget as one client draws from it (`key`: its address key, lib/address-key.ts). */
  client(key: string): ByteBudget;
}

interface Waiter {
  bytes: number;
  resolve: () => void;
}

export function createByteBudget(
  bytesPerSecond: number,
  now: () => number = () => performance.now(),
): SharedByteBudget {
  const capacity = bytesPerSecond; // one second's worth
  let available = capacity;
  let at = now();
  /** Each waiting client's chunks, in arrival order; the map's order is the turn order. */
  const waiting = new Map<string, Waiter[]>();
  let timer: ReturnType<typeof setTimeout> | null = null;

  function refill(): void {
    const t = now();
    available = Math.min(capacity, available + ((t - at) / 1000) * bytesPerSecond);
    at = t;
  }

  /** Serves the clients in turn while the budget lasts, then waits for the next chunk's bytes. */
  function serve(): void {
    timer = null;
    refill();
    for (const [key, queue] of waiting) {
      const head = queue[0]!;
      // A chunk larger than a second's worth goes once the bucket is full.
      const needed = Math.min(head.bytes, capacity);
      if (available < needed) {
        timer = setTimeout(serve, Math.ceil(((needed - available) / bytesPerSecond) * 1000));
        return;
      }
      available -= head.bytes;
      queue.shift();
      // To the back of the turn order (or out of it): the next client's chunk goes next.
      waiting.delete(key);
      if (queue.length > 0) waiting.set(key, queue);
      head.resolve();
    }
  }

  return {
    client(key) {
      return {
        take(bytes) {
          refill();
          if (waiting.size === 0 && available >= bytes) {
            available -= bytes;
            return null;
          }
          return new Promise<void>((resolve) => {
            const queue = waiting.get(key);
            if (queue) queue.push({ bytes, resolve });
            else waiting.set(key, [{ bytes, resolve }]);
            if (!timer) serve();
          });
        },
      };
    },
  };
}
