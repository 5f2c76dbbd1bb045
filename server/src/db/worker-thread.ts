import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { Worker } from 'node:worker_threads';

const require = createRequire(import.meta.url);

/**
 * Finds a worker entry by name: the .js file the build writes for it (dist/server/<folder>/),
 * looked up from the bundle (dist/server/main.js) or from this module, or the TypeScript source
 * (run through tsx's loader, as in `npm run dev`; the unit tests point `from` at their bundle:
 * tests/api/worker-threads-from-bundle.ts). `folder` is the entry's
 * folder under server/src (db, repositories).
 */
export function resolveWorkerFile(
  name: string,
  folder = 'db',
  from = import.meta.url,
): { file: string; ts: boolean } {
  const candidates = [
    `./${name}.js`,
    `./${folder}/${name}.js`,
    `../${folder}/${name}.js`,
    `./${name}.ts`,
    `../${folder}/${name}.ts`,
  ];
  for (const candidate of candidates) {
    const file = fileURLToPath(new URL(candidate, from));
    if (existsSync(file)) return { file, ts: file.endsWith('.ts') };
  }
  throw new Error(`Worker ${name} not found next to ${from}`);
}

/**
 * The young generation of each worker's heap, in MB. A worker is an isolate of its own, and Node
 * 24's V8 sizes its young generation from the machine's memory (up to about 100 MB on a 24 GB
 * host) and grows it to that under the start's allocations; these threads only write batches and
 * run searches, whose garbage a few MB hold. docs/operations/health-and-logs.md#memory
 * has the figures.
 */
export const WORKER_YOUNG_GENERATION_MB = 8;

/**
 * Starts a worker thread on an entry found by resolveWorkerFile. The TypeScript source needs
 * tsx's loader inside the thread: it is registered first, then the entry imported.
 */
export function startWorker(entry: { file: string; ts: boolean }, workerData: unknown): Worker {
  const resourceLimits = { maxYoungGenerationSizeMb: WORKER_YOUNG_GENERATION_MB };
  if (!entry.ts) return new Worker(entry.file, { workerData, resourceLimits });
  const tsx = pathToFileURL(
    join(dirname(require.resolve('tsx/package.json')), 'dist/esm/api/index.mjs'),
  ).href;
  return new Worker(
    `import(${JSON.stringify(tsx)})` +
      `.then((tsx) => { tsx.register(); return import(${JSON.stringify(pathToFileURL(entry.file).href)}); })`,
    { eval: true, workerData, resourceLimits },
  );
}
