import { lazyWithPreload } from '~/lib/lazy-with-preload';

// The language switcher and the untranslated notice (./language-switcher.tsx): a chunk of their
// own, fetched only by a site of several languages (main.tsx, before hydrating), so a
// one-language site's pages load none of it.

const chunk = () => import('./language-switcher');

export const LazyLanguageSwitcher = lazyWithPreload(async () => ({
  default: (await chunk()).LanguageSwitcher,
}));

export const LazyUntranslatedNotice = lazyWithPreload(async () => ({
  default: (await chunk()).UntranslatedNotice,
}));

/** Fetches the chunk (a page of a site of several languages, and the server's renderer). */
export const preloadLanguages = () =>
  Promise.all([LazyLanguageSwitcher.preload(), LazyUntranslatedNotice.preload()]);
