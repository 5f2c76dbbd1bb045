import english from '@shared/messages/compiled/en/languages.js';
import { prefixedPath } from '@shared/site-content/site-paths';
import { cn } from '~/lib/cn';
import { useMessages } from '~/lib/messages';
import { usePageData, type PageData } from '~/lib/site-data';

// The language switcher and the notice of a page not translated yet (issue 54 item 3): each
// language's version of this very page, not its home. Only on a site of several languages
// (a page's data names its languages only then).

/** This page's language among its versions: the one at its own address. */
function ownLanguage(page: PageData) {
  const here = prefixedPath(page.frame.base ?? '', page.path);
  return page.languages?.find((l) => l.path === here);
}

/** Links to this page in each language; a plain link: another language is another site's load. */
export function LanguageSwitcher() {
  const page = usePageData();
  const t = useMessages('languages', english);
  const own = ownLanguage(page);
  if (!page.languages || page.languages.length < 2) return null;
  return (
    <nav aria-label={t.switcher()}>
      <ul className="flex items-center gap-1">
        {page.languages.map(({ tag, name, path }) => (
          <li key={tag}>
            <a
              href={path}
              hrefLang={tag}
              lang={tag}
              aria-current={tag === own?.tag ? 'page' : undefined}
              className={cn(
                'rounded-md px-2 py-2 text-sm font-medium text-muted-foreground hover:text-foreground',
                tag === own?.tag && 'text-foreground underline underline-offset-4',
              )}
            >
              {name}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}

/** Says a page is shown in the default language's words, in the visitor's language. */
export function UntranslatedNotice() {
  const page = usePageData();
  const t = useMessages('languages', english);
  const original = page.languages?.[0];
  const language = ownLanguage(page)?.name ?? '';
  return (
    <p
      role="note"
      data-untranslated
      className="mx-auto mt-20 max-w-7xl px-4 text-sm text-muted-foreground sm:px-6 lg:px-8"
    >
      {t.untranslated({ language, original: original?.name ?? '' })}
    </p>
  );
}

/** The chunk's one component (./languages-chunk.ts): the notice, or else the switcher. */
export default function LanguagePart({ notice = false }: { notice?: boolean }) {
  return notice ? <UntranslatedNotice /> : <LanguageSwitcher />;
}
