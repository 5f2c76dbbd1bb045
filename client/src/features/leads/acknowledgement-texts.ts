import { LEAD_KINDS, type LeadKind } from '@shared/lead-kinds';
import type { AcknowledgementText, AcknowledgementTexts } from '@shared/schemas/acknowledgement';

// The acknowledgement's texts as the editor changes them, one language at a time (issue 54): the
// default language's are each kind's own subject and body, another's sit in the kind's
// `languages` by tag; a language left empty has none (its leads get the built-in text).

const EMPTY: AcknowledgementText = { subject: '', body: '' };

/** A kind's text in `tag` (`defaultTag`: the kind's own); empty where the firm wrote none. */
export function textIn(
  texts: AcknowledgementTexts,
  kind: LeadKind,
  tag: string,
  defaultTag: string,
): AcknowledgementText {
  const { subject, body, languages } = texts[kind];
  return tag === defaultTag ? { subject, body } : (languages?.[tag] ?? EMPTY);
}

/** `texts` with one field of a kind's text in `tag` changed. */
export function withField(
  texts: AcknowledgementTexts,
  kind: LeadKind,
  tag: string,
  defaultTag: string,
  field: keyof AcknowledgementText,
  value: string,
): AcknowledgementTexts {
  const current = texts[kind];
  const next =
    tag === defaultTag
      ? { ...current, [field]: value }
      : {
          ...current,
          languages: {
            ...current.languages,
            [tag]: { ...textIn(texts, kind, tag, defaultTag), [field]: value },
          },
        };
  return { ...texts, [kind]: next };
}

/** "Restore defaults" in `tag`: the built-in texts of the default language, or none in another. */
export function restored(
  texts: AcknowledgementTexts,
  defaults: AcknowledgementTexts,
  tag: string,
  defaultTag: string,
): AcknowledgementTexts {
  return Object.fromEntries(
    LEAD_KINDS.map((kind) => {
      const { [tag]: _dropped, ...others } = texts[kind].languages ?? {};
      const { subject, body } = defaults[kind];
      return [
        kind,
        tag === defaultTag
          ? { ...texts[kind], subject, body }
          : { ...texts[kind], languages: others },
      ];
    }),
  ) as AcknowledgementTexts;
}

/** What is saved: every kind's languages, less those left wholly empty. */
export function forSaving(texts: AcknowledgementTexts): AcknowledgementTexts {
  return Object.fromEntries(
    LEAD_KINDS.map((kind) => {
      const written = Object.entries(texts[kind].languages ?? {}).filter(
        ([, text]) => text.subject.trim() !== '' || text.body.trim() !== '',
      );
      return [kind, { ...texts[kind], languages: Object.fromEntries(written) }];
    }),
  ) as AcknowledgementTexts;
}
