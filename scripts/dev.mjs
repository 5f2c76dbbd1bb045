#!/usr/bin/env node
// Development: the API (reloading on change) on :3001 and Vite (hot reload) on :5173, which
// proxies /api, /auth and /healthz to the API so the browser sees one origin.
import concurrently from 'concurrently';
import { compileMessages } from './compile-messages.mjs';

// The message catalogues, before the API imports them (Vite compiles them again, and on change).
compileMessages();

const apiPort = process.env.API_PORT ?? '3001';
const { result } = concurrently(
  [
    {
      name: 'api',
      command: 'tsx watch --clear-screen=false server/src/main.ts',
      env: { PORT: apiPort },
      prefixColor: 'cyan',
    },
    { name: 'web', command: 'vite', env: { API_PORT: apiPort }, prefixColor: 'magenta' },
  ],
  { killOthers: ['failure', 'success'] },
);
result.catch(() => process.exit(1));
