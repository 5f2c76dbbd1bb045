import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import { vitePrerenderPlugin } from 'vite-prerender-plugin';

const apiPort = process.env.API_PORT ?? '3001';
const apiTarget = `http://127.0.0.1:${apiPort}`;

export default defineConfig({
  root: 'client',
  publicDir: 'public',
  plugins: [
    tailwindcss(),
    react(),
    // Renders every public route to static HTML at build time (see docs/decisions).
    vitePrerenderPlugin({ renderTarget: '#root' }),
  ],
  resolve: {
    alias: {
      '@shared': fileURLToPath(new URL('./shared', import.meta.url)),
      '~': fileURLToPath(new URL('./client/src', import.meta.url)),
    },
  },
  build: {
    outDir: '../build/client',
    emptyOutDir: true,
  },
  server: {
    // In development the API runs beside Vite; the browser only ever talks to one origin.
    proxy: { '/api': apiTarget, '/auth': apiTarget, '/healthz': apiTarget },
  },
});
