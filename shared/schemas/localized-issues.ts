import english from '../messages/compiled/en/formErrors.js';
import type { Messages } from '../messages/catalogues';
import { withKindTexts, type KindTexts } from '../lead-kinds/kind-texts';
import type { LeadKindSpec } from '../lead-kinds/types';
import { LIMITS } from '../vocabularies/limits';

// A public form's validation messages in the site's language. The kinds' zod schemas speak
// English (./fields.ts: the English catalogue's messages with the facts' labels), built once for
// the browser and the server alike; where the site speaks another language, each message they
// gave is recognised (which field, which rule) and said again from that language's catalogue
// with the field's label in it. A message not recognised stays as it was.

interface Issue {
  path: string | readonly PropertyKey[];
  message: string;
}

/** Each English message a kind's field may give, with the same in the language. */
function translations(
  spec: LeadKindSpec,
  texts: KindTexts | undefined,
  t: Messages['formErrors'],
): Map<string, Map<string, string>> {
  const own = withKindTexts(spec, texts).fields;
  const byField = new Map<string, Map<string, string>>();
  for (const [name, field] of Object.entries(spec.fields)) {
    const theirs = own[name] ?? field;
    const label = theirs.label;
    const said = new Map<string, string>();
    if (field.type === 'email') {
      said.set(english.invalidEmail(), t.invalidEmail());
      said.set(
        english.tooLong({ label: 'Email', max: LIMITS.email }),
        t.tooLong({ label, max: LIMITS.email }),
      );
    } else if (field.type === 'hidden') {
      said.set(field.required, 'required' in theirs ? String(theirs.required) : field.required);
    } else if ('max' in field) {
      const required = 'required' in field && field.required;
      const plural = 'plural' in field && field.plural;
      said.set(
        required || (plural ? english.requiredPlural : english.required)({ label: field.label }),
        required && 'required' in theirs && theirs.required
          ? String(theirs.required)
          : (plural ? t.requiredPlural : t.required)({ label }),
      );
      said.set(
        english.tooLong({ label: field.label, max: field.max }),
        t.tooLong({ label, max: field.max }),
      );
    }
    byField.set(name, said);
  }
  return byField;
}

/**
 * `issues` (of a kind's form, the browser's or the server's) in the language whose form errors
 * are `t` and whose words for the kind are `texts`.
 */
export function localizeIssues<I extends Issue>(
  spec: LeadKindSpec,
  texts: KindTexts | undefined,
  t: Messages['formErrors'],
  issues: readonly I[],
): I[] {
  const said = translations(spec, texts, t);
  return issues.map((issue) => {
    const field =
      typeof issue.path === 'string' ? issue.path.split('.')[0]! : String(issue.path[0] ?? '');
    const message = said.get(field)?.get(issue.message);
    return message === undefined ? issue : { ...issue, message };
  });
}
