import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { requireBuild, root } from './require-build';

/** How long npm's process group may outlive npm itself before it counts as left behind. */
const GROUP_GRACE_MS = 10_000;

/** Whether any process of the group `pgid` is still there after `ms`, looked at every 50 ms. */
async function groupOutlives(pgid: number, ms: number): Promise<boolean> {
  const until = Date.now() + ms;
  for (;;) {
    try {
      process.kill(-pgid, 0);
    } catch {
      return false;
    }
    if (Date.now() > until) return true;
    await new Promise((r) => setTimeout(r, 50));
  }
}

/**
 * `npm start` as an operator runs it (npm -> node), stopped the two usual ways. Each must end in
 * ONE clean shutdown: exit 0, the WAL checkpointed away (no -wal/-shm left), no process left.
 */
describe.skipIf(process.platform === 'win32')('stopping `npm start`', () => {
  beforeAll(() => requireBuild('dist/server/main.js'));

  async function startThenStop(stop: (npmPid: number) => void) {
    const dir = mkdtempSync(join(tmpdir(), 'stop-'));
    mkdirSync(join(dir, 'client'));
    const db = join(dir, 'site.db');
    // detached: npm leads its own process group, like a shell job in a terminal.
    const npm = spawn('npm', ['start'], {
      cwd: root,
      detached: true,
      env: {
        ...process.env,
        PORT: '0',
        DATABASE_PATH: db,
        CLIENT_DIR: join(dir, 'client'),
        LOG_LEVEL: 'warn',
      },
    });
    let output = '';
    npm.stderr.on('data', (d: Buffer) => (output += d.toString()));
    const exited = new Promise<{ code: number | null; signal: string | null }>((resolve) =>
      npm.on('exit', (code, signal) => resolve({ code, signal })),
    );
    await new Promise<void>((resolve) =>
      npm.stdout.on('data', (d: Buffer) => {
        output += d.toString();
        if (output.includes('Listening on')) resolve();
      }),
    );
    stop(npm.pid!);
    const result = await exited;
    // The group may outlive npm by the server's last steps: it is given GROUP_GRACE_MS to end,
    // polled, so a loaded machine does not make a clean stop look like an orphan.
    const groupAlive = await groupOutlives(npm.pid!, GROUP_GRACE_MS);
    if (groupAlive) process.kill(-npm.pid!, 'SIGKILL');
    const leftovers = [`${db}-wal`, `${db}-shm`].filter((f) => existsSync(f));
    rmSync(dir, { recursive: true, force: true });
    return { ...result, output, groupAlive, leftovers };
  }

  it('Ctrl-C (SIGINT to the whole process group): one clean shutdown, exit 0', async () => {
    const r = await startThenStop((pid) => process.kill(-pid, 'SIGINT'));
    expect(r.output.match(/received, shutting down/g)).toHaveLength(1);
    expect(r.output).not.toContain('exiting without a clean shutdown');
    expect(r).toMatchObject({ code: 0, signal: null, groupAlive: false, leftovers: [] });
  }, 60_000);

  it('SIGTERM to the npm process alone: the server shuts down too (no orphan), exit 0', async () => {
    const r = await startThenStop((pid) => process.kill(pid, 'SIGTERM'));
    expect(r.output).toContain('SIGTERM received, shutting down');
    expect(r).toMatchObject({ code: 0, signal: null, groupAlive: false, leftovers: [] });
  }, 60_000);
});
