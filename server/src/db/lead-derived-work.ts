import type Database from 'better-sqlite3';
import type { SearchIndexing } from '../config/app-config';
import { createQuietTimer } from '../lib/quiet-timer';
import type { DeferredWork } from './group-commit-writer';
import { createLeadDuplicateLinker, type DuplicateRule } from './lead-duplicate-links';
import { createLeadSearchIndexer } from './lead-search-index';

/** Work done a step at a time: each step is one short transaction; true while more is waiting. */
export interface Steps {
  step(): boolean;
}

/**
 * What the lead writer derives from the leads it committed, off the durable write path: the
 * inbox's full-text index (lead-search-index.ts) and the duplicate links
 * (lead-duplicate-links.ts). Each step does a step of both.
 */
export function createLeadDerivedWork(sqlite: Database.Database, duplicates: DuplicateRule) {
  const indexer = createLeadSearchIndexer(sqlite);
  const linker = createLeadDuplicateLinker(sqlite, duplicates);
  return {
    step(): boolean {
      const moreToIndex = indexer.step();
      const moreToLink = linker.step();
      return moreToIndex || moreToLink;
    },
    /** Everything waiting, a step at a time (a seeded database, a test). */
    catchUp(): void {
      while (this.step());
    },
  };
}

/**
 * When the lead writer does its derived work (docs/decisions/020): `idleMs` after its last
 * commit, or at most `maxWaitMs` after the first lead waiting under sustained load, and at once
 * when a search or a test asks (settle). A catch-up runs as steps of at most 1,000 leads of each
 * kind, one per turn of the event loop, so the lead batches queued meanwhile commit between two
 * steps: a commit waits for one step at most, never for a whole backlog. The first catch-up runs
 * at once (the leads a stop or a crash left: the watermarks are in the same database, so nothing
 * is lost).
 */
export function scheduleDerivedWork(
  work: Steps,
  { idleMs, maxWaitMs }: SearchIndexing,
): DeferredWork {
  interface Waiter {
    resolve: () => void;
    reject: (error: unknown) => void;
  }
  /** A step is due (setImmediate) or running: it includes every commit made before it. */
  let running = false;
  let waiters: Waiter[] = [];
  let stopped = false;

  function step(): void {
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
