import { spawnSync } from 'node:child_process';

/**
 * Runs the server's entry point (server/src/main.ts through tsx) as `npm start` would, with these
 * settings added to the environment, until it exits: for what an operator sees when it cannot
 * start. A tsx start takes seconds, many more on a busy machine.
 */
export function runMain(env: Record<string, string>) {
  return spawnSync(process.execPath, ['--import', 'tsx', 'server/src/main.ts'], {
    env: { ...process.env, NODE_ENV: 'development', ...env },
    encoding: 'utf8',
    timeout: 60_000,
  });
}
