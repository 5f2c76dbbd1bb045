import type { SiteData } from '@shared/site-content/schema';
import { translationParts } from '@shared/site-content/translation-summary';
import publishingEnglish from '@shared/messages/compiled/en/adminPublishing.js';
import { useAdminMessages } from '~/lib/admin-messages';

/**
 * What a publish says of the site's other languages (issue 54): per language, the texts it
 * translates and what is still untranslated, as the version's summary will. Nothing on a
 * one-language site.
 */
export function LanguagesSummary({ live, content }: { live: SiteData; content: SiteData }) {
  const { languages: t } = useAdminMessages('adminPublishing', publishingEnglish);
  const parts = translationParts(live, content);
  if (!parts.length) return null;
  return (
    <section aria-label={t.title()} className="mt-4" data-testid="publish-languages">
      <h3 className="text-sm font-semibold">{t.title()}</h3>
      <ul className="mt-1 space-y-0.5 text-sm">
        {parts.map((part) => (
          <li key={part} className="break-words">
            {part}
          </li>
        ))}
      </ul>
    </section>
  );
}
