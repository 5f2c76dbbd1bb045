import { Cron } from 'croner';

/**
 * Runs `job` whenever `pattern` (cron: minute hour day month weekday) comes round in `timeZone`,
 * daylight saving included. A run that throws or rejects goes to `onError` and the next run still
 * comes; a run still busy when the next is due makes that one wait for the day after. The timer
 * keeps no process alive. Returns the job: `stop()` ends it.
 */
export function scheduleJob(
  pattern: string,
  timeZone: string,
  job: () => unknown,
  onError: (error: unknown) => void,
): Cron {
  return new Cron(
    pattern,
    { timezone: timeZone, protect: true, unref: true, catch: (error) => onError(error) },
    async () => {
      await job();
    },
  );
}

/** When `pattern` comes round next after `from`, read in `timeZone`; null if never. */
export function nextRun(pattern: string, timeZone: string, from: Date): Date | null {
  return new Cron(pattern, { timezone: timeZone }).nextRun(from);
}
