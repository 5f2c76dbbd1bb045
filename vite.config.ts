import { reactRouter } from '@react-router/dev/vite';
import tailwindcss from '@tailwindcss/vite';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';

const apiPort = process.env.API_PORT ?? '3001';
const apiTarget = `http://127.0.0.1:${apiPort}`;

export default defineConfig({
  plugins: [tailwindcss(), reactRouter()],
  resolve: {
    alias: {
      '@shared': fileURLToPath(new URL('./shared', import.meta.url)),
      '~': fileURLToPath(new URL('./client/src', import.meta.url)),
    },
  },
  server: {
    // In development the API runs beside Vite; the browser only ever talks to one origin.
    proxy: { '/api': apiTarget, '/auth': apiTarget, '/healthz': apiTarget },
  },
});
