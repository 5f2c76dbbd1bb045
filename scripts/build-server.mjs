// Bundles the server (and its CLI commands) into dist/server/ with esbuild: our own code, shared/
// (the @shared/* path alias resolved from tsconfig.json) and the pure-JavaScript dependencies.
//
// Why the dependencies too: Node's ES module loader resolves every file of every package
// (package.json scope look-ups, format checks) at each start. With ~120 packages external that
// was most of a start's CPU time (about 3.7 of 5.8 CPU seconds on a loaded 2-core machine; the
// browser tests start dozens of servers). One bundle cut a start by about 40 %
// (docs/performance.md, section 12).
//
// Kept external, loaded from node_modules at run time: the native addons, and packages that read
// their own files by path (swagger's UI assets and its own package.json).
import { readdirSync } from 'node:fs';
import { build } from 'esbuild';

const cli = readdirSync('server/src/cli')
  .filter((f) => f.endsWith('.ts') && !f.endsWith('.test.ts'))
  .map((f) => `server/src/cli/${f}`);

export const EXTERNAL = [
  'better-sqlite3',
  'argon2',
  'sharp',
  '@fastify/swagger',
  '@fastify/swagger-ui',
];

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
  external: EXTERNAL,
  // CommonJS dependencies inside an ES module bundle still call require() and read __dirname.
  banner: {
    js: [
      "import { createRequire as __bundleRequire } from 'node:module';",
      "import { fileURLToPath as __bundleFileURLToPath } from 'node:url';",
      "import { dirname as __bundleDirname } from 'node:path';",
      'const require = __bundleRequire(import.meta.url);',
      'const __filename = __bundleFileURLToPath(import.meta.url);',
      'const __dirname = __bundleDirname(__filename);',
    ].join(' '),
  },
  tsconfig: 'tsconfig.json',
  sourcemap: true,
  // Stack traces map to our sources; the dependencies' sources are not copied into the maps.
  sourcesContent: false,
  logLevel: 'info',
});
