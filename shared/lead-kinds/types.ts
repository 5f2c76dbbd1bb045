import type { FileRules } from '../vocabularies/attachments';
import type { AccessArea } from '../vocabularies/roles';

/** The colours the dashboard's chart draws a kind in (the client maps each to its classes). */
export const CHART_COLOURS = [
  'primary',
  'amber',
  'violet',
  'sky',
  'emerald',
  'rose',
  'teal',
  'orange',
] as const;
export type ChartColour = (typeof CHART_COLOURS)[number];

/** What every field of a kind says, whatever it holds. */
interface FieldBase {
  /**
   * For people, in sentence case ("Full name"): its validation messages; its public form shows
   * it in title case, with "(optional)" after an optional field ("Company Name (optional)").
   */
  label: string;
  /** For the API document. */
  description?: string;
  /** May be left out: stored as null. */
  optional?: boolean;
  /**
   * Where it lives: in the form and the record (unset), only in the form (`form`: the server
   * turns it into other columns) or only in the record (`record`: the server fills it in).
   * Either makes the kind say how its form becomes its row (server/src/services/leads).
   */
  in?: 'form' | 'record';
}

/** A text the visitor types: one line (`text`, `tel`) or several (`long-text`). */
export interface TextFieldSpec extends FieldBase {
  type: 'text' | 'tel' | 'long-text';
  in?: 'form';
  /** Characters at most (shared/vocabularies/limits.ts). */
  max: number;
  /** The browser's autofill hint: `name`, `organization`, `tel`. */
  autoComplete?: string;
  /** A line under the field that says what to write. */
  hint?: string;
  /** A long text's height in lines. */
  rows?: number;
  /** Its label is plural ("Project details are required"). */
  plural?: boolean;
  /** The message when it is missing, when not "<label> is required". */
  required?: string;
}

export interface EmailFieldSpec extends FieldBase {
  type: 'email';
  in?: never;
}

/**
 * One of a list the published content gives (`from`), shown as a select: the server refuses
 * any other value, naming the choices.
 */
export interface ChoiceFieldSpec extends FieldBase {
  type: 'choice';
  in?: never;
  from: 'services';
  max: number;
  /** The select's first, disabled option: "Select a service". */
  placeholder: string;
  required?: string;
  examples?: readonly string[];
}

/**
 * What the page fills in, hidden (the opening applied for, the document asked for); `required`
 * when it is not.
 */
export interface HiddenFieldSpec extends FieldBase {
  type: 'hidden';
  in: 'form';
  required: string;
  /** An item's id, a number (unset), or its slug, a text (a download's). */
  holds?: 'slug';
}

/** What the server stores of what the form named (the opening's id and title then). */
export interface RecordFieldSpec extends FieldBase {
  type: 'text' | 'integer';
  in: 'record';
}

/** Where the form's file picker stands; the files' rules are the kind's `files`. */
export interface FilesFieldSpec extends FieldBase {
  type: 'files';
  in: 'form';
  /** What to send, before the rules ("An RFP, site plans or drawings"). */
  hint?: string;
}

export type LeadFieldSpec =
  | TextFieldSpec
  | EmailFieldSpec
  | ChoiceFieldSpec
  | HiddenFieldSpec
  | RecordFieldSpec
  | FilesFieldSpec;

/** How a kind's public form reads (its fields are the kind's `fields`). */
export interface LeadFormSpec {
  /** Its accessible name: "Quote request form" (a page may give one of its own). */
  label: string;
  /** One field under another (`stack`), or two side by side from a small tablet on (`grid`). */
  layout: 'stack' | 'grid';
  /** The send button, and what it says while sending. */
  submit: { label: string; busy: string; icon?: 'send' };
  /** What the visitor sent, for "Your request is in. Your reference: Q-2026-0001". */
  sentNoun: string;
  /** The toast once it is stored. */
  success: { title: string; description: string };
  /**
   * A kind whose 201 says how it was stored (`status`: an event registration is `registered` or
   * `waitlisted`): each status with its toast and the line the form keeps before the reference.
   * The first is the usual one; `success` is its toast.
   */
  outcomes?: Readonly<Record<string, LeadFormOutcome>>;
}

/** What a form says once its lead is stored with a given status. */
export interface LeadFormOutcome {
  title: string;
  description: string;
  /** Kept beside the button with the reference: "The event is full: you are on the waiting list." */
  sent: string;
}

/**
 * What a kind of lead is, as both sides know it: one object per kind in this folder, listed once
 * in index.ts; every list, label, route, stage list, schema, form and role check is derived from
 * it (docs/decisions/043-lead-kind-in-a-few-files.md). Plain data, no zod: the lead writer's
 * thread reads the reference letters, and the public forms render without the validation library.
 */
export interface LeadKindSpec {
  /** The first letter of its references: `Q` makes Q-2026-0001. One letter per kind. */
  letter: string;
  /** Its collection in the API: the public form's POST, the inbox's list and lead routes. */
  path: `/api/${string}`;
  /** Its table, and its records' name where every kind is listed (a data-subject export). */
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
   * Its own fields, in the form's order: the public form, its zod schemas (the form's body, the
   * inbox's item) and its row are derived from them. Every kind also has the shared columns
   * (reference, status, stage, owner, attribution, times).
   */
  fields: Readonly<Record<string, LeadFieldSpec>>;
  /** Its public form's texts. */
  form: LeadFormSpec;
  /**
   * Its pipeline in the order work moves through it, each stage with its label. The first is
   * `new`, where a lead arrives: its status follows the stage, new there and handled after
   * (docs/decisions/019). A stage two kinds share has one label.
   */
  stages: { readonly new: string } & Readonly<Record<string, string>>;
  /** The stages where the work on it is over (no longer open: duplicates, the digest). */
  closedStages: readonly string[];
  /** Whether the inbox offers a board of its stages beside the list. */
  board: boolean;
  /** Who sees it, its files and its statistics: an area of `ACCESS` (vocabularies/roles.ts). */
  access: AccessArea;
  /** Its colour in the dashboard's chart of leads per day. */
  chartColour: ChartColour;
  /** The `type` of its webhook payload. */
  webhookEvent: `${string}.created`;
  /** The CSV export's columns in order; a new column goes last, so spreadsheets keep theirs. */
  csvColumns: readonly string[];
  /**
   * The acknowledgement e-mail its requester gets, until the firm writes its own. `confirms`: it
   * is the confirmation the visitor asked for (an event registration's, with the event's details
   * and calendar file), sent whenever mail can go (SMTP, a sender, ALTCHA on), AUTO_REPLY or not.
   */
  acknowledgement: { subject: string; body: string; confirms?: boolean };
  /** The files its public form takes (null: none); its `fields` place the picker. */
  files: FileRules | null;
  /**
   * Its 201 also answers `url`: a signed link to the file the request was for (a download
   * request's document; server/src/services/leads/lead-links.ts makes it).
   */
  link?: true;
  /**
   * Its POST also answers 409 with this error when the item it names no longer takes leads (an
   * event whose registration has closed): declared in the API document.
   */
  conflict?: { error: string };
  /**
   * How its leads count in the analytics' conversion table (visits -> leads -> qualified ->
   * won): the stages at which a lead counts as qualified (also once it moved on from them, even
   * to a loss) and as won. Null: not counted there (a job application is no work for the firm).
   */
  conversion: { qualified: readonly string[]; won: readonly string[] } | null;
}
