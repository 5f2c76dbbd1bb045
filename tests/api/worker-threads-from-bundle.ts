import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { inject, vi } from 'vitest';
import type * as WorkerThread from '../../server/src/db/worker-thread';

// A set-up file of the unit tests: the worker threads of the apps they build on a database file
// (the lead writer, the inbox search) run their entries from the unit tests' server bundle
// (./server-bundle-setup.ts), as `npm start` runs them from dist/server, instead of their
// TypeScript sources through tsx. A thread started from the sources spent about a CPU second
// loading its modules (Node 24 reads drizzle-orm's package.json again for each of its files:
// server-bundle-setup.ts), and the unit tests start about fifty of them. The bundle is rebuilt
// before every watch-mode rerun, so a thread never runs older code than the test.

vi.mock('../../server/src/db/worker-thread', async (importOriginal) => {
  const original = await importOriginal<typeof WorkerThread>();
  const bundledMain = pathToFileURL(join(inject('serverBundle'), 'main.js')).href;
  return {
    ...original,
    resolveWorkerFile: (name: string, folder?: string) =>
      original.resolveWorkerFile(name, folder, bundledMain),
  };
});
