import { describe, expect, it } from 'vitest';
import { LEAD_KINDS } from '@shared/lead-kinds';
import {
  DEFAULT_ACKNOWLEDGEMENTS,
  type AcknowledgementTexts,
} from '@shared/schemas/acknowledgement';
import { forSaving, restored, textIn, withField } from './acknowledgement-texts';

// The Auto-reply editor changes one language's texts at a time: the default's are each kind's
// own, another's sit under the kind's `languages`, and one left empty is not saved.

const [kind] = LEAD_KINDS;
const french = { subject: 'Reçu ({reference})', body: 'Référence {reference}.' };
const texts = Object.fromEntries(
  LEAD_KINDS.map((k) => [k, { ...DEFAULT_ACKNOWLEDGEMENTS[k], languages: {} }]),
) as AcknowledgementTexts;
const withFrench: AcknowledgementTexts = {
  ...texts,
  [kind]: { ...texts[kind], languages: { fr: french } },
};

describe('the acknowledgement texts per language in the editor', () => {
  it("reads the default's own text, another language's, or empty where none is written", () => {
    const { subject, body } = DEFAULT_ACKNOWLEDGEMENTS[kind];
    expect(textIn(withFrench, kind, 'en', 'en')).toEqual({ subject, body });
    expect(textIn(withFrench, kind, 'fr', 'en')).toEqual(french);
    expect(textIn(texts, kind, 'fr', 'en')).toEqual({ subject: '', body: '' });
  });

  it("changes a field in the language shown, leaving the others' texts", () => {
    const changed = withField(withFrench, kind, 'fr', 'en', 'subject', 'Bien reçu');
    expect(changed[kind].languages).toEqual({ fr: { ...french, subject: 'Bien reçu' } });
    expect(changed[kind].subject).toBe(DEFAULT_ACKNOWLEDGEMENTS[kind].subject);
    const english = withField(withFrench, kind, 'en', 'en', 'body', 'Ours {reference}');
    expect(english[kind]).toMatchObject({ body: 'Ours {reference}', languages: { fr: french } });
  });

  it('restores the built-in texts of the language shown only', () => {
    const edited = withField(withFrench, kind, 'en', 'en', 'subject', 'Mine');
    expect(restored(edited, DEFAULT_ACKNOWLEDGEMENTS as AcknowledgementTexts, 'en', 'en')).toEqual(
      withFrench,
    );
    expect(
      restored(edited, DEFAULT_ACKNOWLEDGEMENTS as AcknowledgementTexts, 'fr', 'en')[kind],
    ).toEqual({ ...edited[kind], languages: {} });
  });

  it('saves no text for a language left wholly empty', () => {
    const emptied = withField(
      withField(withFrench, kind, 'fr', 'en', 'subject', ' '),
      kind,
      'fr',
      'en',
      'body',
      '',
    );
    expect(forSaving(emptied)[kind].languages).toEqual({});
    expect(forSaving(withFrench)[kind].languages).toEqual({ fr: french });
  });
});
