import englishForms from '../messages/compiled/en/forms.js';
import type { FileRules } from '../vocabularies/attachments';
import type { LeadFieldSpec } from './types';

// A field's label as a kind's public form shows it (client/src/features/lead-forms). Apart from
// ./fields.ts, whose readers of a kind's fields only the submission and the server need: the
// form's first load carries this alone (tests/build/js-budget.test.ts).

// Short words stay lower case in a title: "Service of Interest".
const SMALL_WORDS = new Set(['a', 'an', 'and', 'as', 'at', 'by', 'for', 'in', 'of', 'on', 'or']);

/**
 * A field's label as its form shows it: in English in title case ("Full Name"; other languages
 * keep their label's case), marked by the catalogue's `optional` when it may be left out
 * ("Company Name (optional)"); files are optional when their rules say so.
 */
export function formLabel(
  field: LeadFieldSpec,
  files: FileRules | null = null,
  t: { optional: (d: { label: string }) => string } = englishForms,
  english = true,
): string {
  const title = english
    ? field.label
        .split(' ')
        .map((word, i) =>
          i > 0 && SMALL_WORDS.has(word) ? word : word.charAt(0).toUpperCase() + word.slice(1),
        )
        .join(' ')
    : field.label;
  const optional = field.type === 'files' ? files !== null && !files.required : field.optional;
  return optional ? t.optional({ label: title }) : title;
}
