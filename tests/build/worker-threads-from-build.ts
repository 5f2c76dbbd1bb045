import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { vi } from 'vitest';
import * as workerThread from '../../server/src/db/worker-thread';
import { root } from './require-build';

// A set-up file of the tests of the build: the worker threads of the apps they build in-process
// (the lead writer, the inbox search, the pictures) run their entries from the build's server
// bundle (dist/server, an input of these tests), as `npm start` does, instead of compiling their
// TypeScript sources through tsx in every thread. A spy, not vi.mock: the files share one module
// graph (vitest.config.ts), and a spy on the module's exports reaches every importer.

const bundledMain = pathToFileURL(join(root, 'dist', 'server', 'main.js')).href;
// Once: the spy stays for the files after (vitest.config.ts leaves mocks as they are).
if (!vi.isMockFunction(workerThread.resolveWorkerFile)) {
  const original = workerThread.resolveWorkerFile;
  vi.spyOn(workerThread, 'resolveWorkerFile').mockImplementation((name, folder) =>
    original(name, folder, bundledMain),
  );
}
