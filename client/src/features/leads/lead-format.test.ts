import { afterEach, describe, expect, it } from 'vitest';
import { loadAdminMessages, resetAdminMessages } from '~/lib/admin-messages';
import { setAdminLocale } from '~/lib/admin-locale';
import { notificationLabel, rangeLabel, stillIndexingLabel } from './lead-format';
import { englishLeadTexts as en, useLeadTexts } from './lead-texts';

describe('notificationLabel', () => {
  it('describes each delivery state of the e-mail notification', () => {
    expect(notificationLabel(en, 'pending')).toMatch(/queued/i);
    expect(notificationLabel(en, 'sent')).toMatch(/delivered/i);
    expect(notificationLabel(en, 'failed')).toMatch(/failed/i);
  });

  it('hides the row when no notification was due (not configured, or spam)', () => {
    expect(notificationLabel(en, null)).toBeNull();
  });
});

describe('rangeLabel', () => {
  it('counts from one and says the total', () => {
    expect(rangeLabel(en, 20, 20, 45)).toBe('21–40 of 45');
    expect(rangeLabel(en, 40, 5, 45)).toBe('41–45 of 45');
    expect(rangeLabel(en, 0, 0, 0)).toBe('0 of 0');
  });
});

describe('a search that could not read every lead yet', () => {
  it('says how many are still being indexed, and nothing when none are', () => {
    expect(stillIndexingLabel(en, 0)).toBeNull();
    expect(stillIndexingLabel(en, 1)).toBe(
      '1 lead still being indexed: search again in a moment to include them',
    );
    expect(stillIndexingLabel(en, 55_000)).toBe(
      '55,000 leads still being indexed: search again in a moment to include them',
    );
  });
});

describe('the inbox of a French site', () => {
  afterEach(() => {
    resetAdminMessages();
    setAdminLocale('en');
  });

  it('counts and pages in French, figures written the French way', async () => {
    setAdminLocale('fr');
    await loadAdminMessages('fr');
    const fr = useLeadTexts();
    expect(rangeLabel(fr, 1000, 20, 1045)).toBe('1\u202f001–1\u202f020 sur 1\u202f045');
    // French counts 0 and 1 as one: "0 demande", "1 demande", "2 demandes".
    expect(fr.board.count({ count: 0 })).toBe('0 demande');
    expect(fr.board.count({ count: 1 })).toBe('1 demande');
    expect(fr.board.count({ count: 2 })).toBe('2 demandes');
    expect(stillIndexingLabel(fr, 2)).toMatch(/^2 demandes encore en cours d’indexation/);
    expect(notificationLabel(fr, 'sent')).toBe('Remise');
  });
});
