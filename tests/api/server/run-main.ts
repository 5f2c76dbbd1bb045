import { spawnSync } from 'node:child_process';
import { bundledEntry } from '../server-bundle';

/**
 * Runs the server's entry point (the bundle's main.js) as `npm start` would, with these settings
 * added to the environment, until it exits: for what an operator sees when it cannot start.
 */
export function runMain(env: Record<string, string>) {
  return spawnSync(process.execPath, [bundledEntry('main')], {
    env: { ...process.env, NODE_ENV: 'development', ...env },
    encoding: 'utf8',
    timeout: 60_000,
  });
}
