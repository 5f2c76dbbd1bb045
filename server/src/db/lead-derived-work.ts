import type Database from 'better-sqlite3';
import type { SearchIndexing } from '../config/background-work';
import { YIELD_AT_MOST_MS, type DeferredWork } from './group-commit-writer';
import { createLeadDuplicateLinker, type DuplicateRule } from './lead-duplicate-links';
import { createLeadSearchIndexer } from './lead-search-index';

/** Work done a step at a time: each step is one short transaction; true while more is waiting. */
export interface Steps {
  step(): boolean;
}

/** Work whose step takes a size (leads per kind) and says whether more is waiting. */
export interface SizedSteps {
  step(limit: number): boolean;
}

/**
 * How long one step may hold the writer's thread: a lead batch that arrives during a step commits
 * only after it (one waiting before it goes first: scheduleDerivedWork). The size follows the time
 * each step took, down to a single lead, so a costly lead makes a short step, not a long one.
 */
export const STEP_BUDGET_MS = 2;
const MIN_STEP = 1;
const MAX_STEP = 1000;

/**
 * Runs several kinds of work a transaction per step, in turns, each step sized so that it takes
 * about STEP_BUDGET_MS: halved after a step that took more than twice that, doubled after one
 * that took less than half (between MIN_STEP and MAX_STEP leads in all). `clock` is in
 * milliseconds.
 */
export function createBudgetedSteps(
  works: readonly SizedSteps[],
  clock: () => number = () => performance.now(),
): Steps {
  let size = 200;
  /** The works with more waiting in this catch-up, in turn order. */
  const waiting: SizedSteps[] = [];
  function timed(work: SizedSteps): boolean {
    const started = clock();
    const more = work.step(size);
    const took = clock() - started;
    if (took > 2 * STEP_BUDGET_MS) size = Math.max(MIN_STEP, Math.floor(size / 2));
    else if (took < STEP_BUDGET_MS / 2 && more) size = Math.min(MAX_STEP, size * 2);
    return more;
  }

  /** A step of every work in this one call: what is left after it. */
  const pass = () => {
    for (const each of works) if (timed(each)) waiting.push(each);
    return waiting.length > 0;
  };

  return {
    step(): boolean {
      // A catch-up starts with one pass over every work: with nothing waiting it is done in this
      // call, and covers every commit made before it, as settle() promises.
      if (waiting.length === 0) return pass();
      const work = waiting.shift()!;
      if (timed(work)) waiting.push(work);
      if (waiting.length > 0) return true;
      // Nothing seems left; but a commit may have come in after a work had its last turn: one
      // more pass in this same call before saying so.
      return pass();
    },
  };
}

/**
 * What the lead writer derives from the leads it committed, off the durable write path: the
 * inbox's full-text index (lead-search-index.ts) and the duplicate links
 * (lead-duplicate-links.ts), a short transaction of one or the other per step.
 */
export function createLeadDerivedWork(sqlite: Database.Database, duplicates: DuplicateRule) {
  const steps = createBudgetedSteps([
    createLeadSearchIndexer(sqlite),
    createLeadDuplicateLinker(sqlite, duplicates),
  ]);
  return {
    step: () => steps.step(),
    /** Everything waiting, a step at a time (a seeded database, a test). */
    catchUp(): void {
      while (steps.step());
    },
  };
}

/**
 * When the lead writer does its derived work (docs/decisions/020, 041, 053). Commits come first:
 * while they keep coming (one within `idleMs`), no step runs, for on these machines a burst
 * leaves the writer no time to spare (every step is taken from the commits and the requests).
 * The work runs:
 * - in the pauses: once no lead has been committed for `idleMs`, steps run back to back, one per
 *   turn of the event loop, until it has caught up or a commit comes (then it waits for the
 *   next pause);
 * - at the bounds of its lag: once the oldest lead waiting for it was committed `maxWaitMs` ago,
 *   or `maxLeadsBehind` leads wait, steps run until it has caught up, commits or not;
 * - while someone waits for it (settle: a CSV export of a search, a test), likewise;
 * - at once at the start (what a stop or a crash left: the watermarks are in the same database,
 *   so nothing is lost), as in a pause.
 * A step of a few milliseconds (createBudgetedSteps) gives way to a lead batch waiting in its turn
 * (`commitsWaiting`), but never for more than YIELD_AT_MOST_MS, and not while someone waits:
 * then steps and commits take turns, a commit waiting for one short step at most.
 */
export function scheduleDerivedWork(
  work: Steps,
  { idleMs, maxWaitMs, maxLeadsBehind }: SearchIndexing,
  commitsWaiting: () => boolean = () => false,
  clock: () => number = Date.now,
): DeferredWork {
  interface Waiter {
    resolve: () => void;
    reject: (error: unknown) => void;
  }
  /** A step is due (setImmediate) or running: it includes every commit made before it. */
  let running = false;
  let waiters: Waiter[] = [];
  let stopped = false;
  /** When the last step ran (or the catch-up began): how long the steps have given way. */
  let lastStep = 0;
  /** When the last lead batch was committed. */
  let lastCommit = -Infinity;
  /** When the oldest commit not caught up with yet was made; null: caught up. */
  let oldestWaiting: number | null = null;
  /** Jobs committed since it was last caught up: how many leads wait, at most. */
  let behind = 0;
  /** The lag reached a bound: steps run until caught up, commits or not. */
  let overdue = false;
  let timer: NodeJS.Timeout | undefined;

  /** Arms the one timer for the next pause or the lag's bound, whichever comes first. */
  function arm(): void {
    if (timer || stopped || running || oldestWaiting === null) return;
    const due = Math.min(lastCommit + idleMs, oldestWaiting + maxWaitMs);
    timer = setTimeout(onTimer, Math.max(0, due - clock()));
    // Never keeps the process (or a test) alive on its own.
    timer.unref();
  }
  function onTimer(): void {
    timer = undefined;
    if (stopped || running || oldestWaiting === null) return;
    const now = clock();
    if (now - oldestWaiting >= maxWaitMs) overdue = true;
    if (overdue || now - lastCommit >= idleMs) start();
    else arm(); // commits came meanwhile: the pause is later
  }

  function start(): void {
    if (running || stopped) return;
    clearTimeout(timer);
    timer = undefined;
    running = true;
    lastStep = clock();
    setImmediate(step);
  }

  function step(): void {
    const now = clock();
    const pressed = waiters.length > 0 || overdue;
    if (!stopped && !pressed && now - lastCommit < idleMs) {
      // A burst began during the catch-up: the commits have the writer until its next pause.
      running = false;
      arm();
      return;
    }
    // The batches waiting in this turn commit first, unless someone waits for this work: then
    // steps and commits take turns, a commit waiting one step at most.
    const yieldNow = waiters.length === 0 && now - lastStep < YIELD_AT_MOST_MS;
    if (!stopped && yieldNow && commitsWaiting()) {
      setImmediate(step);
      return;
    }
    lastStep = now;
    const settling = waiters;
    waiters = [];
    if (stopped) {
      for (const w of settling) w.reject(new Error('The lead writer is closed'));
      return;
    }
    let more: boolean;
    try {
      more = work.step();
    } catch (error) {
      // Left for the next pause or search to try again; a search waiting gets the error.
      running = false;
      for (const w of settling) w.reject(error);
      arm();
      return;
    }
    if (more) {
      waiters = settling.concat(waiters);
      setImmediate(step);
      return;
    }
    // Caught up with every commit made before this step (the commits run on this same thread).
    running = false;
    overdue = false;
    oldestWaiting = null;
    behind = 0;
    for (const w of settling) w.resolve();
  }

  oldestWaiting = clock();
  start();
  return {
    committed(jobs) {
      if (stopped) return;
      lastCommit = clock();
      oldestWaiting ??= lastCommit;
      behind += jobs;
      if (behind < maxLeadsBehind) return arm();
      overdue = true;
      start();
    },
    settle() {
      if (stopped) return Promise.reject(new Error('The lead writer is closed'));
      return new Promise<void>((resolve, reject) => {
        waiters.push({ resolve, reject });
        start();
      });
    },
    stop() {
      stopped = true;
      clearTimeout(timer);
      timer = undefined;
      const settling = waiters;
      waiters = [];
      for (const w of settling) w.reject(new Error('The lead writer is closed'));
    },
  };
}
