import { mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createSiteApp, openPage, rawViews, reportOf } from './site';

// A restart keeps the day's visitor keys: the day's salt is kept beside the database for the
// day (mode 0600) and replaced by the next day's, so a returning reader counts once that day and
// days still cannot be linked (docs/decisions/045).

let dataDir: string;
const open: { close(): Promise<void> }[] = [];
beforeEach(() => {
  dataDir = mkdtempSync(join(tmpdir(), 'analytics-restart-'));
});
afterEach(async () => {
  for (const site of open.splice(0)) await site.close();
  rmSync(dataDir, { recursive: true, force: true });
});

/** The server on this test's database, started (again). */
async function start() {
  const site = await createSiteApp({ databasePath: join(dataDir, 'site.db') });
  open.push(site);
  return site;
}
const saltFile = () => join(dataDir, 'analytics-salt');

describe('the visitor keys across a restart', () => {
  it('a reader before and after a restart the same day is one visitor', async () => {
    const first = await start();
    await openPage(first.app, '/services/wireless');
    const [before] = await rawViews(first.app);
    await first.close();

    const second = await start();
    second.clock.advance(3_600_000);
    await openPage(second.app, '/quote');
    const views = await rawViews(second.app);
    expect(views.map((v) => v.visitor)).toEqual([before!.visitor, before!.visitor]);
    expect(await reportOf(second.app)).toMatchObject({ visitors: 1, pageviews: 2 });
  });

  it('the next day’s salt replaces the day’s: keys of two days differ, the file is 0600', async () => {
    const site = await start();
    await openPage(site.app, '/');
    await site.app.close(); // writes what it kept
    expect(readFileSync(saltFile(), 'utf8')).toMatch(/^2030-01-01\n[A-Za-z0-9+/]{43}=\n$/);
    expect(statSync(saltFile()).mode & 0o777).toBe(0o600);
    const today = readFileSync(saltFile(), 'utf8');

    const next = await start();
    next.clock.advance(24 * 3_600_000);
    await openPage(next.app, '/');
    const [yesterday, tomorrow] = await rawViews(next.app);
    expect(tomorrow!.day).toBe('2030-01-02');
    expect(tomorrow!.visitor).not.toBe(yesterday!.visitor);
    await next.app.analytics.upkeep();
    await next.app.close();
    const kept = readFileSync(saltFile(), 'utf8');
    expect(kept).toMatch(/^2030-01-02\n/);
    expect(kept.split('\n')[1]).not.toBe(today.split('\n')[1]);
  });

  it('a new day turns the salt over at the hourly upkeep, before anyone visits', async () => {
    const site = await start();
    await openPage(site.app, '/');
    site.clock.advance(24 * 3_600_000);
    await site.app.analytics.upkeep();
    await site.app.close();
    expect(readFileSync(saltFile(), 'utf8')).toMatch(/^2030-01-02\n/);
  });
});
