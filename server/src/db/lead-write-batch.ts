import { sql } from 'drizzle-orm';
import type {
  Attribution,
  Created,
  LeadStatus,
  NotificationChannel,
  ServiceOption,
  SpamReason,
} from '@shared/schemas/leads';
import type { DatabaseHandle } from './connection';
import { contactSubmissions, notificationOutbox, quoteRequests } from './schema';

/** What every new lead carries besides its form fields. */
export interface NewLeadMeta extends Attribution {
  status: LeadStatus;
  spam_reason: SpamReason | null;
}

export interface NewContact extends NewLeadMeta {
  name: string;
  email: string;
  message: string;
}

export interface NewQuote extends NewLeadMeta {
  name: string;
  company_name: string | null;
  email: string;
  phone: string | null;
  service_interest: ServiceOption;
  project_details: string;
}

/**
 * A queued insert: plain data, so the writer could run in a worker thread. `channels` adds one
 * outbox row per notification channel in the same transaction.
 */
export type LeadWriteJob =
  | { kind: 'contact'; id: string; at: string; channels: NotificationChannel[]; values: NewContact }
  | { kind: 'quote'; id: string; at: string; channels: NotificationChannel[]; values: NewQuote };

const attributionColumns = (values: Attribution) => ({
  source_page: values.source_page,
  referrer_domain: values.referrer_domain,
  utm_source: values.utm_source,
  utm_medium: values.utm_medium,
  utm_campaign: values.utm_campaign,
});

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
  const attributionPlaceholders = () => ({
    source_page: p('source_page'),
    referrer_domain: p('referrer_domain'),
    utm_source: p('utm_source'),
    utm_medium: p('utm_medium'),
    utm_campaign: p('utm_campaign'),
  });
  const insertContact = orm
    .insert(contactSubmissions)
    .values({
      id: p('id'),
      name: p('name'),
      email: p('email'),
      message: p('message'),
      status: p('status'),
      spam_reason: p('spam_reason'),
      ...attributionPlaceholders(),
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
      spam_reason: p('spam_reason'),
      ...attributionPlaceholders(),
      created_at: p('at'),
      updated_at: p('at'),
    })
    .prepare();
  const insertOutbox = orm
    .insert(notificationOutbox)
    .values({
      lead_kind: p('kind'),
      lead_id: p('id'),
      channel: p('channel'),
      next_attempt_at: p('at'),
      created_at: p('at'),
    })
    .prepare();

  return function applyLeadWrite(job: LeadWriteJob): Created {
    const values = { ...job.values, ...attributionColumns(job.values), id: job.id, at: job.at };
    if (job.kind === 'contact') insertContact.run(values);
    else insertQuote.run(values);
    // Same transaction as the lead: all are stored or none is.
    for (const channel of job.channels) {
      insertOutbox.run({ kind: job.kind, id: job.id, channel, at: job.at });
    }
    return { id: job.id, created_at: job.at };
  };
}
