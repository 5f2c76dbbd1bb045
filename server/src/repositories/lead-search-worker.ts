/**
 * Worker thread entry of the inbox search (lead-search.ts): a read-only connection to the
 * database file, answering one page request after another with leadPage, the same function
 * that runs in-process for an in-memory database.
 */
import { parentPort, workerData } from 'node:worker_threads';
import { openReadOnlyDatabase } from '../db/connection';
import { leadPage } from './lead-query';
import type { FromSearchWorker, ToSearchWorker } from './lead-search';

if (!parentPort) throw new Error('lead-search-worker must run in a worker thread');
const port = parentPort;
const { databasePath } = workerData as { databasePath: string };
const db = openReadOnlyDatabase(databasePath);

port.on('message', ({ id, kind, query, page }: ToSearchWorker) => {
  let answer: FromSearchWorker;
  try {
    answer = { id, ok: true, ...leadPage(db, kind, query, page) };
  } catch (error) {
    answer = {
      id,
      ok: false,
      message: error instanceof Error ? error.message : String(error),
      code: (error as { code?: string } | null)?.code,
    };
  }
  port.postMessage(answer);
});
