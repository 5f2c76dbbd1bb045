import { z } from 'zod';
import { reviewMessageSchema, versionEventSchema } from './review-schemas';
import { siteDataSchema, storedSiteDataSchema } from './schema';

// The site content's API: the live content, a publish, the versions and their history
// (routes/api/site-content/ on the server, features/publishing/ in the admin area).

/** The live content: version 0 (and the built-in defaults) before the first publish. */
export const liveSiteContentSchema = z
  .object({
    version: z.number().int().nonnegative(),
    published_at: z.iso.datetime().nullable(),
    content: storedSiteDataSchema,
  })
  .meta({ id: 'SiteContent' });
export type LiveSiteContent = z.infer<typeof liveSiteContentSchema>;

/**
 * The built-in content the site starts with (the sample), for the admin area: its editors mark
 * what is still the sample. Not in any public file (shared/site-content/sample-firm.ts).
 */
export const builtInSiteContentSchema = z
  .object({ content: storedSiteDataSchema })
  .meta({ id: 'BuiltInSiteContent' });
export type BuiltInSiteContent = z.infer<typeof builtInSiteContentSchema>;

export const publishSiteContentSchema = z
  .object({
    content: siteDataSchema,
    base_version: z
      .number({ error: 'base_version must be the live version the content was edited from' })
      .int()
      .nonnegative(),
    resolutions: z
      .record(z.string(), z.enum(['mine', 'theirs']))
      .optional()
      .meta({
        description:
          'For a publish on an older base: how each conflict of a 409 edit_conflict is settled, ' +
          "by its key: 'mine' (this content's value) or 'theirs' (the live value).",
        example: { 'settings.phone': 'mine' },
      }),
    message: reviewMessageSchema,
  })
  .meta({ id: 'PublishSiteContent' });
export type PublishSiteContent = z.infer<typeof publishSiteContentSchema>;

/** POST /api/site-content/versions: a version saved without publishing (merged when it is). */
export const saveVersionSchema = publishSiteContentSchema
  .omit({ resolutions: true })
  .meta({ id: 'SaveSiteContentVersion' });

export const siteContentVersionSummarySchema = z
  .object({
    version: z.number().int().positive(),
    status: z.enum(['published', 'saved']).meta({
      description: 'saved: edited and kept (for a review or a time), never live by itself',
    }),
    published_at: z.iso.datetime().nullable().meta({ description: 'Null for a saved version' }),
    published_by: z.string().nullable().meta({ description: 'E-mail of the admin who published' }),
    saved_at: z.iso.datetime().nullable().meta({ description: 'When a saved version was saved' }),
    saved_by: z.string().nullable().meta({ description: 'E-mail of who saved it' }),
    base_version: z.number().int().nonnegative().nullable(),
    message: z.string().nullable(),
    summary: z.string().meta({ example: 'phone changed; 1 post added' }),
    restored_from: z.number().int().positive().nullable(),
  })
  .meta({ id: 'SiteContentVersionSummary' });
export type SiteContentVersionSummary = z.infer<typeof siteContentVersionSummarySchema>;

export const siteContentVersionSchema = siteContentVersionSummarySchema
  .extend({ content: storedSiteDataSchema })
  .meta({ id: 'SiteContentVersion' });
export type SiteContentVersion = z.infer<typeof siteContentVersionSchema>;

export const siteContentVersionListSchema = z
  .object({
    items: z.array(
      siteContentVersionSummarySchema
        .extend({ events: z.array(versionEventSchema) })
        .meta({ id: 'SiteContentVersionListItem' }),
    ),
    total: z.number().int(),
  })
  .meta({ id: 'SiteContentVersionList' });
export type SiteContentVersionList = z.infer<typeof siteContentVersionListSchema>;

export const versionListQuerySchema = z.object({
  limit: z.coerce.number().int().min(1).max(100).default(20),
  offset: z.coerce.number().int().min(0).default(0),
});

export const versionParamsSchema = z.object({
  version: z.coerce.number({ error: 'version must be a number' }).int().positive(),
});

/** What a publish (or restore) answers with: the new live version. */
export const publishedSchema = z
  .object({
    version: z.number().int().positive(),
    published_at: z.iso.datetime(),
    summary: z.string(),
  })
  .meta({ id: 'Published' });
export type Published = z.infer<typeof publishedSchema>;

/** A field (or whole item, or a list's order) both the live version and this content changed. */
export const mergeConflictSchema = z
  .object({
    key: z.string().meta({ example: 'team.3.role' }),
    section: z.string().meta({ description: 'The global or collection', example: 'team' }),
    item: z.string().nullable().meta({ description: "The item's name; null for a global" }),
    field: z
      .string()
      .nullable()
      .meta({ description: "The field's label, 'order', or null for the whole item" }),
    theirs: z.unknown().meta({ description: 'The live value; null when they removed the item' }),
    mine: z.unknown().meta({ description: "This content's value; null when it removed the item" }),
  })
  .meta({ id: 'MergeConflict' });
export type MergeConflictBody = z.infer<typeof mergeConflictSchema>;

/**
 * 409: edit_conflict when the content was edited from an older version and changed fields the
 * live version changed too (each in `conflicts`, to settle in `resolutions`); version_conflict
 * when another publish came in while this one was being rendered (publish again).
 */
export const versionConflictSchema = z
  .object({
    error: z.enum(['version_conflict', 'edit_conflict']),
    message: z.string(),
    live_version: z.number().int().nonnegative(),
    conflicts: z.array(mergeConflictSchema),
  })
  .meta({ id: 'VersionConflict' });

export const pageLinkedSchema = z
  .object({
    error: z.literal('page_linked'),
    message: z.string(),
    pages: z.array(
      z.object({
        title: z.string(),
        links: z.array(z.string()).meta({
          description: 'The entries that link it: the menu entry "About Us", a footer entry.',
        }),
      }),
    ),
  })
  .meta({
    id: 'PageLinked',
    description:
      'Pages of your own this content removes while the menu or the footer still links to ' +
      'them: remove the links first. Nothing was published.',
  });

/** What a publish answers with 409: a version or edit conflict, or a page still linked. */
export const publishConflictSchema = z.union([versionConflictSchema, pageLinkedSchema]);
