import { and, count, eq, getTableColumns, inArray, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/sqlite-core';
import type {
  Attribution,
  ContactSubmission,
  LeadStatus,
  NotificationChannel,
  QuoteRequest,
  ServiceOption,
  SpamReason,
} from '@shared/schemas/leads';
import type { DatabaseHandle } from '../db/connection';
import { createGroupCommitWriter, type GroupCommitWriter } from '../db/group-commit-writer';
import { createWorkerWriter } from '../db/worker-writer';
import { contactSubmissions, notificationOutbox, quoteRequests } from '../db/schema';
import { createUuidV7Generator } from '../services/uuidv7';
import {
  leadTables as tables,
  leadWhere,
  searchPage,
  type LeadKind,
  type LeadQuery,
} from './lead-query';

export type { LeadKind, LeadQuery };

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

export interface LeadsRepositoryOptions {
  /** The configured notification channels: every new lead that is not spam gets a row each. */
  channels: NotificationChannel[];
}

export interface Created {
  id: string;
  created_at: string;
}

export interface ListOptions extends LeadQuery {
  limit: number;
  offset: number;
}

type LeadRow<K extends LeadKind> = K extends 'contact' ? ContactSubmission : QuoteRequest;

// Newest first; rowid breaks ties between rows committed in the same millisecond.
// Qualified rowid: the list queries join the outbox, which has its own.
const newestFirst = (kind: LeadKind) =>
  sql`${tables[kind].created_at} DESC, ${tables[kind]}.rowid DESC`;

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

export function createLeadsRepository(
  db: DatabaseHandle,
  now: () => number,
  options: LeadsRepositoryOptions = { channels: [] },
) {
  const { orm } = db;
  // Told after a commit that added outbox rows, so the worker sends at once instead of polling.
  const notificationListeners = new Set<() => void>();

  // A database file: the writer runs in a worker thread with its own connection, so the COMMIT's
  // fsync does not block the event loop (docs/performance.md). In-memory databases (tests) cannot
  // be shared with a thread: the same writer runs in-process there.
  const writer: GroupCommitWriter<LeadWriteJob, Created> = db.sqlite.memory
    ? createGroupCommitWriter({ sqlite: db.sqlite, apply: createLeadWriteBatch(db) })
    : createWorkerWriter({
        workerName: 'lead-writer-worker',
        workerData: { databasePath: db.sqlite.name },
      });

  const stamp = () => new Date(now()).toISOString();
  // Time-ordered ids: the primary-key index grows at its right edge instead of at random pages.
  const newId = createUuidV7Generator(now);

  /** Spam leads are stored but never sent anywhere. */
  const channelsFor = (values: { status: LeadStatus }) =>
    values.status === 'spam' ? [] : options.channels;

  async function write(job: LeadWriteJob): Promise<Created> {
    const created = await writer.write(job);
    if (job.channels.length > 0) for (const listener of notificationListeners) listener();
    return created;
  }

  const mail = alias(notificationOutbox, 'mail_outbox');
  const hook = alias(notificationOutbox, 'webhook_outbox');

  /**
   * The lead's columns plus the delivery status of its e-mail and its webhook (null without an
   * outbox row). The outbox has a unique index on (lead_kind, lead_id, channel), so neither join
   * ever repeats a lead.
   */
  function selectWithNotification(kind: LeadKind) {
    const table = tables[kind] as typeof contactSubmissions;
    const rowOf = (o: { lead_kind: typeof mail.lead_kind; lead_id: typeof mail.lead_id }) =>
      and(eq(o.lead_kind, kind), eq(o.lead_id, table.id));
    return orm
      .select({
        ...getTableColumns(table),
        notification_status: mail.status,
        webhook_status: hook.status,
      })
      .from(table)
      .leftJoin(mail, and(rowOf(mail), eq(mail.channel, 'email')))
      .leftJoin(hook, and(rowOf(hook as unknown as typeof mail), eq(hook.channel, 'webhook')));
  }

  function get<K extends LeadKind>(kind: K, id: string): LeadRow<K> | undefined {
    const table = tables[kind] as typeof contactSubmissions;
    return selectWithNotification(kind).where(eq(table.id, id)).get() as unknown as
      LeadRow<K> | undefined;
  }

  return {
    /** Resolves only after the row is committed (fsync'd) together with its batch. */
    createContact(values: NewContact): Promise<Created> {
      const channels = channelsFor(values);
      return write({ kind: 'contact', id: newId(), at: stamp(), channels, values });
    },
    createQuote(values: NewQuote): Promise<Created> {
      const channels = channelsFor(values);
      return write({ kind: 'quote', id: newId(), at: stamp(), channels, values });
    },

    /** Calls `listener` after each commit that queued at least one notification. */
    onNotificationQueued(listener: () => void): void {
      notificationListeners.add(listener);
    },

    get,

    list<K extends LeadKind>(
      kind: K,
      options: ListOptions,
    ): { items: LeadRow<K>[]; total: number } {
      const table = tables[kind];
      if (options.search !== undefined) {
        const { limit, offset, ...query } = options;
        const { rowids, total } = searchPage(
          db,
          kind,
          { ...query, search: options.search },
          {
            limit,
            offset,
          },
        );
        const rowid = sql<number>`${table}.rowid`;
        const items =
          rowids.length === 0
            ? []
            : (selectWithNotification(kind)
                .where(inArray(rowid, rowids))
                .orderBy(sql`${rowid} DESC`)
                .all() as unknown as LeadRow<K>[]);
        return { items, total };
      }
      const filter = leadWhere(kind, options);
      const items = selectWithNotification(kind)
        .where(filter)
        .orderBy(newestFirst(kind))
        .limit(options.limit)
        .offset(options.offset)
        .all() as unknown as LeadRow<K>[];
      const total = orm
        .select({ n: count() })
        .from(table as typeof contactSubmissions)
        .where(filter)
        .get();
      return { items, total: total?.n ?? 0 };
    },

    /** All rows the query covers, newest first, for the CSV export. */
    iterate<K extends LeadKind>(kind: K, query: LeadQuery = {}): Iterable<LeadRow<K>> {
      return selectWithNotification(kind)
        .where(leadWhere(kind, query))
        .orderBy(newestFirst(kind))
        .all() as unknown as LeadRow<K>[];
    },

    setStatus<K extends LeadKind>(kind: K, id: string, status: LeadStatus): LeadRow<K> | undefined {
      const table = tables[kind] as typeof contactSubmissions;
      const changed = orm
        .update(table)
        .set({ status, updated_at: stamp() })
        .where(eq(table.id, id))
        .run().changes;
      return changed > 0 ? get(kind, id) : undefined;
    },

    /** Deletes the lead and its notifications together (the outbox has no foreign key). */
    remove(kind: LeadKind, id: string): boolean {
      const table = tables[kind] as typeof contactSubmissions;
      return db.sqlite.transaction(() => {
        orm
          .delete(notificationOutbox)
          .where(and(eq(notificationOutbox.lead_kind, kind), eq(notificationOutbox.lead_id, id)))
          .run();
        return orm.delete(table).where(eq(table.id, id)).run().changes > 0;
      })();
    },

    /** Commits whatever is queued; called on shutdown before the database closes. */
    close: () => writer.close(),
  };
}

export type LeadsRepository = ReturnType<typeof createLeadsRepository>;
