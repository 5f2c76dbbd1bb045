import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { buildServer } from '../../scripts/build-server.mjs';
import { repoRoot } from '../bench/lib';
import './server-bundle';

// The unit tests' global set-up: builds the server bundle (scripts/build-server.mjs, as
// `npm run build` does) into a folder of its own (npm test builds dist/server at the same time)
// for the tests that start the server or a CLI command as a child process (./server-bundle.ts)
// and for the worker threads of the apps they build in-process (./worker-threads-from-bundle.ts).
//
// Why not through tsx, from the sources: each such start took about 2.5 CPU seconds, most of it
// Node 24's module loader reading drizzle-orm's package.json (179 KB of "exports") again for
// every file of that package it loads: `import('drizzle-orm')` takes 1.1 s on Node 24.21, 0.12 s
// on Node 20. The bundle has no such look-ups. The unit tests start about 30 of them.

export default async function setup(project: TestProject): Promise<() => void> {
  // Inside the repository, where the bundle's external packages and migrations/ are found.
  const parent = join(repoRoot, 'node_modules', '.cache');
  mkdirSync(parent, { recursive: true });
  const dir = mkdtempSync(join(parent, 'test-server-bundle-'));
  const build = () => buildServer({ outdir: dir, logLevel: 'warning' });
  await build();
  project.provide('serverBundle', dir);
  // In watch mode, the sources may have changed since: the bundle follows them.
  project.onTestsRerun(build);
  return () => rmSync(dir, { recursive: true, force: true });
}
