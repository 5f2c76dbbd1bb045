/**
 * Worker thread entry of the lead writer (see worker-writer.ts): opens its own connection to the
 * database file with the same pragmas and runs the group-commit writer with the writer's batch
 * function (writer-batch.ts: the lead write-batch, where lead rows are still inserted in exactly
 * one place, and the page views), and the search index and the duplicate links between its
 * batches (lead-derived-work.ts).
 */
import { parentPort, workerData } from 'node:worker_threads';
import { defaultSearchIndexing, type SearchIndexing } from '../config/background-work';
import { closeDatabase, openDatabase } from './connection';
import { createGroupCommitWriter } from './group-commit-writer';
import { createLeadDerivedWork, scheduleDerivedWork } from './lead-derived-work';
import type { DuplicateRule } from './lead-duplicate-links';
import type { FromWorker, ToWorker, WorkerOutcome } from './worker-writer';
import { createWriterBatch, isViews, type WriterJob, type WriterResult } from './writer-batch';

if (!parentPort) throw new Error('lead-writer-worker must run in a worker thread');
const port = parentPort;

const {
  databasePath,
  searchIndexing = defaultSearchIndexing,
  duplicates,
} = workerData as {
  databasePath: string;
  searchIndexing?: SearchIndexing;
  duplicates: DuplicateRule;
};
const db = openDatabase(databasePath);
const writer = createGroupCommitWriter<WriterJob, WriterResult>({
  sqlite: db.sqlite,
  apply: createWriterBatch(db),
  deferred: (commitsWaiting) =>
    scheduleDerivedWork(
      createLeadDerivedWork(db.sqlite, duplicates),
      searchIndexing,
      commitsWaiting,
    ),
  background: isViews,
});

/** What of an error crosses to the main thread: its message and SQLite code. */
function describe(error: unknown): { message: string; code?: string } {
  return {
    message: error instanceof Error ? error.message : String(error),
    code: (error as { code?: string } | null)?.code,
  };
}

let outcomes: WorkerOutcome<WriterResult>[] = [];
let scheduled = false;
function post(outcome: WorkerOutcome<WriterResult>): void {
  outcomes.push(outcome);
  if (scheduled) return;
  scheduled = true;
  // The whole batch settles in one microtask run after its COMMIT: answer it in one message.
  queueMicrotask(() => {
    scheduled = false;
    const message: FromWorker<WriterResult> = { type: 'results', results: outcomes };
    outcomes = [];
    port.postMessage(message);
  });
}

port.on('message', (message: ToWorker<WriterJob>) => {
  if (message.type === 'close') {
    void writer.close().then(() => {
      closeDatabase(db);
      port.postMessage({ type: 'closed' } satisfies FromWorker<WriterResult>);
    });
    return;
  }
  if (message.type === 'settle') {
    const { id } = message;
    void writer.settle().then(
      () => port.postMessage({ type: 'settled', id } satisfies FromWorker<WriterResult>),
      (error: unknown) =>
        port.postMessage({
          type: 'settled',
          id,
          error: describe(error),
        } satisfies FromWorker<WriterResult>),
    );
    return;
  }
  message.jobs.forEach((job, i) => {
    const seq = message.first + i;
    writer.write(job).then(
      (value) => post({ seq, ok: true, value }),
      (error: unknown) => post({ seq, ok: false, ...describe(error) }),
    );
  });
});
