import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../../server/src/config/env';

// ANALYTICS and ANALYTICS_RETENTION_DAYS as docs/operations/analytics.md documents them.
describe('the analytics settings', () => {
  const dir = mkdtempSync(join(tmpdir(), 'analytics-env-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));
  const base = { DATABASE_PATH: join(dir, 'site.db'), JWT_SECRET: 'x'.repeat(32) };

  it('count by default and keep the raw views 30 days', () => {
    expect(loadConfig(base).analytics).toEqual({ enabled: true, retentionDays: 30 });
  });

  it('turn off with ANALYTICS=off and keep the raw views as many days as asked', () => {
    const config = loadConfig({ ...base, ANALYTICS: 'off', ANALYTICS_RETENTION_DAYS: '90' });
    expect(config.analytics).toEqual({ enabled: false, retentionDays: 90 });
  });

  it('refuse a value they do not know, naming the variable', () => {
    expect(() => loadConfig({ ...base, ANALYTICS: 'maybe' })).toThrow(/ANALYTICS/);
    for (const days of ['0', '3651', 'soon']) {
      expect(() => loadConfig({ ...base, ANALYTICS_RETENTION_DAYS: days })).toThrow(
        /ANALYTICS_RETENTION_DAYS/,
      );
    }
  });
});
