import { afterEach, describe, expect, it } from 'vitest';
import { messagesIn } from '@shared/messages/all-languages';
import { setAdminLocale } from '~/lib/admin-locale';
import { LEAD_KIND_SPECS, LEAD_KINDS } from '@shared/lead-kinds';
import type { LeadStats } from '@shared/schemas/lead-stats';
import shellEnglish from '@shared/messages/compiled/en/adminShell.js';
import { axisMax, axisTicks, formatDay, summarizeLeadStats as summarize } from './lead-chart-data';

const summarizeLeadStats = (stats: LeadStats) =>
  summarize(stats, shellEnglish.dashboard.chart.summary);

// A sales account's stats: contact messages and quote requests (the kinds it sees).
const day = (date: string, contact: number, quote: number, spam: number) => ({
  date,
  contact,
  quote,
  spam,
});

const stats = (series: LeadStats['series']): LeadStats => ({
  days: series.length,
  time_zone: 'UTC',
  from: series[0]!.date,
  to: series.at(-1)!.date,
  series,
  totals: {
    contact: series.reduce((n, d) => n + (d.contact ?? 0), 0),
    quote: series.reduce((n, d) => n + (d.quote ?? 0), 0),
    spam: series.reduce((n, d) => n + d.spam, 0),
  },
});

describe('lead chart data', () => {
  it('summarises totals, the spam share and the busiest day in words', () => {
    const text = summarizeLeadStats(
      stats([day('2030-01-01', 1, 0, 0), day('2030-01-02', 2, 1, 1), day('2030-01-03', 0, 1, 0)]),
    );
    expect(text).toBe(
      '5 leads in the last 3 days (Jan 1 – Jan 3): 3 contact messages and 2 quote requests; ' +
        '1 spam submission (17% of everything received). Busiest day: Jan 2 with 4 submissions.',
    );
  });

  it('names every kind counted and only those: an owner hears of every kind', () => {
    // Two or more of each, so each kind is named in the plural.
    const counts = Object.fromEntries(LEAD_KINDS.map((kind, i) => [kind, i + 2]));
    const all = Object.values(counts).reduce((a, b) => a + b, 0);
    const owner: LeadStats = {
      ...stats([day('2030-01-01', 1, 0, 0)]),
      series: [{ date: '2030-01-01', ...counts, spam: 0 }],
      totals: { ...counts, spam: 0 },
    };
    const text = summarizeLeadStats(owner);
    expect(text).toMatch(new RegExp(`^${all} leads in the last 1 day .*; no spam\\.`));
    for (const kind of LEAD_KINDS) {
      expect(text).toContain(`${counts[kind]} ${LEAD_KIND_SPECS[kind].plural.toLowerCase()}`);
    }
    const hiring: LeadStats = {
      ...owner,
      series: [{ date: '2030-01-01', application: 2, spam: 1 }],
      totals: { application: 2, spam: 1 },
    };
    expect(summarizeLeadStats(hiring)).toMatch(/^2 leads in .*: 2 applications; 1 spam/);
  });

  it('says so when there was no lead at all', () => {
    expect(summarizeLeadStats(stats([day('2030-01-01', 0, 0, 0)]))).toBe(
      'No leads in the last 1 day (Jan 1 – Jan 1).',
    );
  });

  it('says "no spam" rather than a share of 0%, and groups thousands', () => {
    expect(
      summarizeLeadStats(stats([day('2030-01-01', 1200, 0, 0), day('2030-01-02', 0, 1, 0)])),
    ).toBe(
      '1,201 leads in the last 2 days (Jan 1 – Jan 2): 1,200 contact messages and 1 quote ' +
        'request; no spam. Busiest day: Jan 1 with 1,200 submissions.',
    );
  });

  it('speaks the admin’s language, counting the French way', () => {
    setAdminLocale('fr');
    const french = messagesIn('fr', 'adminShell').dashboard.chart.summary;
    const text = summarize(
      stats([day('2030-01-01', 1, 0, 0), day('2030-01-02', 2, 1, 1), day('2030-01-03', 0, 1, 0)]),
      french,
    );
    expect(text).toMatch(/^5 demandes sur les 3 derniers jours \(/);
    expect(text).toContain('; 1 envoi indésirable (');
    expect(text).toMatch(/avec 4 envois\.$/);
    expect(summarize(stats([day('2030-01-01', 0, 0, 0)]), french)).toMatch(
      /^Aucune demande sur le dernier jour \(/,
    );
  });

  afterEach(() => setAdminLocale('en'));

  it('labels the y axis with whole numbers only', () => {
    expect(axisTicks(1)).toEqual([0, 1]);
    expect(axisTicks(2)).toEqual([0, 1, 2]);
    expect(axisTicks(5)).toEqual([0, 5]);
    expect(axisTicks(10)).toEqual([0, 5, 10]);
    for (const max of [1, 2, 5, 10, 20, 50, 100]) {
      expect(axisTicks(max).every(Number.isInteger)).toBe(true);
    }
  });

  it('rounds the y axis up to 1, 2 or 5 times a power of ten', () => {
    expect(axisMax([day('2030-01-01', 0, 0, 0)])).toBe(1);
    expect(axisMax([day('2030-01-01', 2, 1, 0)])).toBe(5);
    expect(axisMax([day('2030-01-01', 11, 0, 0)])).toBe(20);
    expect(axisMax([day('2030-01-01', 40, 20, 0)])).toBe(100);
  });

  it('shows API days as calendar days whatever the browser zone', () => {
    expect(formatDay('2030-12-31')).toBe('Dec 31');
  });
});
