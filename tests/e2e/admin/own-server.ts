import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

// A server of a journey's own (the production bundle on a database of its own): for journeys
// whose published content would surprise the others, or that restart the server.

async function freePort(): Promise<number> {
  return await new Promise((resolve) => {
    const s = createServer().listen(0, '127.0.0.1', () => {
      const { port } = s.address() as { port: number };
      s.close(() => resolve(port));
    });
  });
}

export function ownServer(name: string) {
  let server: ChildProcess | null = null;
  let port = 0;
  const dataDir = mkdtempSync(join(tmpdir(), `site-e2e-${name}-`));
  const jwtSecret = randomBytes(48).toString('base64url');

  const self = {
    base: '',
    /** Starts it (on the same port and database after a stop) and waits until it answers. */
    async start() {
      port ||= await freePort();
      server = spawn(process.execPath, ['dist/server/main.js'], {
        env: {
          ...process.env,
          NODE_ENV: 'production',
          JWT_SECRET: jwtSecret,
          HOST: '127.0.0.1',
          PORT: String(port),
          DATABASE_PATH: join(dataDir, 'site.db'),
          ADMIN_SETUP_TOKEN: process.env.E2E_SETUP_TOKEN!,
          RATE_LIMIT: 'off',
          LOG_LEVEL: 'warn',
        },
        stdio: 'ignore',
      });
      self.base = `http://127.0.0.1:${port}`;
      for (let i = 0; i < 150; i++) {
        const ok = await fetch(`${self.base}/healthz`).then(
          (r) => r.ok,
          () => false,
        );
        if (ok) return;
        await new Promise((r) => setTimeout(r, 200));
      }
      throw new Error(`the ${name} server did not start`);
    },
    async stop() {
      const child = server;
      if (!child || child.exitCode !== null) return;
      await new Promise((resolve) => {
        child.once('exit', resolve);
        child.kill('SIGTERM');
      });
    },
  };
  return self;
}
