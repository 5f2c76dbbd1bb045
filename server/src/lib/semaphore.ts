/**
 * At most `limit` tasks at once; the others wait in arrival order. For work whose cost is memory
 * more than time (decoding an image), where a burst must queue instead of piling up.
 */
export interface Semaphore {
  run<T>(task: () => Promise<T>): Promise<T>;
  /** Tasks running now, and waiting for a slot. */
  readonly active: number;
  readonly waiting: number;
}

export function createSemaphore(limit: number): Semaphore {
  let active = 0;
  const queue: (() => void)[] = [];

  function release(): void {
    const next = queue.shift();
    if (next) next();
    else active -= 1;
  }

  return {
    async run<T>(task: () => Promise<T>): Promise<T> {
      // A freed slot passes straight to the next in line, so `active` never dips in between.
      if (active < limit) active += 1;
      else await new Promise<void>((resume) => queue.push(resume));
      try {
        return await task();
      } finally {
        release();
      }
    },
    get active() {
      return active;
    },
    get waiting() {
      return queue.length;
    },
  };
}
