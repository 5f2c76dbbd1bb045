/**
 * Runs work in the pauses of a stream of events: `run` is called once no event has come for
 * `quietMs`, or `maxWaitMs` after the first event waiting, whichever is sooner (the lead writer's
 * search index, the duplicate check). An event costs a clock read and two assignments: one timer
 * is armed per wait and re-armed when it fires before the pause is long enough, instead of a
 * clearTimeout and a setTimeout per event (once per lead on the main thread).
 */
export interface QuietTimer {
  /** An event: `run` waits for the pause after it. */
  poke(): void;
  /** Forgets the events waiting (their work runs now, or never). */
  cancel(): void;
}

export function createQuietTimer(
  run: () => void,
  { quietMs, maxWaitMs }: { quietMs: number; maxWaitMs: number },
): QuietTimer {
  let timer: NodeJS.Timeout | undefined;
  /** When the first and the last event waiting came (first null: none waits). */
  let first: number | null = null;
  let last = 0;

  const due = (since: number) => Math.min(last + quietMs, since + maxWaitMs);
  function arm(now: number, since: number): void {
    timer = setTimeout(fire, Math.max(0, due(since) - now));
    // Never keeps the process (or a test) alive on its own.
    timer.unref();
  }
  function fire(): void {
    timer = undefined;
    if (first === null) return;
    const now = Date.now();
    if (now < due(first)) return arm(now, first);
    first = null;
    run();
  }

  return {
    poke() {
      const now = Date.now();
      last = now;
      first ??= now;
      if (!timer) arm(now, first);
    },
    cancel() {
      clearTimeout(timer);
      timer = undefined;
      first = null;
    },
  };
}
