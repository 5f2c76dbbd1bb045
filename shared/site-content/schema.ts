import { z } from 'zod';
import type { CollectionDef } from './collection';
import { collectionDef, COLLECTION_NAMES, type CollectionName, type ItemOf } from './collections';
import { STRICTNESS, type Strictness } from './fields';
import { globalDef, GLOBAL_NAMES, type GlobalName, type ValueOf } from './globals';
import { translationIssues, translationsSchema } from './translations-schema';

// The content the administrator edits and publishes: every text and image a visitor reads, made
// of the globals (globals/) and the collections (collections/). One definition for both sides:
// the server validates a publish with it, the admin area validates its working copy and an
// imported file with it, and the public pages use its types. Long texts are markdown
// (./markdown.ts). Every collection item has a stable `id`, so a renamed slug is told apart from
// a removal and an addition (redirects, ./redirects.ts). Three strictnesses of the same shape:
// ./fields.ts.

/** Ids are the editors' row keys: two rows with one id would confuse the editor and the diff. */
function unique<T>(key: (row: T) => unknown, field: string, what: (row: T) => string) {
  return (rows: T[], ctx: z.core.$RefinementCtx<T[]>) => {
    const seen = new Set<unknown>();
    rows.forEach((row, i) => {
      if (seen.has(key(row)))
        ctx.addIssue({ code: 'custom', path: [i, field], message: what(row) });
      seen.add(key(row));
    });
  };
}

type Row = { id: number } & Record<string, unknown>;

function list(def: CollectionDef<{ id: number }, never, never>, strictness: Strictness) {
  const keys = [
    unique<Row>(
      (row) => row.id,
      'id',
      () => `two ${def.many} share an id`,
    ),
    // A page addressed by its slug needs its own address.
    ...(def.page?.prefix
      ? [
          unique<Row>(
            (row) => row.slug,
            'slug',
            (row) =>
              `two ${def.many} share the slug "${String(row.slug)}": each page needs its own address`,
          ),
        ]
      : []),
    ...(def.unique ?? []).map(({ field, message }) =>
      unique<Row>(
        (row) => row[field],
        field,
        (row) => message(row),
      ),
    ),
  ];
  return keys.reduce(
    (schema, check) => schema.superRefine(check),
    z.array(def.item(strictness) as z.ZodType<Row>).max(def.max, `At most ${def.max} ${def.many}`),
  );
}

type ContentShape = { [G in GlobalName]: z.ZodType<ValueOf<G>> } & {
  [C in CollectionName]: z.ZodType<ItemOf<C>[]>;
};

function siteData(strictness: Strictness) {
  const shape = Object.fromEntries([
    ...GLOBAL_NAMES.map((name) => [name, globalDef(name).value(strictness)]),
    ...COLLECTION_NAMES.map((name) => [name, list(collectionDef(name), strictness)]),
  ]) as ContentShape;
  const content = z.object(shape);
  // Other languages' words (decision 054), judged by the same rules as the content as each
  // language reads it; a stored version keeps what it was published with.
  return content
    .extend({ translations: translationsSchema.optional() })
    .superRefine((data, ctx) => {
      if (strictness.lenient) return;
      for (const issue of translationIssues(data, (merged) => content.safeParse(merged)))
        ctx.addIssue({ code: 'custom', path: issue.path, message: issue.message });
    });
}

/** Content as published: what visitors see. */
export const siteDataSchema = siteData(STRICTNESS.published).meta({ id: 'SiteData' });
/** The admin's working copy (localStorage, export files): images may still be data: URLs. */
export const draftSiteDataSchema = siteData(STRICTNESS.draft);
/** Content as stored and answered: see ./fields.ts. */
export const storedSiteDataSchema = siteData(STRICTNESS.stored).meta({
  id: 'StoredSiteData',
  description:
    'Published content as stored. Versions published before a validation rule was added keep ' +
    'their values; PUT /api/site-content takes SiteData.',
});

export type SiteData = z.infer<typeof draftSiteDataSchema>;

export type { CollectionName, ItemOf } from './collections';
export type { GlobalName, ValueOf } from './globals';
export type { BlogPost } from './collections/blog-posts';
export type { CaseStudy, CaseStudyIllustration } from './collections/case-studies';
export type { ChatTopic } from './collections/chat-topics';
export type { CustomPage } from './collections/custom-pages';
export type { Opening } from './collections/openings';
export type { Partner } from './collections/partners';
export type { Redirect } from './collections/redirects';
export type { Service, ServiceIconName } from './collections/services';
export type { TeamMember } from './collections/team';
export type { LegalPage, LegalPages } from './globals/legal';
export type { SiteSettings } from './globals/settings';
export type { Seo } from './fields';
export type { Translations } from './translations-schema';
