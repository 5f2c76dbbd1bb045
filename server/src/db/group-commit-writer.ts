import type Database from 'better-sqlite3';
import { withoutFsync } from './connection';

/**
 * Group commit: writes that arrive while the event loop is busy are queued and committed together
 * in ONE transaction, so N concurrent requests cost one fsync instead of N (synchronous=FULL makes
 * every commit an fsync). Each caller's promise settles only after that commit has returned, so a
 * resolved promise always means "on disk". See docs/decisions/002-sqlite-durability.md.
 *
 * Jobs are plain data and `apply` is the only code that touches the database, so the writer runs
 * in a worker thread without changing its callers (worker-writer.ts). `apply` runs inside the
 * batch transaction with the whole batch: it may write several rows per job (e.g. a lead and an
 * outbox row for its e-mail notification) that commit or fail together.
 */
/**
 * How long work that no answer waits for (background jobs; deferred work once it is due, see
 * lead-derived-work.ts) gives way to waiting commits at most: under a flood that never pauses it
 * still gets a step this often, so its backlog and memory stay bounded, while commits wait for
 * it at most one short step per this long (docs/decisions/041).
 */
export const YIELD_AT_MOST_MS = 100;

/**
 * Work the writer does after its commits, off the durable write path (the lead writer: the
 * search index and the duplicate links, db/lead-derived-work.ts). It runs on the writer's
 * connection, between batches, in the pauses of the commits; a step gives way to a batch waiting
 * (`commitsWaiting`) for YIELD_AT_MOST_MS at most.
 */
export interface DeferredWork {
  /** A batch of `jobs` leads (or counted spam) was committed. */
  committed(jobs: number): void;
  /** Does everything the commits so far left to do; resolves once that is committed. */
  settle(): Promise<void>;
  /** No more runs; a settle still waiting is rejected. */
  stop(): void;
}

export interface GroupCommitWriterOptions<Job, Result> {
  sqlite: Database.Database;
  /**
   * Runs inside the batch transaction with every job of the batch (in order) and returns each
   * job's result in the same order. Writing a batch with one statement per table rather than
   * one per job is what makes it cheap (lead-write-batch.ts). If it throws, the batch is tried
   * again one job at a time, so a failing job rejects only itself.
   */
  apply: (jobs: readonly Job[]) => Result[];
  /** Runs inside the transaction after all jobs, before COMMIT (e.g. one outbox wake-up row). */
  beforeCommit?: (jobs: readonly Job[]) => void;
  /** Upper bound on jobs per transaction, to bound latency under a flood. */
  maxBatchSize?: number;
  /** Called after each successful commit; used by tests and metrics. */
  onCommit?: (batchSize: number) => void;
  /**
   * Told after each successful commit; stopped by close(). Made with a function that says
   * whether jobs wait to be committed, so that its steps give way to them.
   */
  deferred?: (commitsWaiting: () => boolean) => DeferredWork;
  /**
   * Jobs no request waits on (the page views): each is committed in a transaction of its own,
   * without an fsync (lost whole on a power cut, like derived data), when no other job waits,
   * or once it has given way for YIELD_AT_MOST_MS. The others' commits come first.
   */
  background?: (job: Job) => boolean;
}

export interface GroupCommitWriter<Job, Result> {
  write(job: Job): Promise<Result>;
  /**
   * Does the deferred work every commit so far left (the search index catches up); resolves
   * once that is committed. At once without deferred work.
   */
  settle(): Promise<void>;
  /** Commits everything queued, stops the deferred work, then refuses new jobs. */
  close(): Promise<void>;
}

interface Pending<Job, Result> {
  job: Job;
  resolve: (value: Result) => void;
  reject: (reason: unknown) => void;
}

type Outcome<Result> = { ok: true; value: Result } | { ok: false; error: unknown };

export function createGroupCommitWriter<Job, Result>(
  options: GroupCommitWriterOptions<Job, Result>,
): GroupCommitWriter<Job, Result> {
  const { sqlite, apply, beforeCommit, onCommit, background } = options;
  const maxBatchSize = options.maxBatchSize ?? 256;
  let queue: Pending<Job, Result>[] = [];
  /** Background jobs, oldest first, and since when the oldest has given way. */
  let later: Pending<Job, Result>[] = [];
  let laterSince = 0;
  let scheduled = false;
  let laterScheduled = false;
  let closed = false;
  const deferred = options.deferred?.(() => queue.length > 0);

  // The batch runs as one `apply` without savepoints (a SAVEPOINT and a RELEASE per job are a
  // measurable share of the writer's time, docs/performance-log.md, section 1). If it throws,
  // that attempt is rolled back whole and the batch runs again one job at a time, each in a
  // savepoint: the failing job is rolled back alone and the rest of the batch still commits, as
  // before.
  const attempt = (jobs: readonly Job[]): Outcome<Result>[] => {
    const values = apply(jobs);
    beforeCommit?.(jobs);
    return values.map((value): Outcome<Result> => ({ ok: true, value }));
  };
  const applyOne = sqlite.transaction((job: Job) => apply([job])[0] as Result);
  const attemptWithSavepoints = (jobs: readonly Job[]): Outcome<Result>[] => {
    const outcomes = jobs.map((job): Outcome<Result> => {
      try {
        return { ok: true, value: applyOne(job) };
      } catch (error) {
        return { ok: false, error };
      }
    });
    beforeCommit?.(jobs.filter((_, i) => outcomes[i]?.ok));
    return outcomes;
  };
  const runBatch = sqlite.transaction(attempt);
  const runBatchWithSavepoints = sqlite.transaction(attemptWithSavepoints);

  /**
   * Commits one batch in one transaction and settles its jobs' promises; the deferred work is
   * told of it unless it is a background job's.
   */
  function commit(batch: Pending<Job, Result>[], { foreground = true } = {}): void {
    let outcomes: Outcome<Result>[];
    try {
      // BEGIN IMMEDIATE: take the write lock up front instead of failing mid-batch.
      const jobs = batch.map((p) => p.job);
      try {
        outcomes = runBatch.immediate(jobs);
      } catch {
        // Rolled back: find the failing job(s) with a savepoint each (see above).
        outcomes = runBatchWithSavepoints.immediate(jobs);
      }
    } catch (error) {
      // The transaction (or its COMMIT) failed: nothing of this batch is stored.
      for (const p of batch) p.reject(error);
      return;
    }
    onCommit?.(batch.length);
    if (foreground) deferred?.committed(batch.length);
    batch.forEach((p, i) => {
      const outcome = outcomes[i];
      if (outcome?.ok) p.resolve(outcome.value);
      else p.reject(outcome?.error);
    });
  }

  function flush(): void {
    scheduled = false;
    while (queue.length > 0) {
      const batch = queue.slice(0, maxBatchSize);
      queue = queue.slice(batch.length);
      commit(batch);
    }
  }

  /** One background job per turn of the event loop, after the commits waiting in it. */
  function flushLater(): void {
    laterScheduled = false;
    if (later.length === 0) return;
    if (queue.length > 0 && performance.now() - laterSince < YIELD_AT_MOST_MS) {
      return scheduleLater();
    }
    const [first, ...rest] = later;
    later = rest;
    laterSince = performance.now();
    withoutFsync(sqlite, () => commit([first!], { foreground: false }));
    if (later.length > 0) scheduleLater();
  }

  function scheduleLater(): void {
    if (laterScheduled) return;
    laterScheduled = true;
    setImmediate(flushLater);
  }

  function schedule(): void {
    if (scheduled) return;
    scheduled = true;
    // setImmediate runs after the current poll phase, so every request parsed in this turn of
    // the event loop joins the same batch.
    setImmediate(flush);
  }

  return {
    write(job) {
      if (closed) return Promise.reject(new Error('The writer is closed'));
      return new Promise<Result>((resolve, reject) => {
        if (background?.(job)) {
          if (later.length === 0) laterSince = performance.now();
          later.push({ job, resolve, reject });
          scheduleLater();
          return;
        }
        queue.push({ job, resolve, reject });
        schedule();
      });
    },
    settle() {
      return deferred ? deferred.settle() : Promise.resolve();
    },
    async close() {
      closed = true;
      if (queue.length > 0) flush();
      for (const p of later.splice(0)) {
        withoutFsync(sqlite, () => commit([p], { foreground: false }));
      }
      deferred?.stop();
    },
  };
}
