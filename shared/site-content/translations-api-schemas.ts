import { z } from 'zod';
import { reviewMessageSchema } from './review-schemas';

// Translators work in files (issue 54, item 2): the live content's localized texts in one
// language as a list of entries (or XLIFF 2.0), and the same list back, published as any publish
// is (routes/api/site-content/translations.ts on the server).

const key = z
  .string({ error: 'key must be text such as services/12/title' })
  .min(1, 'key must be text such as services/12/title')
  .max(300, 'key must be at most 300 characters')
  .meta({
    description:
      "A localized field's place: the collection, the item's id and the field " +
      "(services/12/title, services/12/seo/title, services/12/capabilities/0), a page's " +
      'blocks by their ids (customPages/3/blocks/7/heading), or the global and its field ' +
      '(identity/tagline)',
    example: 'services/12/title',
  });

export const translationTagParamsSchema = z.object({
  tag: z
    .string()
    .max(35, 'Language tag must be at most 35 characters')
    .meta({ description: 'A language of identity.languages other than the first', example: 'fr' }),
});

export const translationEntrySchema = z
  .object({
    key,
    source: z.string().meta({ description: "The default language's words" }),
    target: z
      .string()
      .nullable()
      .meta({ description: "The language's words; null while untranslated (the default's show)" }),
  })
  .meta({ id: 'TranslationEntry' });

export const translationsFileSchema = z
  .object({
    language: z.string().meta({ example: 'fr' }),
    version: z.number().int().nonnegative().meta({
      description: 'The live version the entries are of: the base_version of a PUT',
    }),
    entries: z.array(translationEntrySchema),
  })
  .meta({ id: 'TranslationsFile' });
export type TranslationsFile = z.infer<typeof translationsFileSchema>;

/** Enough for every localized text of a large site, bounded so one PUT stays cheap to check. */
export const TRANSLATION_ENTRIES_MAX = 50_000;

export const putTranslationsSchema = z
  .object({
    base_version: z
      .number({ error: 'base_version must be the live version the entries were taken from' })
      .int()
      .nonnegative(),
    entries: z
      .array(
        z.object({
          key,
          target: z.string().max(20_000).nullable().meta({
            description:
              'The translation; null (or an empty text) takes it away: the default shows',
          }),
        }),
      )
      .max(TRANSLATION_ENTRIES_MAX, `At most ${TRANSLATION_ENTRIES_MAX} entries`),
    message: reviewMessageSchema,
  })
  .meta({ id: 'PutTranslations' });
export type PutTranslations = z.infer<typeof putTranslationsSchema>;
