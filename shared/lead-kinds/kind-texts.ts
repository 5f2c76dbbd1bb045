import type { LeadKindSpec } from './types';

// A kind's words in another language. Its English words are its facts (./<kind>.ts, the
// registry: the admin, the API document and the validation read them there); another language's
// are in that language's catalogue under `leadKinds.<kind>`, shaped as the facts are
// (`fields.name.label`, `form.submit.label`, `acknowledgement.body`): a text it lacks stays
// English. Decision 054.

/** A catalogue's words for one kind: any of its facts' texts, each a compiled message. */
export interface KindTexts {
  readonly [key: string]: ((d?: Record<string, unknown>) => string) | KindTexts | undefined;
}

/** Each kind's words in one language, as the catalogue's `leadKinds` group holds them. */
export type KindsTexts = { readonly [kind: string]: KindTexts | undefined };

/**
 * A kind's facts in a language: its form's and fields' texts from `texts` where it has them.
 * The acknowledgement is left as it is: the server fills its placeholders with the lead's values
 * (server/src/services/leads/acknowledgement.ts).
 */
export function withKindTexts<S extends LeadKindSpec>(facts: S, texts: KindTexts | undefined): S {
  if (!texts) return facts;
  const { fields, form } = texts;
  return {
    ...facts,
    ...(fields ? { fields: merge(facts.fields, fields) } : {}),
    ...(form ? { form: merge(facts.form, form) } : {}),
  };
}

/** `value` with each text that `texts` has in its place; any other key of `texts` ignored. */
function merge<T>(value: T, texts: KindTexts | ((d?: Record<string, unknown>) => string)): T {
  if (typeof texts === 'function') return (typeof value === 'string' ? texts() : value) as T;
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return value;
  const out: Record<string, unknown> = { ...(value as Record<string, unknown>) };
  for (const [key, text] of Object.entries(texts)) {
    if (text && key in out) out[key] = merge(out[key], text);
  }
  return out as T;
}
