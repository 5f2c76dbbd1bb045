import { lazyWithPreload } from '~/lib/lazy-with-preload';

// The language switcher and the untranslated notice (./language-switcher.tsx): a chunk of their
// own, fetched only by a site of several languages (main.tsx, before hydrating), so a
// one-language site's pages load none of it. One lazy component for both: fewer bytes on the
// home page of every site (tests/build/js-budget.test.ts).

/** `<LanguagePart />` the switcher, `<LanguagePart notice />` the untranslated notice. */
export const LanguagePart = lazyWithPreload(() => import('./language-switcher'));

/** Fetches the chunk (a page of a site of several languages, and the server's renderer). */
export const preloadLanguages = LanguagePart.preload;
