import { siteLanguages, type Language } from './languages';
import { languagePrefix } from './site-paths';

// Another language's pages live under its prefix (/fr, decision 054): a page of the firm's own
// making may not take an address there, or the two would be one file.

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
