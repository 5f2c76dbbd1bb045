import type { Worker } from 'node:worker_threads';
import type { LeadKind } from '@shared/schemas/leads';
import type { DatabaseHandle } from '../db/connection';
import { resolveWorkerFile, startWorker } from '../db/worker-thread';
import { leadPage, type LeadPage, type LeadQuery } from './lead-query';

export interface LeadPageRequest {
  kind: LeadKind;
  query: LeadQuery;
  page: { limit: number; offset: number };
}

export type ToSearchWorker = { id: number } & LeadPageRequest;
export type FromSearchWorker =
  ({ id: number; ok: true } & LeadPage) | { id: number; ok: false; message: string; code?: string };

/** Finds the rowids and total of an inbox page; see createLeadSearch. */
export interface LeadSearch {
  page(request: LeadPageRequest): Promise<LeadPage>;
  close(): Promise<void>;
}

/** An SQLite error from the search thread, rebuilt here (message and code). */
export class LeadSearchError extends Error {
  constructor(
    message: string,
    readonly code?: string,
  ) {
    super(message);
  }
}

/**
 * The inbox's list queries (search words, status, days, attribution; the page's rowids and the
 * total) run in a worker thread on a read-only connection of their own, so none of them holds
 * the event loop: /healthz, sign-ins and the lead forms keep answering while an admin searches
 * 100,000 leads (docs/performance-log.md section 8). The plan of each is bounded (lead-query.ts),
 * and requests queue in the thread one after another. The main thread then reads the page's rows by
 * rowid, at most 100. An in-memory database (tests) cannot be shared with a thread: the same
 * function runs in-process there. The thread starts at the first search and is started again
 * after an unexpected exit.
 */
export function createLeadSearch(db: DatabaseHandle): LeadSearch {
  if (db.sqlite.memory) {
    return {
      page: async ({ kind, query, page }) => leadPage(db, kind, query, page),
      close: async () => {},
    };
  }
  const entry = resolveWorkerFile('lead-search-worker', 'repositories');
  const pending = new Map<number, { resolve(page: LeadPage): void; reject(e: Error): void }>();
  let nextId = 0;
  let thread: Worker | undefined;
  let closed = false;

  function failAll(error: Error): void {
    for (const p of pending.values()) p.reject(error);
    pending.clear();
  }

  function spawn(): Worker {
    const worker = startWorker(entry, { databasePath: db.sqlite.name });
    worker.unref(); // an idle search thread never keeps the process alive
    worker.on('message', (message: FromSearchWorker) => {
      const p = pending.get(message.id);
      if (!p) return;
      pending.delete(message.id);
      if (message.ok) {
        p.resolve({ rowids: message.rowids, total: message.total, unindexed: message.unindexed });
      } else p.reject(new LeadSearchError(message.message, message.code));
      if (pending.size === 0) worker.unref();
    });
    worker.on('error', (error) => failAll(error));
    worker.on('exit', (code) => {
      if (thread === worker) thread = undefined;
      failAll(new Error(`The inbox search thread exited (code ${code})`));
    });
    return worker;
  }

  return {
    page(request) {
      if (closed) return Promise.reject(new Error('The inbox search is closed'));
      thread ??= spawn();
      const worker = thread;
      return new Promise<LeadPage>((resolve, reject) => {
        const id = nextId++;
        pending.set(id, { resolve, reject });
        worker.ref();
        worker.postMessage({ id, ...request } satisfies ToSearchWorker);
      });
    },
    async close() {
      closed = true;
      const worker = thread;
      thread = undefined;
      if (worker) await worker.terminate();
    },
  };
}
