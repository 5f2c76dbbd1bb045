import type { SearchIndexing } from '../config/background-work';
import type { DatabaseHandle } from '../db/connection';
import { createGroupCommitWriter, type GroupCommitWriter } from '../db/group-commit-writer';
import { createLeadDerivedWork, scheduleDerivedWork } from '../db/lead-derived-work';
import type { DuplicateRule } from '../db/lead-duplicate-links';
import { createWorkerWriter } from '../db/worker-writer';
import { createWriterBatch, isViews, type WriterJob, type WriterResult } from '../db/writer-batch';

export type LeadWriter = GroupCommitWriter<WriterJob, WriterResult>;

/**
 * The lead writer: the group commit of new leads (and of the page views gathered meanwhile,
 * decision 036). For a database file it runs in a worker thread with its own connection, so the
 * COMMIT's fsync does not block the event loop (docs/performance-log.md, section 1). In-memory
 * databases (tests) cannot be shared with a thread: the same writer runs in-process there.
 * Either way it indexes the new leads for the inbox search and links duplicates between its
 * batches (db/lead-derived-work.ts), and commits the page views after the leads waiting: the
 * leads' commits come first (decision 041).
 */
export function createLeadWriter(
  db: DatabaseHandle,
  searchIndexing: SearchIndexing,
  duplicates: DuplicateRule,
): LeadWriter {
  return db.sqlite.memory
    ? createGroupCommitWriter({
        sqlite: db.sqlite,
        apply: createWriterBatch(db),
        deferred: (commitsWaiting) =>
          scheduleDerivedWork(
            createLeadDerivedWork(db.sqlite, duplicates),
            searchIndexing,
            commitsWaiting,
          ),
        background: isViews,
      })
    : createWorkerWriter({
        workerName: 'lead-writer-worker',
        workerData: { databasePath: db.sqlite.name, searchIndexing, duplicates },
      });
}
