#!/usr/bin/env node
// Browser tests: build the production site and server, make sure a Chromium exists, then run
// Playwright, whose fixtures start the real servers (tests/e2e/README.md).
import { spawnSync } from 'node:child_process';
import { systemChromium } from './system-chromium.mjs';

function run(command, args) {
  const result = spawnSync(command, args, {
    stdio: 'inherit',
    shell: process.platform === 'win32',
  });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

if (!process.argv.includes('--no-build')) run('npm', ['run', 'build']);

// Debian's chromium (its headless shell first) is used where present (CI installs both), or
// E2E_CHROMIUM; elsewhere, Playwright's own (playwright.config.ts).
if (!systemChromium()) run('npx', ['playwright', 'install', 'chromium']);

const passThrough = process.argv.slice(2).filter((a) => a !== '--no-build');
run('npx', ['playwright', 'test', ...passThrough]);
