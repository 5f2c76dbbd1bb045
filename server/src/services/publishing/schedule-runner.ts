import type { Cron } from 'croner';
import type { Published } from '@shared/site-content/api-schemas';
import { ApiError } from '../../lib/api-error';
import { scheduleJob } from '../../lib/schedule';
import type {
  PublishSchedulesRepository,
  ScheduleRow,
} from '../../repositories/publish-schedules-repository';
import type { ScheduleTarget } from './schedule-target';

/** The sweep: every minute, whatever the timer did (a clock change, a long sleep). */
const SWEEP = '* * * * *';
/** setTimeout's longest delay is 2^31-1 ms (24.8 days); the sweep covers anything later. */
const LONGEST_TIMER = 24 * 24 * 3_600_000;

export const STOPPED_MID_RUN =
  'The server stopped while this schedule was being published. Check the version history: if ' +
  'the version is not live, schedule it again.';

export interface ScheduleOutcome {
  row: ScheduleRow;
  published: Published | null;
}

export interface ScheduleRunner {
  /** Publishes every schedule due now (by `now()`), each once; what ran, soonest first. */
  runDue(): Promise<ScheduleOutcome[]>;
  /** At start: settles runs cut short, runs what was missed, then the timer and the sweep. */
  start(): Promise<void>;
  /** Sets the timer to the soonest schedule again (one was added or cancelled). */
  rearm(): void;
  stop(): Promise<void>;
}

export interface ScheduleRunnerOptions {
  repo: PublishSchedulesRepository;
  target: ScheduleTarget;
  now: () => number;
  timeZone: string;
  /** Each schedule that ran (published or failed): audit and mail. Never throws. */
  onRan: (outcome: ScheduleOutcome) => void;
  onError: (error: unknown) => void;
}

/** Why a publish failed, in the words its API error would have used. */
const reasonOf = (error: unknown) =>
  error instanceof ApiError
    ? error.message
    : 'The publish failed on an unexpected error (see the server log); nothing was published.';

/**
 * Publishes schedules when they are due, in the server's own process: a timer to the soonest
 * one, a sweep every minute, and a pass at start for what was missed while the server was down.
 * Each run claims its row (scheduled -> publishing) in one UPDATE, so a timer and a sweep, or two
 * servers on one database, never publish a schedule twice. Due means `publish_at <= now()`, read
 * when the run looks: a clock moved back publishes nothing early, one moved forward skips nothing.
 */
export function createScheduleRunner(options: ScheduleRunnerOptions): ScheduleRunner {
  const { repo, target, now, timeZone, onRan, onError } = options;
  let timer: NodeJS.Timeout | undefined;
  let sweep: Cron | undefined;
  let stopped = true;
  const inFlight = new Set<Promise<unknown>>();
  const iso = () => new Date(now()).toISOString();

  async function publish(row: ScheduleRow): Promise<Published> {
    const check = target.checkTarget(row.version);
    if (!check.ok) throw new ApiError(check.status, check.error, check.message);
    if (!row.created_by || !row.created_by_email) {
      throw new ApiError(
        409,
        'scheduler_gone',
        'The account that scheduled this no longer exists; nothing was published.',
      );
    }
    return target.publishTarget(row.version, { id: row.created_by, email: row.created_by_email });
  }

  async function runOne(row: ScheduleRow): Promise<ScheduleOutcome | null> {
    if (!repo.claim(row.id, iso())) return null; // another run has it
    let outcome: ScheduleOutcome;
    try {
      const published = await publish(row);
      outcome = { row: repo.published(row.id, iso(), published.version) ?? row, published };
    } catch (error) {
      if (!(error instanceof ApiError)) onError(error);
      outcome = { row: repo.failed(row.id, iso(), reasonOf(error)) ?? row, published: null };
    }
    onRan(outcome);
    return outcome;
  }

  async function runDue(): Promise<ScheduleOutcome[]> {
    const ran: ScheduleOutcome[] = [];
    // One after the other, soonest first: each goes live on top of the one before.
    for (const row of repo.due(iso())) {
      const outcome = await runOne(row);
      if (outcome) ran.push(outcome);
    }
    return ran;
  }

  /** runDue, tracked so stop() waits for it, its errors to onError. */
  function pass(): Promise<unknown> {
    const run = runDue()
      .catch(onError)
      .finally(() => {
        inFlight.delete(run);
        rearm();
      });
    inFlight.add(run);
    return run;
  }

  function rearm(): void {
    clearTimeout(timer);
    timer = undefined;
    const next = stopped ? null : repo.nextDue();
    if (!next) return;
    // Fired early (the clock was moved back meanwhile), the pass finds nothing due and sets the
    // timer again.
    const delay = Math.min(Math.max(Date.parse(next) - now(), 0), LONGEST_TIMER);
    timer = setTimeout(() => void pass(), delay);
    timer.unref();
  }

  return {
    runDue,
    rearm,
    async start() {
      stopped = false;
      for (const row of repo.claimed()) {
        const failed = repo.failed(row.id, iso(), STOPPED_MID_RUN);
        if (failed) onRan({ row: failed, published: null });
      }
      await pass();
      // Stopped while that pass ran (a server closed as it started): no sweep outlives it.
      if (stopped) return;
      sweep = scheduleJob(SWEEP, timeZone, pass, onError);
    },
    async stop() {
      stopped = true;
      sweep?.stop();
      clearTimeout(timer);
      while (inFlight.size > 0) await Promise.all([...inFlight]);
    },
  };
}
