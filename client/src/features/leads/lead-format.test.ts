import { describe, expect, it } from 'vitest';
import { notificationLabel, rangeLabel, stillIndexingLabel } from './lead-format';

describe('notificationLabel', () => {
  it('describes each delivery state of the e-mail notification', () => {
    expect(notificationLabel('pending')).toMatch(/queued/i);
    expect(notificationLabel('sent')).toMatch(/delivered/i);
    expect(notificationLabel('failed')).toMatch(/failed/i);
  });

  it('hides the row when no notification was due (not configured, or spam)', () => {
    expect(notificationLabel(null)).toBeNull();
  });
});

describe('rangeLabel', () => {
  it('counts from one and says the total', () => {
    expect(rangeLabel(20, 20, 45)).toBe('21–40 of 45');
    expect(rangeLabel(40, 5, 45)).toBe('41–45 of 45');
    expect(rangeLabel(0, 0, 0)).toBe('0 of 0');
  });
});

describe('a search that could not read every lead yet', () => {
  it('says how many are still being indexed, and nothing when none are', () => {
    expect(stillIndexingLabel(0)).toBeNull();
    expect(stillIndexingLabel(1)).toBe(
      '1 lead still being indexed: search again in a moment to include them',
    );
    expect(stillIndexingLabel(55_000)).toBe(
      '55,000 leads still being indexed: search again in a moment to include them',
    );
  });
});
