import { describe, expect, it } from 'vitest';
import { LEAD_KINDS } from '@shared/lead-kinds';
import { DEFAULT_ACKNOWLEDGEMENTS } from '@shared/schemas/acknowledgement';
import type { AppSettingsRepository } from '../../repositories/app-settings-repository';
import { createAcknowledgement } from './acknowledgement';

// The firm's own acknowledgement texts outlive a kind of lead added since they were saved: the
// new kind starts from its default, and the texts the firm wrote stay its own.

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
    expect(texts[first]).toEqual(own);
    // Missing, or no longer valid: the default of that kind alone.
    for (const kind of others) expect(texts[kind], kind).toEqual(DEFAULT_ACKNOWLEDGEMENTS[kind]);
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
