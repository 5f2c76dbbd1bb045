import { siteDataSchema, type SiteData } from '@shared/site-content/schema';
import { withTranslationEntries } from '@shared/site-content/apply-translations';
import { translationEntries } from '@shared/site-content/translated-content';
import type {
  PutTranslations,
  TranslationsFile,
} from '@shared/site-content/translations-api-schemas';
import { siteLanguages } from '@shared/site-content/languages';
import { tagProblem } from '@shared/site-content/translations-schema';
import { ApiError } from '../../lib/api-error';
import type { SiteContentRepository } from '../../repositories/site-content-repository';
import type { Publisher } from './publisher';
import { versionConflict } from './publish-errors';

// Translators' files (issue 54, item 2): the live content's localized texts in one language,
// and entries back, written into the language's overlay of the content they were taken from;
// publishing that (routes/api/site-content/translations.ts) merges it as any publish is.

const refused = (issues: { path: string; message: string }[]) =>
  new ApiError(400, 'validation_failed', issues.map((i) => i.message).join('; '), { issues });

/** The live content's entries in `tag`; 400 naming a language the site does not speak. */
export function translationsFile(publisher: Publisher, tag: string): TranslationsFile {
  const { content, version } = publisher.live();
  const problem = tagProblem(tag, siteLanguages(content.identity));
  if (problem) throw refused([{ path: 'tag', message: problem }]);
  return { language: tag, version, entries: translationEntries(content, tag) };
}

/**
 * The content `base_version` held with `entries` as the translations of `tag`, checked by
 * today's rules (400 naming the entry whose target breaks one), ready to publish on that base.
 */
export function translatedEdit(
  publisher: Publisher,
  repo: SiteContentRepository,
  tag: string,
  { base_version, entries }: PutTranslations,
): SiteData {
  const live = publisher.live();
  const row = base_version === live.version ? null : repo.get(base_version);
  if (base_version !== live.version && row?.status !== 'published')
    throw versionConflict(live.version);
  const base = row ? row.content : live.content;
  const edited = withTranslationEntries(base, tag, entries);
  if ('issues' in edited) throw refused(edited.issues);
  const parsed = siteDataSchema.safeParse(edited.content);
  if (parsed.success) return parsed.data;
  const at = new Map(entries.map((entry, i) => [`${entry.key}`, i]));
  throw refused(
    parsed.error.issues.map((issue) => {
      const [first, language, ...key] = issue.path.map(String);
      const i = first === 'translations' && language === tag ? at.get(key.join('/')) : undefined;
      return {
        path:
          i === undefined
            ? ['content', ...issue.path.map(String)].join('.')
            : `entries.${i}.target`,
        message: issue.message,
      };
    }),
  );
}
