import { mkdtempSync, rmSync } from 'node:fs';
import { createServer, type Server } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { runMain } from './run-main';

// What an operator sees when `npm start` cannot listen: one line naming the setting to change,
// exit status 1 (server/src/lib/start-error.ts).
describe('starting on a busy port', () => {
  let dir: string;
  let busy: Server;
  beforeEach(async () => {
    dir = mkdtempSync(join(tmpdir(), 'start-error-'));
    busy = createServer();
    await new Promise<void>((done) => busy.listen(0, '127.0.0.1', done));
  });
  afterEach(async () => {
    await new Promise<void>((done) => busy.close(() => done()));
    rmSync(dir, { recursive: true, force: true });
  });

  // Starting the server takes a second, many more on a busy machine.
  it('exits with status 1 and a one-line hint naming PORT', { timeout: 60_000 }, () => {
    const port = (busy.address() as { port: number }).port;
    const result = runMain({
      PORT: String(port),
      HOST: '127.0.0.1',
      DATABASE_PATH: join(dir, 'site.db'),
      CLIENT_DIR: join(dir, 'no-client'),
      LOG_LEVEL: 'silent',
    });
    expect(result.status).toBe(1);
    const lines = result.stderr.trim().split('\n');
    expect(lines).toHaveLength(1);
    expect(lines[0]).toBe(
      `Failed to start: 127.0.0.1:${port} is already in use (another copy of the server or ` +
        `another program listens there): stop it, or set PORT to a free port (PORT=${port + 1} npm start).`,
    );
  });
});
