// npm start: runs the built server (migrations are applied as it starts). Production settings
// unless NODE_ENV says otherwise.
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';

if (!existsSync('dist/server/main.js') || !existsSync('build/client')) {
  console.error('The app is not built yet: run `npm run build` first, then `npm start`.');
  process.exit(1);
}

const child = spawn(process.execPath, ['--enable-source-maps', 'dist/server/main.js'], {
  stdio: 'inherit',
  env: { ...process.env, NODE_ENV: process.env.NODE_ENV ?? 'production' },
});
// The server handles SIGTERM/SIGINT itself (graceful shutdown); pass them on and mirror its exit.
for (const signal of ['SIGTERM', 'SIGINT']) process.on(signal, () => child.kill(signal));
child.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
