/**
 * Lighthouse and chrome-launcher for `npm run bench:web`, from this folder's own package and lock:
 * installed here when the benchmark runs (again only when the lock changed), so that the
 * product's `npm ci` never carries them: about 150 packages for one benchmark
 * (docs/decisions/049-house-rules.md). They are loaded by a name the compiler does not follow,
 * so `tsc` and the lint pass without them; the few types used are declared here.
 */
import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

const here = import.meta.dirname;
/** The hash of the lock the last install followed. */
const STAMP = join(here, 'node_modules', '.bench-web-lock.sha256');

export interface Audit {
  title: string;
  score: number | null;
  numericValue?: number;
  displayValue?: string;
  details?: unknown;
}
export interface LighthouseResult {
  audits: Record<string, Audit | undefined>;
  categories: Record<
    string,
    { score: number | null; auditRefs: { id: string; weight: number }[] } | undefined
  >;
}
type Lighthouse = (
  url: string,
  flags: { port: number; output: 'json'; logLevel: 'error' },
) => Promise<{ lhr: LighthouseResult } | undefined>;
interface ChromeLauncher {
  launch(options: { chromePath: string; chromeFlags: string[] }): Promise<{
    port: number;
    kill(): void;
  }>;
}

/** Runs `npm ci` in this folder unless its node_modules already follow the lock. */
function install(log: (line: string) => void): void {
  const lock = createHash('sha256')
    .update(readFileSync(join(here, 'package-lock.json')))
    .digest('hex');
  if (existsSync(STAMP) && readFileSync(STAMP, 'utf8') === lock) return;
  log('installing Lighthouse for this benchmark (npm ci in tests/bench/web)...');
  execFileSync('npm', ['ci', '--no-audit', '--no-fund'], { cwd: here, stdio: 'inherit' });
  writeFileSync(STAMP, lock);
}

/** Installs the tools if needed and loads them from this folder's node_modules. */
export async function loadWebTools(log: (line: string) => void) {
  install(log);
  // Bare names resolve from this file, so from this folder's node_modules.
  const names = { lighthouse: 'lighthouse', launcher: 'chrome-launcher' };
  const lighthouse = ((await import(names.lighthouse)) as { default: Lighthouse }).default;
  const launcher = (await import(names.launcher)) as ChromeLauncher;
  return { lighthouse, launcher };
}
