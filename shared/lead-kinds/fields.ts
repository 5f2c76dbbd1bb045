import type { LeadFieldSpec, LeadKindSpec } from './types';

// What a kind's own fields say, read the same way by its zod schemas (shared/schemas), its
// public form's submission (client) and its storage (server); the form's labels are in
// ./form-label.ts. Generic over a kind's facts: no registry here.

type Fields<S extends LeadKindSpec> = S['fields'];

/** The names of a kind's fields that its public form's body carries (not its files). */
export type BodyFieldName<S extends LeadKindSpec> = {
  [N in keyof Fields<S>]: Fields<S>[N] extends { in: 'record' } | { type: 'files' } ? never : N;
}[keyof Fields<S>] &
  string;

/** The names of a kind's fields that its record keeps (its table's own columns). */
export type RecordFieldName<S extends LeadKindSpec> = {
  [N in keyof Fields<S>]: Fields<S>[N] extends { in: 'form' } ? never : N;
}[keyof Fields<S>] &
  string;

/** The fields of a given type: its form's selects, hidden numbers... */
export type FieldNameOfType<S extends LeadKindSpec, T extends LeadFieldSpec['type']> = {
  [N in keyof Fields<S>]: Fields<S>[N] extends { type: T } ? N : never;
}[keyof Fields<S>] &
  string;

/** What a hidden field's value is: a slug is text, an id a number. */
export type HiddenValue<F> = F extends { holds: 'slug' } ? string : number;

/** Whether a kind's form and record have the same fields: its row is then its body's fields. */
export type FormIsRecord<S extends LeadKindSpec> = {
  [N in keyof Fields<S>]: Fields<S>[N] extends { in: 'form' | 'record' }
    ? Fields<S>[N] extends { type: 'files' }
      ? never
      : N
    : never;
}[keyof Fields<S>] extends never
  ? true
  : false;

const entries = (spec: LeadKindSpec) => Object.entries(spec.fields);

/** The fields its form's body carries, in the form's order. */
export function bodyFields(spec: LeadKindSpec): [string, LeadFieldSpec][] {
  return entries(spec).filter(([, field]) => field.in !== 'record' && field.type !== 'files');
}

/** The columns of its own that its record keeps, in the form's order. */
export function recordFields(spec: LeadKindSpec): [string, LeadFieldSpec][] {
  return entries(spec).filter(([, field]) => field.in !== 'form');
}

/**
 * The fields that are numbers but arrive as text in a multipart body (and from a form's inputs):
 * its hidden numbers, and the time the visitor took.
 */
export function numberFields(spec: LeadKindSpec): string[] {
  const hidden = entries(spec).filter(([, field]) => field.type === 'hidden' && !field.holds);
  return [...hidden.map(([name]) => name), 'time_to_submit_ms'];
}
