import type { Created } from '@shared/schemas/leads';
import type { DatabaseHandle } from './connection';
import { createLeadWriteBatch, type LeadWriteJob } from './lead-write-batch';
import { createPageViewInsert, type PageViewsJob } from './page-view-batch';
import { createSpamCount, type SpamCountJob } from './spam-count-batch';

/**
 * What the lead writer commits: leads, the spam submissions counted and not stored, and the page
 * views gathered since the last flush.
 */
export type WriterJob = LeadWriteJob | SpamCountJob | PageViewsJob;
/** A lead's reference and time; for a counted spam submission, 1; for page views, how many. */
export type WriterResult = Created | { counted: 1 } | { views: number };

/**
 * Page views: no request waits on their commit, so the writer commits them after the leads
 * waiting, in transactions of their own (group-commit-writer.ts `background`).
 */
export const isViews = (job: WriterJob): job is PageViewsJob => job.kind === 'page_views';
const isCount = (job: WriterJob): job is SpamCountJob => job.kind === 'spam_not_stored';
const isLead = (job: WriterJob): job is LeadWriteJob => !isViews(job) && !isCount(job);

/**
 * The lead writer's batch function (group-commit-writer.ts `apply`): the leads of the batch go to
 * the lead write-batch, the one place lead rows are inserted, the counted spam and the page views
 * to their own statements, all in the batch's one transaction. A batch of leads only takes the
 * leads' path unchanged.
 */
export function createWriterBatch(
  db: DatabaseHandle,
): (jobs: readonly WriterJob[]) => WriterResult[] {
  const writeLeads = createLeadWriteBatch(db);
  const writeViews = createPageViewInsert(db.sqlite);
  const countSpam = createSpamCount(db.sqlite);
  return (jobs) => {
    if (jobs.every(isLead)) return writeLeads(jobs);
    const created = writeLeads(jobs.filter(isLead));
    countSpam(jobs.filter(isCount));
    let next = 0;
    return jobs.map((job): WriterResult => {
      if (isLead(job)) return created[next++]!;
      if (isCount(job)) return { counted: 1 };
      writeViews(job);
      return { views: job.views.length };
    });
  };
}
