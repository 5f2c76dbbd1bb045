// Which Chromium the browser tests use when Playwright's own is not wanted: E2E_CHROMIUM if set,
// else Debian's headless shell, else Debian's full browser (docs/decisions/023-headless-shell.md).
// One list for playwright.config.ts, which launches it, and scripts/e2e.mjs, which installs
// Playwright's browser only when this finds none.
import { existsSync } from 'node:fs';

const DEBIAN_CHROMIUMS = ['/usr/bin/chromium-headless-shell', '/usr/bin/chromium'];

/** The executable to launch, or undefined for Playwright's own Chromium. */
export function systemChromium() {
  return process.env.E2E_CHROMIUM || DEBIAN_CHROMIUMS.find((path) => existsSync(path));
}
