import { DOMParser, type Document, type Element } from '@xmldom/xmldom';
import { LEAD_KIND_SPECS, LEAD_KINDS, type LeadKind } from '@shared/lead-kinds';
import { formLabel } from '@shared/lead-kinds/form-label';
import { defaultSiteData } from '@shared/site-content/defaults';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { createContentSource } from '~/lib/site-data/content-source';
import { SiteSourceProvider } from '~/lib/site-data/site-source';
import { FilesField } from './files-field';
import { LeadForm, type LeadFormProps } from './lead-form';

// Every kind's public form, drawn from its facts alone: what the page gives it is only the
// choices of its selects and the values of its hidden fields.

/** The form of `kind` with a choice and a value for whatever asks for one. */
function render(kind: LeadKind) {
  const choices: Record<string, string[]> = {};
  const values: Record<string, number> = {};
  for (const [name, field] of Object.entries(LEAD_KIND_SPECS[kind].fields)) {
    if (field.type === 'choice') choices[name] = ['First choice', 'Other'];
    if (field.type === 'hidden') values[name] = 7;
  }
  const props = {
    kind,
    facts: LEAD_KIND_SPECS[kind],
    choices,
    values,
    filesField: FilesField,
  } as unknown as LeadFormProps<LeadKind>;
  // The form names the firm's address when it cannot be sent: it reads the page's frame.
  const html = renderToStaticMarkup(
    <SiteSourceProvider value={createContentSource(defaultSiteData)}>
      <LeadForm {...props} />
    </SiteSourceProvider>,
  );
  return new DOMParser().parseFromString(html, 'text/html');
}

const all = (node: Document, tag: string) => Array.from(node.getElementsByTagName(tag));
/** The form's inputs, text areas and selects, in the order of the page. */
function controlsOf(node: Element): Element[] {
  return Array.from(node.childNodes).flatMap((child) => {
    if (child.nodeType !== 1) return [];
    const element = child as Element;
    const own = ['input', 'textarea', 'select'].includes(element.tagName.toLowerCase());
    return own ? [element] : controlsOf(element);
  });
}

/** An attribute whatever the case React wrote its name in (maxLength). */
const attribute = (element: Element, name: string) =>
  Array.from(element.attributes).find((a) => a.name.toLowerCase() === name.toLowerCase())?.value ??
  null;

describe("each kind's public form is drawn from its facts", () => {
  for (const kind of LEAD_KINDS) {
    const spec = LEAD_KIND_SPECS[kind];

    it(`${kind}: its fields in order, each labelled, with its limits; its texts`, () => {
      const doc = render(kind);
      const form = all(doc, 'form')[0]!;
      expect(form.getAttribute('aria-label')).toBe(spec.form.label);
      const labels = new Map(all(doc, 'label').map((l) => [l.getAttribute('for'), l.textContent]));
      const controls = controlsOf(form);
      const named = (name: string) => controls.find((c) => c.getAttribute('name') === name);
      const expected: string[] = [];
      for (const [name, field] of Object.entries(spec.fields)) {
        if (field.in === 'record') {
          expect(named(name), `${name} is the server's`).toBeUndefined();
          continue;
        }
        if (field.type === 'files') {
          const picker = named(spec.files!.field)!;
          expect(picker.getAttribute('type')).toBe('file');
          // Labelled by its heading (and its "choose" link), not a <label>.
          const heading = attribute(picker, 'aria-labelledby')!.split(' ')[0]!;
          const byId = all(doc, 'span').find((span) => span.getAttribute('id') === heading);
          expect(byId?.textContent).toBe(formLabel(field, spec.files));
          expected.push(spec.files!.field);
          continue;
        }
        const control = named(name);
        expect(control, name).toBeDefined();
        expected.push(name);
        if (field.type === 'hidden') {
          expect(control!.getAttribute('type')).toBe('hidden');
          expect(control!.getAttribute('value')).toBe('7');
          continue;
        }
        expect(labels.get(control!.getAttribute('id')), name).toBe(formLabel(field));
        expect(control!.hasAttribute('required'), `${name} required`).toBe(!field.optional);
        // A select has no length.
        if (field.type !== 'choice' && 'max' in field) {
          expect(attribute(control!, 'maxLength')).toBe(String(field.max));
        }
      }
      // In the facts' order (the honeypot aside).
      const order = controls
        .map((c) => c.getAttribute('name'))
        .filter((n) => expected.includes(n!));
      expect(order).toEqual(expected);
      const button = all(doc, 'button').find((b) => b.getAttribute('type') === 'submit')!;
      expect(button.textContent).toBe(spec.form.submit.label);
    });
  }
});
