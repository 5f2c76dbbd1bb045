// Bundles the server (and its CLI commands) into dist/server/ with esbuild. Dependencies stay
// external (installed node_modules are used at run time); only our own code and shared/ are
// bundled, with the @shared/* path alias resolved from tsconfig.json.
import { readdirSync } from 'node:fs';
import { build } from 'esbuild';

const cli = readdirSync('server/src/cli')
  .filter((f) => f.endsWith('.ts') && !f.endsWith('.test.ts'))
  .map((f) => `server/src/cli/${f}`);

await build({
  // The worker threads are loaded by file name (server/src/db/worker-thread.ts): the lead writer
  // and the inbox search.
  entryPoints: [
    'server/src/main.ts',
    'server/src/db/lead-writer-worker.ts',
    'server/src/repositories/lead-search-worker.ts',
    ...cli,
  ],
  outdir: 'dist/server',
  outbase: 'server/src',
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  packages: 'external',
  tsconfig: 'tsconfig.json',
  sourcemap: true,
  logLevel: 'info',
});
