import { afterEach, describe, expect, it } from 'vitest';
import { loadAdminMessages, resetAdminMessages } from '~/lib/admin-messages';
import {
  describeRange,
  lengthOf,
  presetRange,
  previousLabel,
  previousRange,
  todayIn,
} from './periods';
import { englishInsightTexts as en, useInsightTexts } from './insight-texts';

describe('the dashboard’s periods', () => {
  it('end today and cover the days they name', () => {
    const today = '2030-03-01';
    expect(presetRange('today', today)).toEqual({ from: today, to: today });
    expect(presetRange('7d', today)).toEqual({ from: '2030-02-23', to: today });
    expect(presetRange('30d', today)).toEqual({ from: '2030-01-31', to: today });
    expect(presetRange('12m', today)).toEqual({ from: '2029-03-02', to: today });
    expect(lengthOf(presetRange('12m', today))).toBe(365);
    expect(lengthOf(presetRange('12m', '2028-03-01'))).toBe(366); // Feb 29, 2028 is in it
  });

  it('compare with the period of the same length just before', () => {
    expect(previousRange({ from: '2030-02-23', to: '2030-03-01' })).toEqual({
      from: '2030-02-16',
      to: '2030-02-22',
    });
    expect(previousRange({ from: '2030-01-01', to: '2030-01-01' })).toEqual({
      from: '2029-12-31',
      to: '2029-12-31',
    });
  });

  it('know today in the firm’s time zone, not the browser’s', () => {
    const instant = Date.parse('2030-01-01T23:30:00Z');
    expect(todayIn('UTC', instant)).toBe('2030-01-01');
    expect(todayIn('Europe/Zurich', instant)).toBe('2030-01-02');
    expect(todayIn('America/New_York', instant)).toBe('2030-01-01');
  });

  it('name the period they are compared with', () => {
    expect(previousLabel(en, 'today', presetRange('today', '2030-03-01'))).toBe('the day before');
    expect(previousLabel(en, '30d', presetRange('30d', '2030-03-01'))).toBe('the 30 days before');
    expect(previousLabel(en, '12m', presetRange('12m', '2030-03-01'))).toBe('the 12 months before');
    expect(previousLabel(en, null, { from: '2030-01-01', to: '2030-01-10' })).toBe(
      'the 10 days before',
    );
  });

  it('read as dates', () => {
    expect(describeRange({ from: '2030-01-05', to: '2030-01-05' })).toBe('Jan 5, 2030');
    expect(describeRange({ from: '2029-12-07', to: '2030-01-05' })).toBe(
      'Dec 7, 2029 – Jan 5, 2030',
    );
  });
});

describe('the periods of a French site', () => {
  afterEach(resetAdminMessages);

  it('name the period before in French, counted', async () => {
    await loadAdminMessages('fr');
    const fr = useInsightTexts();
    expect(previousLabel(fr, 'today', presetRange('today', '2030-03-01'))).toBe(
      'sur la journée précédente',
    );
    expect(previousLabel(fr, '30d', presetRange('30d', '2030-03-01'))).toBe(
      'sur les 30 jours précédents',
    );
    expect(fr.periods['7d']()).toBe('7 jours');
  });
});
