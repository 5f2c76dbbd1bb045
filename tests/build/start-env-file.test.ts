import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { requireBuild, root } from './require-build';

// `npm start` reads `.env` from the folder it runs in, as docker compose does; a variable set in
// the environment wins over the file.

let dir: string;
beforeAll(() => requireBuild('dist/server/main.js'));
afterEach(() => rmSync(dir, { recursive: true, force: true }));

describe.skipIf(process.platform === 'win32')('npm start and .env', () => {
  it('takes its settings from .env, the environment first', async () => {
    dir = mkdtempSync(join(tmpdir(), 'start-env-'));
    mkdirSync(join(dir, 'client'));
    const db = join(dir, 'from-env-file.db');
    writeFileSync(
      join(dir, '.env'),
      [
        '# as .env.example has it',
        'PORT=1',
        `DATABASE_PATH=${db}`,
        `CLIENT_DIR=${join(dir, 'client')}`,
        'LOG_LEVEL=warn',
        '',
      ].join('\n'),
      { mode: 0o600 },
    );
    const env: NodeJS.ProcessEnv = { ...process.env, PORT: '0' };
    for (const name of ['DATABASE_PATH', 'CLIENT_DIR', 'LOG_LEVEL', 'NODE_ENV']) delete env[name];
    const child = spawn(process.execPath, [join(root, 'scripts/start.mjs')], { cwd: dir, env });
    let output = '';
    const exited = new Promise<number | null>((resolve) => child.on('exit', resolve));
    const listening = new Promise<boolean>((resolve) => {
      const read = (d: Buffer) => {
        output += d.toString();
        if (output.includes('Listening on')) resolve(true);
      };
      child.stdout.on('data', read);
      child.stderr.on('data', read);
      void exited.then(() => resolve(false));
    });
    // PORT=0 from the environment, not the file's 1 (which a user may not listen on).
    expect(await listening, output).toBe(true);
    // The database where .env put it.
    expect(existsSync(db)).toBe(true);
    child.kill('SIGTERM');
    expect(await exited).toBe(0);
  }, 60_000);
});
