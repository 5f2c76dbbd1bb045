// Types of ./build-stamps.mjs for the TypeScript that imports it (vite.config.ts, vitest.config.ts).
import type { Plugin } from 'vite';

/** The build's day: BUILD_DATE, or today, then kept in BUILD_DATE for what this process starts. */
export function pinBuildDate(): string;

/** `__BUILD_DATE__`: the build's day, for vite's and esbuild's `define`. */
export const BUILD_DATE_DEFINE: { __BUILD_DATE__: string };

/** The browser build's own sample firm in place of the shared one. */
export function sampleFirmPlugin(): Plugin;
