// Bundles the server (and its CLI commands) into dist/server/ with esbuild: our own code, shared/
// (the @shared/* path alias resolved from tsconfig.json) and the pure-JavaScript dependencies.
//
// Why the dependencies too: Node's ES module loader resolves every file of every package
// (package.json scope look-ups, format checks) at each start. With ~120 packages external that
// was most of a start's CPU time (about 3.7 of 5.8 CPU seconds on a loaded 2-core machine; the
// browser tests start dozens of servers). One bundle cut a start by about 40 %
// (docs/performance-log.md, section 12).
//
// Kept external, loaded from node_modules at run time: the native addons, and packages that read
// their own files by path (swagger's UI assets and its own package.json). A package only the
// bundle needs may be a devDependency, out of the image: satori (with its 30 MB of sources and
// builds) is, in the art thread's bundle (docs/decisions/032-share-pictures-satori-sharp.md).
import { readdirSync } from 'node:fs';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { build } from 'esbuild';
import { BUILD_DATE_DEFINE } from './build-stamps.mjs';
import { compileMessages } from './compile-messages.mjs';

/** Paths below are from the repository's root, wherever the build is started. */
const repoRoot = fileURLToPath(new URL('..', import.meta.url));

const cli = readdirSync(new URL('../server/src/cli', import.meta.url))
  .filter((f) => f.endsWith('.ts') && !f.endsWith('.test.ts'))
  .map((f) => `server/src/cli/${f}`);

export const EXTERNAL = [
  'better-sqlite3',
  'argon2',
  'sharp',
  '@fastify/swagger',
  '@fastify/swagger-ui',
];

/**
 * Writes the bundle to `outdir` (dist/server for `npm run build`; the unit tests build one of
 * their own for the commands they run as child processes: tests/api/server-bundle.ts). Its
 * folder must sit inside this repository, where the external packages and migrations/ are found
 * by walking up.
 */
export async function buildServer({ outdir = 'dist/server', logLevel = 'info' } = {}) {
  compileMessages(); // the catalogues the server reads (decision 054)
  await build({
    // The worker threads are loaded by file name (server/src/db/worker-thread.ts): the lead writer,
    // the inbox search and the site's pictures.
    entryPoints: [
      'server/src/main.ts',
      'server/src/db/lead-writer-worker.ts',
      'server/src/repositories/lead-search-worker.ts',
      'server/src/services/publishing/art/art-worker.ts',
      ...cli,
    ],
    absWorkingDir: repoRoot,
    outdir,
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
    // The build's day, as the client's build has it (./build-stamps.mjs).
    define: BUILD_DATE_DEFINE,
    tsconfig: 'tsconfig.json',
    sourcemap: true,
    // Stack traces map to our sources; the dependencies' sources are not copied into the maps.
    sourcesContent: false,
    logLevel,
  });
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) await buildServer();
