import { describe, expect, it } from 'vitest';
import { LEAD_KIND_SPECS, LEAD_KINDS } from '../lead-kinds';
import type { KindsTexts } from '../lead-kinds/kind-texts';
import { messagesIn } from '../messages/all-languages';
import { messageArguments, messagePaths, type Tree } from '../messages/catalogue-tree';
import sources from '../messages/compiled/sources.js';
import { ACKNOWLEDGEMENT_PLACEHOLDERS } from './acknowledgement';
import { LEAD_SCHEMAS } from './lead-kind-schemas';
import { localizeIssues } from './localized-issues';

// The kinds of lead in the languages other than English (decision 054): their words are in the
// catalogues under `leadKinds.<kind>`, shaped as the kinds' facts; a public form's validation
// messages are said again in the site's language (./localized-issues.ts).

describe('the kinds of lead in another language (leadKinds)', () => {
  /** The text at a path of a kind's facts, if it is one. */
  const factAt = (kind: string, path: string): unknown =>
    path.split('.').reduce<unknown>((node, key) => (node as Record<string, unknown>)?.[key], {
      ...LEAD_KIND_SPECS[kind as keyof typeof LEAD_KIND_SPECS],
    });

  it.each(Object.keys(sources).filter((t) => t !== 'en'))(
    '%s words only texts the kinds have, and every field its forms show',
    (tag) => {
      const kinds = (sources[tag]!.leadKinds ?? {}) as Tree;
      for (const [path, source] of messagePaths(kinds)) {
        const [kind, ...rest] = path.split('.');
        expect(LEAD_KINDS, path).toContain(kind);
        expect(typeof factAt(kind!, rest.join('.')), path).toBe('string');
        // An acknowledgement fills the placeholders the kinds' own texts have, no others.
        for (const arg of messageArguments(source).keys()) {
          expect(ACKNOWLEDGEMENT_PLACEHOLDERS, path).toContain(`{${arg}}`);
        }
      }
      for (const kind of LEAD_KINDS) {
        const shown = Object.entries(LEAD_KIND_SPECS[kind].fields).filter(
          ([, field]) => field.in !== 'record' && field.type !== 'hidden',
        );
        for (const [name] of shown) {
          expect(messagePaths(kinds).has(`${kind}.fields.${name}.label`), `${kind} ${name}`).toBe(
            true,
          );
        }
        for (const text of ['form.label', 'form.submit.label', 'acknowledgement.body']) {
          expect(messagePaths(kinds).has(`${kind}.${text}`), `${kind} ${text}`).toBe(true);
        }
      }
    },
  );
});

describe('a form’s validation messages in another language', () => {
  const contact = LEAD_KIND_SPECS.contact;
  const french = messagesIn('fr', 'formErrors');
  const texts = (messagesIn('fr', 'leadKinds') as KindsTexts).contact;
  const issues = (body: Record<string, unknown>) => {
    const parsed = LEAD_SCHEMAS.contact.input.safeParse(body);
    expect(parsed.success).toBe(false);
    return parsed.success ? [] : parsed.error.issues;
  };

  it('says each English message again in French, with the French label', () => {
    const long = 'x'.repeat(contact.fields.message.max + 1);
    const said = localizeIssues(contact, texts, french, issues({ email: 'no', message: long }));
    const label = (name: string): string => {
      const fields = texts?.fields;
      const field = typeof fields === 'object' ? fields[name] : undefined;
      const text = typeof field === 'object' ? field.label : undefined;
      if (typeof text !== 'function') throw new Error(`French has no contact ${name} label`);
      return text();
    };
    expect(Object.fromEntries(said.map((i) => [String(i.path[0]), i.message]))).toEqual({
      name: french.required({ label: label('name') }),
      email: french.invalidEmail(),
      message: french.tooLong({ label: label('message'), max: contact.fields.message.max }),
    });
  });

  it('leaves a message it does not know as it was, and English as English', () => {
    const odd = [{ path: ['name'], message: 'Something else' }];
    expect(localizeIssues(contact, texts, french, odd)).toEqual(odd);
    const english = issues({ email: 'no' });
    expect(localizeIssues(contact, undefined, messagesIn('en', 'formErrors'), english)).toEqual(
      english,
    );
  });
});
