import type { FileRules } from '../schemas/attachments';
import type { AccessArea } from '../schemas/roles';

/**
 * What a kind of lead is, as both sides know it: one object per kind in this folder, listed once
 * in index.ts; every list, label, route, stage list and role check is derived from it
 * (docs/decisions/026-lead-kind-spec.md). Plain data, no zod: the lead writer's thread reads the
 * reference letters without loading the validation library.
 */
export interface LeadKindSpec {
  /** The first letter of its references: `Q` makes Q-2026-0001. One letter per kind. */
  letter: string;
  /** Its collection in the API: the public form's POST, the inbox's list and lead routes. */
  path: `/api/${string}`;
  /** Its records' name where every kind is listed (a data-subject export, erasure counts). */
  records: string;
  /** The name of its OpenAPI schemas: `QuoteRequest`, `QuoteRequestList`, `NewQuoteRequest`. */
  schemaName: string;
  /** One of them, for people: "Quote request". */
  noun: string;
  /** Several, for people and for its inbox tab: "Quote requests". */
  plural: string;
  /** The heading of its long text in the inbox: "Project details". */
  bodyLabel: string;
  /** What its empty inbox tab says about where they come from. */
  emptyHint: string;
  /** What the public form's POST does, for the API document: "Request a quote". */
  submitSummary: string;
  /**
   * Its pipeline in the order work moves through it. The first is `new`, where a lead arrives:
   * its status follows the stage, new there and handled after (docs/decisions/019).
   */
  stages: readonly ['new', string, ...string[]];
  /** The stages where the work on it is over (no longer open: duplicates, the digest). */
  closedStages: readonly string[];
  /** Whether the inbox offers a board of its stages beside the list. */
  board: boolean;
  /** Who sees it, its files and its statistics: an area of `ACCESS` (shared/schemas/roles.ts). */
  access: AccessArea;
  /** The `type` of its webhook payload. */
  webhookEvent: `${string}.created`;
  /** The CSV export's columns in order; a new column goes last, so spreadsheets keep theirs. */
  csvColumns: readonly string[];
  /** The acknowledgement e-mail its requester gets, until the firm writes its own. */
  acknowledgement: { subject: string; body: string };
  /** The files its public form takes (null: none). */
  files: FileRules | null;
  /** Its form's fields that are numbers but arrive as text in a multipart body. */
  numberFields: readonly string[];
  /**
   * How its leads count in the analytics' conversion table (visits -> leads -> qualified ->
   * won): the stages at which a lead counts as qualified (also once it moved on from them, even
   * to a loss) and as won. Null: not counted there (a job application is no work for the firm).
   */
  conversion: { qualified: readonly string[]; won: readonly string[] } | null;
}
