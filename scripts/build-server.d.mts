// Types of ./build-server.mjs for the TypeScript that imports it (the unit tests' global set-up).

/** Packages left out of the bundle, loaded from node_modules at run time. */
export const EXTERNAL: string[];

/** Bundles the server and its CLI commands into `outdir` (dist/server by default). */
export function buildServer(options?: {
  outdir?: string;
  logLevel?: 'verbose' | 'debug' | 'info' | 'warning' | 'error' | 'silent';
}): Promise<void>;
