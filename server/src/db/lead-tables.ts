import { getTableName } from 'drizzle-orm';
import { LEAD_KIND_SPECS, LEAD_KINDS, type LeadKind, type LeadKindFacts } from '@shared/lead-kinds';
import { recordFields, type RecordFieldName } from '@shared/lead-kinds/fields';
import { LEAD_TABLES, type contactSubmissions, type SharedLeadColumn } from './schema';

type Tables = typeof LEAD_TABLES;
type Insert<K extends LeadKind> = Tables[K]['table']['$inferInsert'];

/**
 * A kind's columns that its facts and its table do not agree on: a field of its record without
 * its column, or a column of its own that no field names.
 */
type Unmatched<K extends LeadKind> =
  | Exclude<RecordFieldName<LeadKindFacts<K>>, keyof Insert<K>>
  | Exclude<keyof Insert<K>, SharedLeadColumn | RecordFieldName<LeadKindFacts<K>>>;
type Disagreements = {
  [K in LeadKind]: [Unmatched<K>] extends [never] ? never : { kind: K; columns: Unmatched<K> };
}[LeadKind];
/** tsc names here a kind whose table (db/schema/leads.ts) and fields (shared/lead-kinds) differ. */
const _tablesMatchFacts: [Disagreements] extends [never] ? true : Disagreements = true;

/** The columns of its own a kind's form fills: its record's fields (shared/lead-kinds). */
export type LeadFormColumn<K extends LeadKind> = RecordFieldName<LeadKindFacts<K>> &
  keyof Insert<K>;

interface LeadStorage<K extends LeadKind> {
  table: Tables[K]['table'];
  /** Its full-text index: external-content FTS5 over the table (docs/decisions/011). */
  searchIndex: string;
  /** The columns that index reads, the reference aside. */
  search: Tables[K]['search'];
  /**
   * The columns its public form fills, which the lead writer binds from a new lead's values.
   * Every other column (reference, status, stage, attribution, times) is the same in every lead
   * table.
   */
  fields: readonly LeadFormColumn<K>[];
}

/**
 * How each kind of lead is stored, from its table (db/schema/leads.ts: LEAD_TABLES) and its
 * facts: the index is named after the table, the form's columns are the record's fields.
 */
export const LEAD_STORAGE = Object.fromEntries(
  LEAD_KINDS.map((kind) => {
    const { table, search } = LEAD_TABLES[kind];
    const fields = recordFields(LEAD_KIND_SPECS[kind]).map(([name]) => name);
    return [kind, { table, searchIndex: `${getTableName(table)}_fts`, search, fields }];
  }),
) as unknown as { [K in LeadKind]: LeadStorage<K> };

/**
 * The table of a kind, typed as the columns every lead table has (the queries that work on any
 * kind read only those).
 */
export function leadTable(kind: LeadKind): typeof contactSubmissions {
  return LEAD_STORAGE[kind].table as typeof contactSubmissions;
}
