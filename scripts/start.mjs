// npm start: runs the built server (migrations are applied as it starts). NODE_ENV is passed on
// as it is: on a laptop (unset) the server generates its JWT secret into the data folder (0600);
// a server sets NODE_ENV=production and JWT_SECRET, as the Docker image does.
//
// Settings come from the environment and, when there is one, from `.env` in the folder it runs
// in (npm runs it in the checkout): the same file docker compose reads. A variable already set
// in the environment wins over the file. process.loadEnvFile is in every Node this project runs
// on (20.12+); `node --env-file-if-exists` would need 22.
//
// The server runs in THIS process, not a child: a signal (Ctrl-C to the process group, or
// SIGTERM from systemd or `kill` to this pid) reaches the one process that shuts down cleanly,
// and there is no second process to forward it twice or to be left behind as an orphan.
import { existsSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const ENV_FILE = '.env';
if (existsSync(ENV_FILE)) {
  try {
    process.loadEnvFile(ENV_FILE);
  } catch (error) {
    console.error(`Cannot read ${resolve(ENV_FILE)}: ${error.message}`);
    process.exit(1);
  }
}

// The build, beside this script whatever the folder it runs in.
const root = dirname(dirname(fileURLToPath(import.meta.url)));
const server = join(root, 'dist/server/main.js');
const clientDir = process.env.CLIENT_DIR ?? join(root, 'build/client');
if (!existsSync(server) || !existsSync(clientDir)) {
  console.error('The app is not built yet: run `npm run build` first, then `npm start`.');
  process.exit(1);
}

process.setSourceMapsEnabled(true);
await import(pathToFileURL(server).href);
