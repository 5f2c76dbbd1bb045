import { join } from 'node:path';
import { inject } from 'vitest';

// The server's entry points as they ship (`npm run build`'s bundle), for the tests that run them
// as child processes: `npm start`'s server, the CLI commands. Built once per test run by
// ./server-bundle-setup.ts (the unit tests' global set-up), in a folder of its own.

declare module 'vitest' {
  export interface ProvidedContext {
    /** The folder of the unit tests' server bundle (./server-bundle-setup.ts). */
    serverBundle: string;
  }
}

/** The bundled file of a server entry: 'main' or 'cli/<command>' (e.g. 'cli/db-backup'). */
export function bundledEntry(entry: string): string {
  return join(inject('serverBundle'), `${entry}.js`);
}
