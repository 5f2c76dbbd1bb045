// npm start: runs the built server (migrations are applied as it starts). NODE_ENV is passed on
// as it is: on a laptop (unset) the server generates its JWT secret into the data folder (0600);
// a server sets NODE_ENV=production and JWT_SECRET, as the Docker image does.
//
// The server runs in THIS process, not a child: a signal (Ctrl-C to the process group, or
// SIGTERM from systemd or `kill` to this pid) reaches the one process that shuts down cleanly,
// and there is no second process to forward it twice or to be left behind as an orphan.
import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';

const clientDir = process.env.CLIENT_DIR ?? 'build/client';
if (!existsSync('dist/server/main.js') || !existsSync(clientDir)) {
  console.error('The app is not built yet: run `npm run build` first, then `npm start`.');
  process.exit(1);
}

process.setSourceMapsEnabled(true);
await import(pathToFileURL(resolve('dist/server/main.js')).href);
