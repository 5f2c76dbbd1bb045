import { defineConfig, devices } from '@playwright/test';
import { availableParallelism } from 'node:os';
import { basename } from 'node:path';
import { systemChromium } from './scripts/system-chromium.mjs';

// Browser tests run against the real production build. There is no shared server: each worker
// starts its own servers, each with a fresh SQLite database, on ports the OS picks
// (tests/e2e/fixtures.ts, README.md there), so tests run in parallel and in any order.

// Debian's Chromium where it exists (CI, this workplace): its headless shell when installed
// (.ci/run installs it beside the full browser), which opens a page in about a third of the full
// browser's time (docs/decisions/023-headless-shell.md); the full browser otherwise. Playwright's
// own browser elsewhere (scripts/e2e.mjs installs it on a laptop). E2E_CHROMIUM names another
// executable, e.g. E2E_CHROMIUM=/usr/bin/chromium for `--headed` (the shell has no window).
const debianChromium = systemChromium();
const launchOptions = debianChromium
  ? {
      executablePath: debianChromium,
      args: ['--no-sandbox', '--disable-background-networking', '--disable-component-update'],
    }
  : {};
/**
 * Which browser makes the screenshots: Debian's headless shell, its full browser and
 * Playwright's Chromium draw text apart (some lines move by a pixel).
 */
const browserTag = debianChromium
  ? `${debianChromium.startsWith('/usr/') ? 'debian-' : ''}${basename(debianChromium)}`
  : 'chromium';

export default defineConfig({
  testDir: 'tests/e2e',
  globalSetup: './tests/e2e/support/global-setup.ts',
  fullyParallel: true,
  // One worker per core (E2E_WORKERS to override): the servers idle while the browsers work.
  workers: Number(process.env.E2E_WORKERS) || availableParallelism(),
  forbidOnly: !!process.env.CI,
  // No retries: a test that fails once is a bug to fix (a race, a fixed delay, a shared state),
  // never a hiccup to hide; it fails the run and keeps its trace (trace: 'retain-on-failure').
  retries: 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  // Screenshots are only compared: baselines are written when asked (--update-snapshots), never
  // by a run that found none (tests/e2e/visual/visual.ts skips a browser that has none).
  updateSnapshots: 'none',
  reporter: [
    ['list'],
    ...(process.env.CI ? [] : [['html', { open: 'never' }] as const]),
    ['./tests/e2e/support/skip-reasons.ts'],
  ],
  use: {
    // A failed test keeps its trace: every action with its call log and timing, the network and
    // the console; the page as it failed is one screenshot and its accessibility tree
    // (error-context.md). Neither the film of screenshots (Chromium's screencast, a third of the
    // browser tests' CPU: decision 022) nor a DOM snapshot before and after every action, which
    // every passing test paid for too: 14-15 % of the CPU of the specs measured (decision 052).
    trace: { mode: 'retain-on-failure', screenshots: false, snapshots: false },
    screenshot: 'only-on-failure',
    // Under reduced motion the home page's hero draws one still frame instead of animating,
    // which cost about 0.4 CPU s per second a page sat on `/` (decision 059). Specs that check
    // motion turn it back on (`test.use({ reducedMotion: 'no-preference' })`).
    reducedMotion: 'reduce',
    launchOptions,
  },
  projects: [
    {
      name: 'chromium',
      testIgnore: 'visual/**',
      use: { ...devices['Desktop Chrome'], launchOptions },
    },
    // Screenshot comparisons (README, "Screenshot tests"). Baselines are kept per platform and
    // browser build: fonts and anti-aliasing differ between them, so one's images never judge
    // another's. A browser without baselines skips these tests (tests/e2e/visual/visual.ts).
    {
      name: 'visual',
      testDir: 'tests/e2e/visual',
      snapshotPathTemplate: `{testDir}/__screenshots__/{platform}-${browserTag}/{arg}{ext}`,
      expect: {
        // A whole long page takes a while to capture (twice: it must hold still) on a busy machine.
        timeout: 20_000,
        toHaveScreenshot: {
          animations: 'disabled',
          caret: 'hide',
          // Up to 1% of the pixels may differ (anti-aliasing noise after a Chromium update); a
          // moved block shifts everything below it. A pixel differs when its colour moves more
          // than 0.1 (Playwright's default, 0.2, let the light theme's primary go from cyan-700
          // to blue-700 unnoticed; rounding noise stays far below 0.1).
          maxDiffPixelRatio: 0.01,
          threshold: 0.1,
        },
      },
      use: {
        ...devices['Desktop Chrome'],
        launchOptions,
        contextOptions: { reducedMotion: 'reduce' },
      },
    },
  ],
});
