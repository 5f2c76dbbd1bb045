import type { Created } from '@shared/schemas/leads';
import type { DatabaseHandle } from './connection';
import { createLeadWriteBatch, type LeadWriteJob } from './lead-write-batch';
import { createPageViewInsert, type PageViewsJob } from './page-view-batch';

/** What the lead writer commits: leads, and the page views gathered since the last flush. */
export type WriterJob = LeadWriteJob | PageViewsJob;
/** A lead's reference and time; for page views, how many were stored. */
export type WriterResult = Created | { views: number };

/**
 * Page views: no request waits on their commit, so the writer commits them after the leads
 * waiting, in transactions of their own (group-commit-writer.ts `background`).
 */
export const isViews = (job: WriterJob): job is PageViewsJob => job.kind === 'page_views';

/**
 * The lead writer's batch function (group-commit-writer.ts `apply`): the leads of the batch go to
 * the lead write-batch, the one place lead rows are inserted, and page views to their insert,
 * all in the batch's one transaction. A batch of leads only takes the leads' path unchanged.
 */
export function createWriterBatch(
  db: DatabaseHandle,
): (jobs: readonly WriterJob[]) => WriterResult[] {
  const writeLeads = createLeadWriteBatch(db);
  const writeViews = createPageViewInsert(db.sqlite);
  return (jobs) => {
    if (!jobs.some(isViews)) return writeLeads(jobs as readonly LeadWriteJob[]);
    const created = writeLeads(jobs.filter((job): job is LeadWriteJob => !isViews(job)));
    let next = 0;
    return jobs.map((job) => {
      if (!isViews(job)) return created[next++]!;
      writeViews(job);
      return { views: job.views.length };
    });
  };
}
