import type { Worker } from 'node:worker_threads';
import { createSeqRing } from '../lib/seq-ring';
import type { GroupCommitWriter } from './group-commit-writer';
import { resolveWorkerFile, startWorker } from './worker-thread';

/**
 * The group-commit writer in a worker thread, for a database file: the main thread only queues
 * plain-data jobs and gets results back, so the COMMIT's fsync (synchronous=FULL) does not block
 * the event loop. The worker (db/lead-writer-worker.ts) runs the same createGroupCommitWriter on its
 * own connection; a result comes back only after its batch's COMMIT returned, so a resolved
 * promise still means "on disk". Jobs queued in one turn of this event loop travel in one message.
 * settle() asks the thread for its deferred work (the search index catching up) and resolves when
 * the thread answers, after that work's COMMIT.
 */

export type ToWorker<Job> =
  { type: 'jobs'; first: number; jobs: Job[] } | { type: 'settle'; id: number } | { type: 'close' };
export type FromWorker<Result> =
  | { type: 'results'; results: WorkerOutcome<Result>[] }
  | { type: 'settled'; id: number; error?: { message: string; code?: string } }
  | { type: 'closed' };
export type WorkerOutcome<Result> =
  | { seq: number; ok: true; value: Result }
  | { seq: number; ok: false; message: string; code?: string };

/** A worker thrown error, rebuilt on the main thread (message and SQLite code only). */
export class WorkerWriteError extends Error {
  constructor(
    message: string,
    readonly code?: string,
  ) {
    super(message);
  }
}

interface Pending<Result> {
  resolve: (value: Result) => void;
  reject: (reason: unknown) => void;
}

/** Unexpected thread exits tolerated within RESTART_WINDOW_MS before backing off. */
const MAX_RESTARTS = 5;
const RESTART_WINDOW_MS = 60_000;
/** After that many exits, how long writes are refused before a new thread is tried again. */
const RESTART_BACKOFF_MS = 5_000;

export function createWorkerWriter<Job, Result>(options: {
  workerName: string;
  workerData: unknown;
  /** Called with each thread started (tests use it to kill one). */
  onSpawn?: (thread: Worker) => void;
  /** Pause before a new thread after MAX_RESTARTS quick exits (tests shorten it). */
  restartBackoffMs?: number;
}): GroupCommitWriter<Job, Result> {
  const entry = resolveWorkerFile(options.workerName);
  // The writes waiting for their commit, by sequence number: a ring, not a Map (seq-ring.ts).
  const pending = createSeqRing<Pending<Result>>();
  // settle() calls waiting for the thread's answer, by id.
  const settling = new Map<number, Pending<void>>();
  let nextSettle = 0;
  let queued: Job[] = [];
  let firstQueued = 0;
  let nextSeq = 0;
  let scheduled = false;
  let closed = false;
  let closing: Promise<void> | undefined;
  let onClosed: (() => void) | undefined;
  // Set while no thread runs because threads kept dying: writes fail at once until it fires.
  let backoff: NodeJS.Timeout | undefined;

  function spawn(): Worker {
    const thread = startWorker(entry, options.workerData);
    // Does not keep the process alive on its own; pending writes hold a ref (see write()).
    thread.unref();
    thread.on('message', onMessage);
    thread.on('error', (error) => failAll(error));
    thread.on('exit', (code) => onExit(code));
    options.onSpawn?.(thread);
    return thread;
  }

  function failAll(error: unknown): void {
    for (const p of [...pending.takeAll(), ...settling.values()]) p.reject(error);
    settling.clear();
    worker.unref();
  }

  function onMessage(message: FromWorker<Result>): void {
    if (message.type === 'closed') {
      onClosed?.();
      return;
    }
    if (message.type === 'settled') {
      const { id, error } = message;
      const p = settling.get(id);
      settling.delete(id);
      if (error) p?.reject(new WorkerWriteError(error.message, error.code));
      else p?.resolve();
    } else {
      for (const outcome of message.results) {
        const p = pending.take(outcome.seq);
        if (!p) continue;
        if (outcome.ok) p.resolve(outcome.value);
        else p.reject(new WorkerWriteError(outcome.message, outcome.code));
      }
    }
    if (pending.size === 0 && settling.size === 0) worker.unref();
  }

  // The jobs in flight in a thread that died were never acknowledged: they fail (the visitor
  // gets an error and may retry). Later writes must not fail forever, so an unexpected exit
  // starts a new thread. If threads keep dying (say the disk is failing), writes are refused
  // for a pause and then a new thread is tried again, never given up for good.
  const recentRestarts: number[] = [];
  function onExit(code: number): void {
    queued = []; // their promises are rejected just below; never send them to the next thread
    failAll(new Error(`The database writer thread exited (code ${code})`));
    if (closing) {
      closed = true;
      onClosed?.();
      return;
    }
    const now = Date.now();
    while (recentRestarts.length > 0 && now - recentRestarts[0]! > RESTART_WINDOW_MS) {
      recentRestarts.shift();
    }
    if (recentRestarts.length >= MAX_RESTARTS) {
      backoff = setTimeout(() => {
        backoff = undefined;
        recentRestarts.length = 0;
        worker = spawn();
      }, options.restartBackoffMs ?? RESTART_BACKOFF_MS);
      backoff.unref();
      return;
    }
    recentRestarts.push(now);
    worker = spawn();
  }

  let worker = spawn();

  function send(): void {
    scheduled = false;
    if (queued.length === 0) return;
    const message: ToWorker<Job> = { type: 'jobs', first: firstQueued, jobs: queued };
    queued = [];
    worker.postMessage(message);
  }

  return {
    write(job) {
      if (closed) return Promise.reject(new Error('The writer is closed'));
      if (backoff) {
        return Promise.reject(
          new Error('The database writer thread keeps exiting; a new one starts shortly'),
        );
      }
      return new Promise<Result>((resolve, reject) => {
        const seq = nextSeq++;
        if (queued.length === 0) firstQueued = seq;
        queued.push(job);
        pending.put(seq, { resolve, reject });
        worker.ref();
        if (!scheduled) {
          scheduled = true;
          // Everything queued in this turn of the event loop goes in one message.
          setImmediate(send);
        }
      });
    },
    settle() {
      if (closed) return Promise.reject(new Error('The writer is closed'));
      if (backoff) {
        return Promise.reject(
          new Error('The database writer thread keeps exiting; a new one starts shortly'),
        );
      }
      return new Promise<void>((resolve, reject) => {
        const id = nextSettle++;
        settling.set(id, { resolve, reject });
        worker.ref();
        worker.postMessage({ type: 'settle', id } satisfies ToWorker<Job>);
      });
    },
    close() {
      closing ??= new Promise<void>((done) => {
        if (backoff) {
          // No thread runs, and nothing is pending (writes were refused): nothing to commit.
          clearTimeout(backoff);
          backoff = undefined;
          closed = true;
          return done();
        }
        if (closed && pending.size === 0) return done();
        closed = true;
        send();
        onClosed = () => {
          void worker.terminate().then(() => done());
        };
        worker.ref();
        worker.postMessage({ type: 'close' } satisfies ToWorker<Job>);
      });
      return closing;
    },
  };
}
