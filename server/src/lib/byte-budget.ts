/**
 * A shared rate for bytes read (a token bucket): every upload of the server draws from one
 * budget, so together they are read at most `bytesPerSecond`, with up to a second's worth in a
 * burst. A reader that overdraws waits until the budget is back; since it waits before passing
 * its chunk on, the stream's backpressure slows the sender (TCP), and nothing piles up in memory.
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

export function createByteBudget(
  bytesPerSecond: number,
  now: () => number = () => performance.now(),
): ByteBudget {
  const capacity = bytesPerSecond; // one second's worth
  let available = capacity;
  let at = now();

  return {
    take(bytes) {
      const t = now();
      available = Math.min(capacity, available + ((t - at) / 1000) * bytesPerSecond);
      at = t;
      available -= bytes;
      if (available >= 0) return null;
      // In debt: wait until the debt is paid back. Later readers queue behind it, since each
      // one's wait counts the debt of those before it.
      const waitMs = (-available / bytesPerSecond) * 1000;
      return new Promise((resolve) => setTimeout(resolve, Math.ceil(waitMs)));
    },
  };
}
