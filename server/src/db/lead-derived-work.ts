import type Database from 'better-sqlite3';
import type { SearchIndexing } from '../config/background-work';
import { createQuietTimer } from '../lib/quiet-timer';
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
 * When the lead writer does its derived work (docs/decisions/020, 041): `idleMs` after its last
 * commit, or at most `maxWaitMs` after the first lead waiting under sustained load, and at once
 * when a search or a test asks (settle). A catch-up runs as steps of a few milliseconds each
 * (createBudgetedSteps), one per turn of the event loop, and a step gives way while lead batches
 * wait to be committed (`commitsWaiting`): the commits come first, and a commit waits at most for
 * the rest of one short step that had already begun. Under a flood that never pauses, a step
 * still runs once per YIELD_AT_MOST_MS, and every turn while a settle() waits. The first
 * catch-up runs at once (the leads a stop or a crash left: the watermarks are in the same
 * database, so nothing is lost).
 */
export function scheduleDerivedWork(
  work: Steps,
  { idleMs, maxWaitMs }: SearchIndexing,
  commitsWaiting: () => boolean = () => false,
  clock: () => number = () => performance.now(),
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

  function step(): void {
    // The batches waiting in this turn commit first, unless someone waits for this work (a CSV
    // export of a search): then steps and commits take turns, a commit waiting one step at most.
    const yieldNow = waiters.length === 0 && clock() - lastStep < YIELD_AT_MOST_MS;
    if (!stopped && yieldNow && commitsWaiting()) {
      setImmediate(step);
      return;
    }
    lastStep = clock();
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
      // Left for the next commit or search to try again; a search waiting gets the error.
      running = false;
      for (const w of settling) w.reject(error);
      return;
    }
    if (more) {
      waiters = settling.concat(waiters);
      setImmediate(step);
      return;
    }
    running = false;
    for (const w of settling) w.resolve();
  }

  const quiet = createQuietTimer(catchUp, { quietMs: idleMs, maxWaitMs });
  function catchUp(): void {
    quiet.cancel();
    if (running || stopped) return;
    running = true;
    lastStep = clock();
    setImmediate(step);
  }

  catchUp();
  return {
    committed() {
      if (!stopped) quiet.poke();
    },
    settle() {
      if (stopped) return Promise.reject(new Error('The lead writer is closed'));
      return new Promise<void>((resolve, reject) => {
        waiters.push({ resolve, reject });
        catchUp();
      });
    },
    stop() {
      stopped = true;
      quiet.cancel();
      const settling = waiters;
      waiters = [];
      for (const w of settling) w.reject(new Error('The lead writer is closed'));
    },
  };
}
