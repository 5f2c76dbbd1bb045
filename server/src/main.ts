import { buildApp } from './app';
import { ConfigError, loadConfig } from './config/env';
import { startErrorMessage } from './lib/start-error';
import { newSetupCode } from './lib/tokens';

/**
 * Starts the server: configuration from the environment, build, listen. Everything else lives in
 * app.ts so tests build exactly the same application.
 */
async function main(): Promise<void> {
  let config;
  try {
    config = loadConfig(process.env);
  } catch (error) {
    if (error instanceof ConfigError) {
      // One clear line, no stack: the operator only needs to know which variable to fix.
      process.stderr.write(`${error.message}\n`);
      process.exit(1);
    }
    throw error;
  }

  const app = await buildApp(config);
  await app.ready();
  installShutdown(app.close.bind(app), (msg, err) => app.log.error({ err }, msg));

  await app.listen({ port: config.port, host: config.host });
  const shownHost = config.host === '0.0.0.0' || config.host === '::' ? 'localhost' : config.host;
  const port = (app.server.address() as { port: number } | null)?.port ?? config.port;
  const url = `http://${shownHost.includes(':') ? `[${shownHost}]` : shownHost}:${port}`;
  process.stdout.write(`Listening on ${url}\n`);

  // Jenkins-style bootstrap: with no admin and no configured setup token, a one-time code is
  // printed once, to the terminal only (never into the structured logs that get shipped).
  if (!config.adminSetupToken && !app.repos.users.anyExists()) {
    const code = newSetupCode();
    app.setupToken.useOneTimeCode(code);
    process.stdout.write(
      `\nNo admin account exists yet. Create one at ${url}/setup-admin\n` +
        `One-time setup code (valid until this server stops): ${code}\n\n`,
    );
  }
}

/**
 * SIGTERM/SIGINT: stop accepting connections, let in-flight requests finish, commit queued
 * writes and close the database (all in app.close()), then exit 0.
 *
 * One stop often arrives as several signals at once: Ctrl-C reaches every process of the
 * terminal's group, and `npm start` (npm) forwards the same signal to the server as well. So
 * signals within a second of the first are the same request and are ignored; a signal later
 * than that is someone insisting, and exits at once with 1.
 */
const DUPLICATE_SIGNAL_MS = 1000;

function installShutdown(
  close: () => Promise<void>,
  logError: (msg: string, err: unknown) => void,
): void {
  let firstSignalAt: number | null = null;
  const onSignal = (signal: NodeJS.Signals) => {
    if (firstSignalAt !== null) {
      if (Date.now() - firstSignalAt < DUPLICATE_SIGNAL_MS) return;
      process.stderr.write(`${signal} received again, exiting without a clean shutdown\n`);
      process.exit(1);
    }
    firstSignalAt = Date.now();
    process.stdout.write(`${signal} received, shutting down\n`);
    const timer = setTimeout(() => {
      process.stderr.write('Shutdown took longer than 10 s, exiting\n');
      process.exit(1);
    }, 10_000);
    timer.unref();
    close().then(
      () => process.exit(0),
      (err: unknown) => {
        logError('error during shutdown', err);
        process.exit(1);
      },
    );
  };
  process.on('SIGTERM', onSignal);
  process.on('SIGINT', onSignal);
}

main().catch((error: unknown) => {
  process.stderr.write(`${startErrorMessage(error)}\n`);
  process.exit(1);
});
