import { defineConfig, devices } from '@playwright/test';
import { execFileSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

// Browser tests run against the real production build and server on fresh SQLite files.
// Secrets are made per run (never committed); the config is evaluated again in each worker, so
// they travel through the environment, which the workers inherit from the runner.
process.env.E2E_SETUP_TOKEN ??= randomBytes(24).toString('base64url');
process.env.E2E_DATA_DIR ??= mkdtempSync(join(tmpdir(), 'site-e2e-'));
process.env.E2E_JWT_SECRET ??= randomBytes(48).toString('base64url');

/** A port free right now (the OS picks it), so two runs can share a machine. Synchronous: the
 * config is not async. The same value reaches the workers through the environment. */
function freePort(): string {
  return execFileSync(process.execPath, [
    '-e',
    "const s = require('node:net').createServer().listen(0, '127.0.0.1', () => { process.stdout.write(String(s.address().port)); s.close(); });",
  ]).toString();
}
process.env.E2E_PORT ??= freePort();
process.env.E2E_SHORT_TTL_PORT ??= freePort();
process.env.E2E_ALTCHA_PORT ??= freePort();
/** Nothing listens there: the second server's lead notifications fail (the inbox's Send again). */
process.env.E2E_DEAD_SMTP_PORT ??= freePort();

export const MAIN_URL = `http://127.0.0.1:${process.env.E2E_PORT}`;
/** A second server whose access tokens live 20 s, for the refresh-before-expiry journey, and
 * whose lead notifications fail (see below). */
export const SHORT_TTL_URL = `http://127.0.0.1:${process.env.E2E_SHORT_TTL_PORT}`;
process.env.E2E_SHORT_TTL_URL = SHORT_TTL_URL; // for tests/e2e/admin/fixtures.ts
/** A third server with the proof-of-work challenge on (ALTCHA=on); the others keep it off. */
process.env.E2E_ALTCHA_URL = `http://127.0.0.1:${process.env.E2E_ALTCHA_PORT}`;

// Debian's chromium where it exists (CI, this workplace); Playwright's own browser otherwise
// (scripts/e2e.mjs installs it on a laptop).
const debianChromium = '/usr/bin/chromium';
const launchOptions = existsSync(debianChromium)
  ? {
      executablePath: debianChromium,
      args: ['--no-sandbox', '--disable-background-networking', '--disable-component-update'],
    }
  : {};
/** Which browser makes the screenshots: Debian's and Playwright's Chromium builds draw text apart. */
const browserTag = existsSync(debianChromium) ? 'debian-chromium' : 'chromium';

function server(
  port: number,
  name: string,
  { command = 'node dist/server/main.js', production = true, extraEnv = {} } = {},
) {
  return {
    command,
    url: `http://127.0.0.1:${port}/healthz`,
    reuseExistingServer: false,
    timeout: 60_000,
    stdout: 'ignore' as const,
    stderr: 'pipe' as const,
    env: {
      ...(production ? { NODE_ENV: 'production', JWT_SECRET: process.env.E2E_JWT_SECRET! } : {}),
      HOST: '127.0.0.1',
      PORT: String(port),
      DATABASE_PATH: join(process.env.E2E_DATA_DIR!, `${name}.db`),
      ADMIN_SETUP_TOKEN: process.env.E2E_SETUP_TOKEN!,
      LOG_LEVEL: 'warn',
      ...extraEnv,
    },
  };
}

export default defineConfig({
  testDir: 'tests/e2e',
  fullyParallel: false,
  workers: 1,
  forbidOnly: !!process.env.CI,
  retries: process.env.CI ? 1 : 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  // A laptop without baselines for its platform writes them and passes; CI compares only, so a
  // screenshot test without a committed baseline fails there.
  updateSnapshots: process.env.CI ? 'none' : 'missing',
  reporter: process.env.CI ? [['list']] : [['list'], ['html', { open: 'never' }]],
  use: {
    baseURL: MAIN_URL,
    trace: 'retain-on-failure',
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
    // another's. A platform without baselines writes them on its first run (updateSnapshots).
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
  webServer: [
    // The main server starts exactly as the README's `npm start` does on a laptop: no NODE_ENV,
    // no JWT_SECRET (the server generates one into the data folder).
    server(Number(process.env.E2E_PORT), 'main', {
      command: 'node scripts/start.mjs',
      production: false,
    }),
    // The second one as in production (NODE_ENV=production, JWT_SECRET from the environment).
    // Its lead notifications go to a mail relay that is down, and fail at the first attempt.
    server(Number(process.env.E2E_SHORT_TTL_PORT), 'short-ttl', {
      extraEnv: {
        ACCESS_TOKEN_TTL: '20',
        PUBLIC_ORIGIN: SHORT_TTL_URL,
        SMTP_URL: `smtp://127.0.0.1:${process.env.E2E_DEAD_SMTP_PORT}`,
        NOTIFY_EMAIL: 'leads@firm.example',
        NOTIFY_MAX_ATTEMPTS: '1',
      },
    }),
    // The lead forms' proof-of-work challenge on, its key generated into the data folder.
    server(Number(process.env.E2E_ALTCHA_PORT), 'altcha', {
      production: false,
      extraEnv: { ALTCHA: 'on' },
    }),
  ],
});
