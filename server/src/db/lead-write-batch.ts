import { sql } from 'drizzle-orm';
import type { Created, LeadStatus, ServiceOption } from '@shared/schemas/leads';
import type { DatabaseHandle } from './connection';
import { contactSubmissions, notificationOutbox, quoteRequests } from './schema';

export interface NewContact {
  name: string;
  email: string;
  message: string;
  status: LeadStatus;
}

export interface NewQuote {
  name: string;
  company_name: string | null;
  email: string;
  phone: string | null;
  service_interest: ServiceOption;
  project_details: string;
  status: LeadStatus;
}

/**
 * A queued insert: plain data, so the writer could run in a worker thread. `notify` adds the
 * lead's e-mail notification to the outbox in the same transaction.
 */
export type LeadWriteJob =
  | { kind: 'contact'; id: string; at: string; notify: boolean; values: NewContact }
  | { kind: 'quote'; id: string; at: string; notify: boolean; values: NewQuote };

/**
 * The write-batch function: the single place where lead rows are inserted. It runs inside the
 * group commit's batch transaction, in the writer thread for a database
 * file (db/lead-writer-worker.ts) or in-process for an in-memory one, so it only sees plain-data
 * jobs and its own connection.
 */
export function createLeadWriteBatch(db: DatabaseHandle): (job: LeadWriteJob) => Created {
  const { orm } = db;
  // Prepared once: drizzle would otherwise build the SQL and prepare the statement on every
  // insert, a measurable share of a lead POST's CPU time (docs/performance.md).
  const p = (name: string) => sql.placeholder(name);
  const insertContact = orm
    .insert(contactSubmissions)
    .values({
      id: p('id'),
      name: p('name'),
      email: p('email'),
      message: p('message'),
      status: p('status'),
      created_at: p('at'),
      updated_at: p('at'),
    })
    .prepare();
  const insertQuote = orm
    .insert(quoteRequests)
    .values({
      id: p('id'),
      name: p('name'),
      company_name: p('company_name'),
      email: p('email'),
      phone: p('phone'),
      service_interest: p('service_interest'),
      project_details: p('project_details'),
      status: p('status'),
      created_at: p('at'),
      updated_at: p('at'),
    })
    .prepare();
  const insertOutbox = orm
    .insert(notificationOutbox)
    .values({
      lead_kind: p('kind'),
      lead_id: p('id'),
      next_attempt_at: p('at'),
      created_at: p('at'),
    })
    .prepare();

  return function applyLeadWrite(job: LeadWriteJob): Created {
    if (job.kind === 'contact') insertContact.run({ id: job.id, at: job.at, ...job.values });
    else insertQuote.run({ id: job.id, at: job.at, ...job.values });
    // Same transaction as the lead: both are stored or neither is.
    if (job.notify) insertOutbox.run({ kind: job.kind, id: job.id, at: job.at });
    return { id: job.id, created_at: job.at };
  };
}
