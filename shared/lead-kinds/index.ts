import { application } from './application';
import { contact } from './contact';
import { download } from './download';
import { quote } from './quote';
import { registration } from './registration';
import type { LeadKindSpec } from './types';

export type { LeadKindSpec };

/**
 * Every kind of lead, each defined in its own file beside this one and listed here once, in the
 * inbox's order. A new kind is a file and a member here; `tsc -b` then names each map that must
 * say how it is stored, mailed and shown (`satisfies Record<LeadKind, ...>`); its schemas, row
 * and public form follow from its facts (docs/adding-a-kind.md).
 */
export const LEAD_KIND_SPECS = {
  contact,
  quote,
  application,
  download,
  registration,
} as const satisfies Record<string, LeadKindSpec>;

export type LeadKind = keyof typeof LEAD_KIND_SPECS;

/** The kinds in the inbox's order (a tuple, for zod and drizzle enums). */
export const LEAD_KINDS = Object.keys(LEAD_KIND_SPECS) as [LeadKind, ...LeadKind[]];

/** The facts of one kind, with their literal types. */
export type LeadKindFacts<K extends LeadKind> = (typeof LEAD_KIND_SPECS)[K];

/** A lead's reference: its kind's letter, the year and the number (Q-2026-0042). */
const REFERENCE = /^([A-Za-z])-(\d{4})-(\d{4,})$/;

/**
 * The kind a reference names by its letter (Q-2026-0001 is a quote request), whatever the case
 * it was typed in; null when the text is not a reference.
 */
export function kindOfReference(text: string): LeadKind | null {
  const letter = REFERENCE.exec(text.trim())?.[1]?.toUpperCase();
  return LEAD_KINDS.find((kind) => LEAD_KIND_SPECS[kind].letter === letter) ?? null;
}
