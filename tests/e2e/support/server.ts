import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { createServer } from 'node:net';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';

// One real server process (the production build, `node dist/server/main.js`) on a port the OS
// picks and a database of its own in a fresh folder. The browser tests' fixtures
// (../fixtures.ts) start these; nothing here knows about Playwright.

const root = resolve(import.meta.dirname, '../../..');
const entry = join(root, 'dist/server/main.js');
/** The clock a test can move (server-clock.mjs), loaded before the server's code. */
const clockModule = pathToFileURL(join(import.meta.dirname, 'server-clock.mjs')).href;
/**
 * Turns source maps on before the server's code loads, as `npm start` does (scripts/start.mjs),
 * not with the --enable-source-maps flag: under the flag util.getCallSites maps every call site
 * too, and pino asks for its caller's at each start, which parsed the server's 4 MB source map
 * at every start for that, about 0.3 CPU s.
 */
const sourceMapsOn = 'data:text/javascript,process.setSourceMapsEnabled(true)';

/** What every browser-test server runs with unless a test's `serverEnv` says otherwise. */
function defaultEnv(dataDir: string): Record<string, string> {
  return {
    NODE_ENV: 'production',
    JWT_SECRET: randomBytes(48).toString('base64url'),
    ADMIN_SETUP_TOKEN: randomBytes(24).toString('base64url'),
    HOST: '127.0.0.1',
    DATABASE_PATH: join(dataDir, 'site.db'),
    // The limits are a setting: tests do not meet the production ones unless they test them
    // (one fixture asks for RATE_LIMIT=on; tests/api/rate-limits.test.ts checks every rule).
    RATE_LIMIT: 'off',
    // The proof of work is on by default; the form tests that are about it ask for the default
    // (public/altcha.spec.ts, ALTCHA: ''), so the others' seeded leads are not filed as spam.
    ALTCHA: 'off',
    LOG_LEVEL: 'warn',
  };
}

export interface TestServer {
  /** http://127.0.0.1:<port>, no trailing slash. */
  readonly url: string;
  /** The folder of its database and generated secrets; deleted when the server stops. */
  readonly dataDir: string;
  readonly databasePath: string;
  /** ADMIN_SETUP_TOKEN (a fresh random one unless serverEnv sets it). */
  readonly setupToken: string;
  /** The environment the process was started with (after serverEnv). */
  readonly env: Readonly<Record<string, string>>;
  /** True for a server of one test's own (freshServer); false for one a worker shares. */
  readonly dedicated: boolean;
  /**
   * Moves the server's clock forward to `to` (ms since the epoch), as if it had slept until
   * then: the timers due meanwhile fire once. Resolves with the server's time after that. Only
   * on a server started with `clock: true` (the fixtures' `serverClock`).
   */
  jumpClock(to: number): Promise<number>;
  /** Stops the process (SIGTERM, a clean shutdown) and starts it again on the same port and data. */
  restart(): Promise<void>;
  /** Stops the process and deletes its data folder. */
  stop(): Promise<void>;
}

export function assertBuilt(): void {
  if (!existsSync(entry) || !existsSync(join(root, 'build/client/index.html'))) {
    throw new Error(
      'The browser tests run the production build, which is missing: run `npm run build` ' +
        '(npm run test:e2e builds first unless given --no-build).',
    );
  }
}

/**
 * Starts a server. `env` is laid over the defaults; an empty string removes a default (the
 * server reads an empty variable as unset), e.g. `{ NODE_ENV: '', JWT_SECRET: '' }` starts it as
 * `npm start` on a laptop, which generates its JWT secret into the data folder.
 */
export async function startServer(
  env: Record<string, string> = {},
  { dedicated = false, clock = false } = {},
): Promise<TestServer> {
  assertBuilt();
  const dataDir = mkdtempSync(join(tmpdir(), 'site-e2e-'));
  let serverEnv: Record<string, string> = {};
  let child: ChildProcess;
  let url = '';
  // A production server needs PUBLIC_ORIGIN (invitation links, the passkey origin), so the port
  // is known before the start: the OS picks a free one, and a port taken meanwhile is tried again.
  for (let attempt = 1; !url; attempt++) {
    const port = await closedPort();
    serverEnv = {
      ...defaultEnv(dataDir),
      PUBLIC_ORIGIN: `http://127.0.0.1:${port}`,
      PORT: String(port),
      // `{port}` in a test's value is this port, e.g. PUBLIC_ORIGIN: 'http://localhost:{port}'.
      ...Object.fromEntries(
        Object.entries(env).map(([name, value]) => [
          name,
          value.replaceAll('{port}', String(port)),
        ]),
      ),
    };
    url = await launch(serverEnv).catch((error: Error) => {
      if (attempt < 3 && /EADDRINUSE/.test(error.message)) return '';
      throw error;
    });
  }

  async function launch(processEnv: Record<string, string>): Promise<string> {
    const preload = ['--import', sourceMapsOn, ...(clock ? ['--import', clockModule] : [])];
    child = spawn(process.execPath, [...preload, entry], {
      cwd: root,
      env: { ...passedOn(), ...processEnv },
      stdio: ['ignore', 'pipe', 'pipe', ...(clock ? (['ipc'] as const) : [])],
    });
    const address = await listening(child);
    // The server redirects every other host to PUBLIC_ORIGIN's: the tests use that one.
    const origin = processEnv.PUBLIC_ORIGIN;
    return origin && new URL(origin).port === new URL(address).port ? origin : address;
  }

  async function stopProcess(): Promise<void> {
    if (child.exitCode !== null || child.signalCode !== null) return;
    const exited = new Promise((done) => child.once('exit', done));
    child.kill('SIGTERM');
    const timer = setTimeout(() => child.kill('SIGKILL'), 15_000);
    await exited;
    clearTimeout(timer);
  }

  return {
    get url() {
      return url;
    },
    dataDir,
    databasePath: serverEnv.DATABASE_PATH!,
    setupToken: serverEnv.ADMIN_SETUP_TOKEN!,
    env: serverEnv,
    dedicated,
    async jumpClock(to) {
      if (!clock) throw new Error('jumpClock needs a server started with { clock: true }');
      const jumped = new Promise<number>((done) => {
        const onMessage = (message: { clock?: string; now?: number }) => {
          if (message?.clock !== 'jumped') return;
          child.off('message', onMessage);
          done(message.now!);
        };
        child.on('message', onMessage);
      });
      child.send({ clock: 'jump', to });
      return await jumped;
    },
    async restart() {
      await stopProcess();
      url = await launch(serverEnv);
    },
    async stop() {
      await stopProcess();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** Only what a process needs from the runner's environment: a developer's shell may hold
 * SMTP_URL or DATABASE_PATH for their own server, which a test server must not pick up. */
function passedOn(): Record<string, string> {
  const names = ['PATH', 'HOME', 'TZ', 'LANG', 'SYSTEMROOT'];
  return Object.fromEntries(names.flatMap((n) => (process.env[n] ? [[n, process.env[n]]] : [])));
}

/**
 * Resolves with the server's URL once it answers /healthz. The port is the one main.ts prints
 * ("Listening on http://..."), so no port is guessed before the server has one. Its error output
 * is passed on (prefixed), and an early exit fails with it.
 */
async function listening(child: ChildProcess): Promise<string> {
  const errors: string[] = [];
  child.stderr!.setEncoding('utf8').on('data', (text: string) => {
    errors.push(text);
    process.stderr.write(text.replace(/^(?=.)/gm, `[server ${child.pid}] `));
  });
  const url = await new Promise<string>((done, fail) => {
    let out = '';
    const onData = (text: string) => {
      out += text;
      const match = /Listening on (http:\/\/\S+)/.exec(out);
      if (!match) return;
      child.stdout!.off('data', onData).resume(); // The rest (setup code notice) is not needed.
      child.off('exit', onExit);
      done(match[1]!);
    };
    const onExit = (code: number | null) =>
      fail(new Error(`The test server exited (${code}) before listening:\n${errors.join('')}`));
    child.stdout!.setEncoding('utf8').on('data', onData);
    child.once('exit', onExit);
  });
  const health = await fetch(`${url}/healthz`);
  if (!health.ok) throw new Error(`The test server at ${url} answered /healthz ${health.status}`);
  return url;
}

/** A port nothing listens on right now (the OS picked it, then it was closed again). */
export async function closedPort(): Promise<number> {
  return await new Promise((done) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => done(port));
    });
  });
}
