import type { Plugin } from 'vite';

/** The groups of texts the public site's browser code shows. */
export const SITE_GROUPS: readonly string[];
/** The languages that have a catalogue (shared/messages/<tag>.json), English first. */
export function catalogueTags(): string[];
/** Compiles every catalogue into shared/messages/compiled/. */
export function compileMessages(): void;
/** Compiles the catalogues as Vite reads its configuration, and on change in the dev server. */
export function messagesPlugin(): Plugin;
