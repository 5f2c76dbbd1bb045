import { chromium } from '@playwright/test';
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { systemChromium } from '../../scripts/system-chromium.mjs';
import { requireBuild, root } from './require-build';

// The screenshot tests on a browser with no baselines of its own (their folder is named after
// the browser's executable, playwright.config.ts): the same Chromium under another name.

const BROWSER = 'chromium-without-baselines';

describe.skipIf(process.platform === 'win32')('screenshot tests without baselines', () => {
  const dir = mkdtempSync(join(tmpdir(), 'no-baselines-'));
  const baselines = join(root, `tests/e2e/visual/__screenshots__/${process.platform}-${BROWSER}`);
  beforeAll(() => {
    requireBuild('dist/server/main.js', 'build/client/index.html');
    symlinkSync(systemChromium() ?? chromium.executablePath(), join(dir, BROWSER));
  });
  afterAll(() => {
    rmSync(dir, { recursive: true, force: true });
    rmSync(baselines, { recursive: true, force: true }); // had a run drawn them
  });

  it('are skipped, with one line saying why, and write nothing', () => {
    const run = spawnSync(
      'npx',
      [
        'playwright',
        'test',
        'tests/e2e/visual/admin-dashboard.spec.ts',
        // Its own output folder and reporters: the browser tests may be running beside it.
        `--output=${join(dir, 'results')}`,
        '--reporter=list,./tests/e2e/support/skip-reasons.ts',
      ],
      {
        cwd: root,
        encoding: 'utf8',
        env: { ...process.env, CI: '', E2E_CHROMIUM: join(dir, BROWSER), E2E_WORKERS: '1' },
      },
    );
    expect(run.status, run.stdout + run.stderr).toBe(0);
    expect(run.stdout).toMatch(/^\s+4 skipped$/m);
    expect(run.stdout).not.toMatch(/passed/);
    const reasons = run.stdout.split('\n').filter((line) => line.startsWith('4 skipped: '));
    expect(reasons).toEqual([
      `4 skipped: no screenshots of this browser to compare with (tests/e2e/visual/__screenshots__/${process.platform}-${BROWSER}); ` +
        '`npx playwright test tests/e2e/visual --update-snapshots` draws them',
    ]);
    expect(existsSync(baselines)).toBe(false);
  });
});
