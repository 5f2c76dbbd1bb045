// npm start: runs the built server (migrations are applied as it starts). NODE_ENV is passed on
// as it is: on a laptop (unset) the server generates its JWT secret into the data folder (0600);
// a server sets NODE_ENV=production and JWT_SECRET, as the Docker image does.
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';

if (!existsSync('dist/server/main.js') || !existsSync('build/client')) {
  console.error('The app is not built yet: run `npm run build` first, then `npm start`.');
  process.exit(1);
}

const child = spawn(process.execPath, ['--enable-source-maps', 'dist/server/main.js'], {
  stdio: 'inherit',
});
// The server handles SIGTERM/SIGINT itself (graceful shutdown); pass them on and mirror its exit.
for (const signal of ['SIGTERM', 'SIGINT']) process.on(signal, () => child.kill(signal));
child.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
