import { siteLanguages, type Language } from './languages';
import { languagePrefix } from './site-paths';

// Another language's pages live under its prefix (/fr, decision 054): a page of the firm's own
// making may not take an address there, or the two would be one file; an unknown address there
// is answered by that language's 404 page.

/** The prefix of the language whose address `path` is ('/fr'), '' for the default's. */
export function languagePrefixOf(
  path: string,
  identity: { languages?: Language[] | undefined },
): string {
  const first = /^\/[^/]+/.exec(path)?.[0];
  if (!first) return '';
  const found = siteLanguages(identity)
    .slice(1)
    .some(({ tag }) => languagePrefix(tag) === first);
  return found ? first : '';
}

/** Each custom page whose path is under another language's prefix, with why. */
export function languagePrefixIssues(content: {
  identity: { languages?: Language[] | undefined };
  customPages: readonly { path: string; kind: string }[];
}): { path: (string | number)[]; message: string }[] {
  const prefixes = siteLanguages(content.identity)
    .slice(1)
    .map(({ tag }) => languagePrefix(tag));
  return content.customPages.flatMap(({ path, kind }, i) => {
    const under = prefixes.find((p) => path === p || path.startsWith(`${p}/`));
    if (kind !== 'page' || !under) return [];
    const message = `Addresses under ${under} are the pages in that language; choose another address`;
    return [{ path: ['customPages', i, 'path'], message }];
  });
}
