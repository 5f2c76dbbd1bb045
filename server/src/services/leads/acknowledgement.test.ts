import { describe, expect, it } from 'vitest';
import { LEAD_KINDS } from '@shared/lead-kinds';
import type { KindTexts, KindsTexts } from '@shared/lead-kinds/kind-texts';
import { messagesIn } from '@shared/messages/all-languages';
import { DEFAULT_ACKNOWLEDGEMENTS } from '@shared/schemas/acknowledgement';
import type { LeadForMail } from '../notifications/lead-mail';
import type { AppSettingsRepository } from '../../repositories/app-settings-repository';
import { createAcknowledgement } from './acknowledgement';

// The firm's own acknowledgement texts outlive a kind of lead added since they were saved: the
// new kind starts from its default, and the texts the firm wrote stay its own. A lead's mail
// speaks the language of the page it was sent from (issue 54).

const stored = (value: unknown) =>
  ({
    get: () => ({ value, updated_at: '2026-12-01T00:00:00.000Z', updated_by_email: null }),
  }) as unknown as AppSettingsRepository;

const firm = () => ({ name: 'Meridian NetSec', legalName: 'Meridian NetSec LLC' });
const links = { download: () => 'https://firm.example/files/x.pdf?token=1', days: 7 };

describe('the acknowledgement texts as stored', () => {
  it('keep the firm’s text of each kind; a kind they lack (added since) has its default', () => {
    const own = { subject: 'Thanks ({reference})', body: 'We have it: {reference}.' };
    const [first, ...others] = LEAD_KINDS;
    const saved = { [first]: own, [others[0]!]: { subject: '', body: 'no reference' } };
    const texts = createAcknowledgement(stored(saved), true, firm, links).texts();
    expect(texts[first]).toEqual({ ...own, languages: {} });
    // Missing, or no longer valid: the default of that kind alone.
    for (const kind of others)
      expect(texts[kind], kind).toEqual({ ...DEFAULT_ACKNOWLEDGEMENTS[kind], languages: {} });
  });

  it('a text that must hand out a link keeps {link} (a download request’s)', () => {
    const { texts } = createAcknowledgement(stored({}), true, firm, links);
    const withLink = LEAD_KINDS.filter((k) => DEFAULT_ACKNOWLEDGEMENTS[k].body.includes('{link}'));
    expect(withLink).not.toEqual([]);
    for (const kind of withLink) {
      const saved = { [kind]: { subject: 'Yours', body: 'Reference {reference}, no link.' } };
      const read = createAcknowledgement(stored(saved), true, firm, links).texts();
      expect(read[kind], kind).toEqual(texts()[kind]);
    }
  });
});

describe('the acknowledgement in the lead’s language', () => {
  const own = { subject: 'Merci ({reference})', body: 'Texte du cabinet : {reference}.' };
  const texts = (messagesIn('fr', 'leadKinds') as KindsTexts).contact;
  const subject = (texts?.acknowledgement as KindTexts).subject as (d: object) => string;
  /** The mail of a contact lead sent from a page in `language`, the site speaking `site`. */
  const mailIn = (language: string | null, site: string, saved: unknown = {}) => {
    const lead = { reference: 'C-2026-0007', email: 'a@example.com', language };
    const languages = () => [{ tag: site, name: site }];
    const ack = createAcknowledgement(stored(saved), true, firm, links, undefined, languages);
    return ack.mail({ kind: 'contact', lead } as unknown as LeadForMail);
  };

  it('another language than the default has its catalogue’s text, not the firm’s own', () => {
    const mail = mailIn('fr', 'en', { contact: own });
    expect(mail.subject).toBe(subject({ reference: 'C-2026-0007' }));
  });

  it('the default language keeps the firm’s own text; a lead of before languages too', () => {
    for (const language of ['en', null]) {
      expect(mailIn(language, 'en', { contact: own }).subject).toBe('Merci (C-2026-0007)');
    }
  });

  it('English on a French site is the built-in English, not the firm’s French text', () => {
    const mail = mailIn('en', 'fr', { contact: own });
    const english = DEFAULT_ACKNOWLEDGEMENTS.contact.subject.replace('{reference}', 'C-2026-0007');
    expect(mail.subject).toBe(english);
    expect(mailIn('fr', 'fr', { contact: own }).subject).toBe('Merci (C-2026-0007)');
  });

  it('a language without a catalogue (de) has the default language’s words', () => {
    expect(mailIn('de', 'fr').subject).toBe(subject({ reference: 'C-2026-0007' }));
  });

  it('the firm’s own text in the lead’s language wins over the catalogue’s', () => {
    const french = { subject: 'Bien reçu ({reference})', body: 'Notre texte : {reference}.' };
    const saved = { contact: { ...DEFAULT_ACKNOWLEDGEMENTS.contact, languages: { fr: french } } };
    expect(mailIn('fr', 'en', saved)).toMatchObject({
      subject: 'Bien reçu (C-2026-0007)',
      text: 'Notre texte : C-2026-0007.',
    });
    // One that no longer passes (no {reference}) is not sent: the catalogue's is.
    const broken = { contact: { languages: { fr: { subject: 'x', body: 'no reference' } } } };
    expect(mailIn('fr', 'en', broken).subject).toBe(subject({ reference: 'C-2026-0007' }));
  });
});
