import type { SQLiteTable } from 'drizzle-orm/sqlite-core';
import type { LeadKind } from '@shared/lead-kinds';
import { contactSubmissions, jobApplications, quoteRequests } from './schema';

/**
 * How each kind of lead is stored: its table, its full-text index (external-content FTS5 over
 * the table, docs/decisions/011; its columns are read from its definition) and the columns its
 * public form fills, which the lead writer binds from a new lead's values. Every other column
 * (reference, status, stage, attribution, times) is the same in every lead table.
 */
export const LEAD_STORAGE = {
  contact: {
    table: contactSubmissions,
    searchIndex: 'contact_submissions_fts',
    fields: ['name', 'email', 'message'],
  },
  quote: {
    table: quoteRequests,
    searchIndex: 'quote_requests_fts',
    fields: ['name', 'company_name', 'email', 'phone', 'service_interest', 'project_details'],
  },
  application: {
    table: jobApplications,
    searchIndex: 'job_applications_fts',
    fields: ['name', 'email', 'phone', 'opening_id', 'opening_title', 'cover_letter'],
  },
} as const satisfies Record<
  LeadKind,
  { table: SQLiteTable; searchIndex: string; fields: readonly string[] }
>;

/**
 * The table of a kind, typed as the columns every lead table has (the queries that work on any
 * kind read only those).
 */
export function leadTable(kind: LeadKind): typeof contactSubmissions {
  return LEAD_STORAGE[kind].table as typeof contactSubmissions;
}
