import { useEffect, useLayoutEffect, useMemo, useState } from 'react';
import { useLocation } from 'react-router';
import {
  languageVersions,
  pageAlternates,
  type LanguageVersion,
} from '@shared/site-content/language-versions';
import { textDirection } from '@shared/site-content/languages';
import type { SiteData } from '@shared/site-content/schema';
import { adminLanguage } from '~/lib/admin-messages';
import { loadSiteMessages } from '~/lib/load-messages';
import type { SiteSource } from '~/lib/site-data';
import { createContentSource } from '~/lib/site-data/content-source';
import { languageRender, languageSource } from './render-languages';

// The admin's Preview in each of the working copy's languages (issue 54): the language is the
// address's, as on the site (/admin/preview/fr/services/fibre-optique is the French page), and
// its pages are built as the renderer builds that language's (./render-languages.ts): its words
// from the overlay, its prefix, the switcher, the untranslated notice, its <html lang dir>.

/** The document's language and direction as the admin's shell opened them. */
export interface ShellLanguage {
  lang: string;
  dir: 'ltr' | 'rtl';
}

export interface PreviewLanguage {
  /** The pages of the language at the address. */
  source: SiteSource;
  /** Where its pages are: the preview's root, then the language's prefix. */
  basename: string;
  /** The admin's own language and direction, for what the preview adds (its banner). */
  shell: ShellLanguage;
}

/** The version whose prefix the address under `root` starts with; else the default's. */
function versionAt(versions: LanguageVersion[], pathname: string, root: string) {
  const rest = pathname.slice(root.length);
  const at = (prefix: string) => prefix && (rest === prefix || rest.startsWith(`${prefix}/`));
  return versions.find((v) => at(v.prefix)) ?? versions[0]!;
}

/**
 * `<html lang dir>` of the language shown, as its published pages have them (screen readers,
 * right to left), and the shell's own back when the preview closes.
 */
function useDocumentLanguage(tag: string): ShellLanguage {
  // Read before it changes: the admin's texts keep the shell's language (lib/admin-messages).
  const [shell] = useState<ShellLanguage>(() => ({
    lang: adminLanguage(),
    dir: document.documentElement.dir === 'rtl' ? 'rtl' : 'ltr',
  }));
  useLayoutEffect(() => {
    const root = document.documentElement;
    root.lang = tag;
    if (textDirection(tag) === 'rtl') root.dir = 'rtl';
    else root.removeAttribute('dir');
    return () => {
      root.lang = shell.lang;
      if (shell.dir === 'rtl') root.dir = 'rtl';
      else root.removeAttribute('dir');
    };
  }, [tag, shell]);
  return shell;
}

/**
 * Loads a language's built-in texts, which nothing loaded before the Preview's first render (its
 * site may speak another language than the admin's page was loaded with), rendering again once
 * they are here.
 */
function useLoadedMessages(tag: string | undefined): void {
  const [, setLoaded] = useState<string | undefined>();
  useEffect(() => {
    let current = true;
    loadSiteMessages(tag).then(
      () => current && setLoaded(tag),
      () => {}, // Offline: English stands in.
    );
    return () => {
      current = false;
    };
  }, [tag]);
}

/** The working copy's pages in the language of the address under `root`. */
export function usePreviewLanguage(content: SiteData, root: string): PreviewLanguage {
  const { pathname } = useLocation();
  const versions = useMemo(() => languageVersions(content), [content]);
  const alternates = useMemo(() => pageAlternates(versions), [versions]);
  const version = versionAt(versions, pathname, root);
  const source = useMemo(() => {
    const render = languageRender(version, alternates, versions.length > 1);
    return languageSource(render, createContentSource(version.content));
  }, [version, alternates, versions.length]);
  // The built-in texts in the language (lib/messages.ts).
  useLoadedMessages(source.frame.locale);
  const shell = useDocumentLanguage(version.language.tag);
  return { source, basename: root + version.prefix, shell };
}
