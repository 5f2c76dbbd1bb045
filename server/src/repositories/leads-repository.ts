import { randomUUID } from 'node:crypto';
import { count, desc, eq, sql } from 'drizzle-orm';
import type {
  ContactSubmission,
  LeadStatus,
  QuoteRequest,
  ServiceOption,
} from '@shared/schemas/leads';
import type { DatabaseHandle } from '../db/connection';
import { createGroupCommitWriter, type GroupCommitWriter } from '../db/group-commit-writer';
import { contactSubmissions, quoteRequests } from '../db/schema';

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

/** A queued insert: plain data, so the writer could run in a worker thread. */
export type LeadWriteJob =
  | { kind: 'contact'; id: string; at: string; values: NewContact }
  | { kind: 'quote'; id: string; at: string; values: NewQuote };

export interface Created {
  id: string;
  created_at: string;
}

export interface ListOptions {
  limit: number;
  offset: number;
  status?: LeadStatus | undefined;
}

export type LeadKind = 'contact' | 'quote';
type LeadRow<K extends LeadKind> = K extends 'contact' ? ContactSubmission : QuoteRequest;

const tables = { contact: contactSubmissions, quote: quoteRequests } as const;
// Newest first; rowid breaks ties between rows committed in the same millisecond.
const newestFirst = (kind: LeadKind) => [desc(tables[kind].created_at), desc(sql`rowid`)];

export function createLeadsRepository(db: DatabaseHandle, now: () => number) {
  const { orm } = db;

  const writer: GroupCommitWriter<LeadWriteJob, Created> = createGroupCommitWriter({
    sqlite: db.sqlite,
    apply(job) {
      const row = { id: job.id, ...job.values, created_at: job.at, updated_at: job.at };
      if (job.kind === 'contact')
        orm
          .insert(contactSubmissions)
          .values(row as never)
          .run();
      else
        orm
          .insert(quoteRequests)
          .values(row as never)
          .run();
      // The e-mail notification outbox row will be inserted here, in the same transaction.
      return { id: job.id, created_at: job.at };
    },
  });

  const stamp = () => new Date(now()).toISOString();

  function where(kind: LeadKind, status: LeadStatus | undefined) {
    return status ? eq(tables[kind].status, status) : undefined;
  }

  return {
    /** Resolves only after the row is committed (fsync'd) together with its batch. */
    createContact(values: NewContact): Promise<Created> {
      return writer.write({ kind: 'contact', id: randomUUID(), at: stamp(), values });
    },
    createQuote(values: NewQuote): Promise<Created> {
      return writer.write({ kind: 'quote', id: randomUUID(), at: stamp(), values });
    },

    list<K extends LeadKind>(
      kind: K,
      options: ListOptions,
    ): { items: LeadRow<K>[]; total: number } {
      const table = tables[kind];
      const filter = where(kind, options.status);
      const items = orm
        .select()
        .from(table as typeof contactSubmissions)
        .where(filter)
        .orderBy(...newestFirst(kind))
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

    /** All rows, newest first, for the CSV export. */
    iterate<K extends LeadKind>(kind: K, status?: LeadStatus): Iterable<LeadRow<K>> {
      return orm
        .select()
        .from(tables[kind] as typeof contactSubmissions)
        .where(where(kind, status))
        .orderBy(...newestFirst(kind))
        .all() as unknown as LeadRow<K>[];
    },

    setStatus<K extends LeadKind>(kind: K, id: string, status: LeadStatus): LeadRow<K> | undefined {
      const table = tables[kind] as typeof contactSubmissions;
      return orm
        .update(table)
        .set({ status, updated_at: stamp() })
        .where(eq(table.id, id))
        .returning()
        .get() as unknown as LeadRow<K> | undefined;
    },

    remove(kind: LeadKind, id: string): boolean {
      const table = tables[kind] as typeof contactSubmissions;
      return orm.delete(table).where(eq(table.id, id)).run().changes > 0;
    },

    /** Commits whatever is queued; called on shutdown before the database closes. */
    close: () => writer.close(),
  };
}

export type LeadsRepository = ReturnType<typeof createLeadsRepository>;
