import { z } from 'zod';
import { isMediaPath } from '../site-content/media-urls';

// The content the administrator edits and publishes: site settings, team members and blog
// posts. One definition for both sides: the server validates a publish with it, the admin area
// validates its working copy and an imported file with it, and the public pages use its types.

const text = (label: string, max: number) =>
  z
    .string({ error: `${label} must be text` })
    .max(max, `${label} must be at most ${max} characters`);

/**
 * A published image is a same-origin path (an uploaded image under /media/, or a file of the
 * site); never a data: URL (those live only in the admin's working copy until publish uploads
 * them), never another site's address.
 */
const publishedImage = z
  .string()
  .max(300)
  .refine((src) => src.startsWith('/') && !src.startsWith('//'), {
    error:
      'Image must be an uploaded image (a path such as /media/...), not a data: or external URL',
  })
  .refine((src) => !src.startsWith('/media/') || isMediaPath(src), {
    error: 'Image path under /media/ is not an uploaded image',
  })
  .nullable();

/** The admin's working copy may still hold a chosen image as a data: URL (a local preview). */
const draftImage = z
  .string()
  .max(8_000_000)
  .refine(
    (src) => src.startsWith('data:image/') || (src.startsWith('/') && !src.startsWith('//')),
    { error: 'Image must be an image data URL or a path on this site' },
  )
  .nullable();

export const siteSettingsSchema = z
  .object({
    phone: text('Phone', 60),
    email: text('Email', 254),
    address: text('Address', 300),
  })
  .meta({ id: 'SiteSettings' });

const id = z
  .number({ error: 'id must be a number' })
  .int()
  .nonnegative()
  .max(Number.MAX_SAFE_INTEGER);

function teamMember(image: typeof publishedImage | typeof draftImage) {
  return z.object({
    id,
    name: text('Name', 200),
    role: text('Role', 200),
    imageAlt: text('Image description', 300),
    imageSrc: image,
  });
}

function blogPost(image: typeof publishedImage | typeof draftImage) {
  return z.object({
    id,
    title: text('Title', 300),
    category: text('Category', 100),
    date: z.iso.datetime({ error: 'date must be an ISO 8601 date-time' }),
    imageSrc: image,
    imageAlt: text('Image description', 300),
    content: text('Content', 20_000),
  });
}

/** Ids are the editors' row keys: two rows with one id would confuse the editor and the diff. */
function uniqueIds<T extends { id: number }>(plural: string) {
  return (rows: T[], ctx: z.core.$RefinementCtx<T[]>) => {
    const seen = new Set<number>();
    rows.forEach((row, i) => {
      if (seen.has(row.id))
        ctx.addIssue({ code: 'custom', path: [i, 'id'], message: `two ${plural} share an id` });
      seen.add(row.id);
    });
  };
}

function siteData(image: typeof publishedImage | typeof draftImage) {
  return z.object({
    settings: siteSettingsSchema,
    team: z.array(teamMember(image)).max(200).superRefine(uniqueIds('team members')),
    blogPosts: z.array(blogPost(image)).max(1000).superRefine(uniqueIds('blog posts')),
  });
}

/** Content as published: what visitors see. */
export const siteDataSchema = siteData(publishedImage).meta({ id: 'SiteData' });
/** The admin's working copy (localStorage, export files): images may still be data: URLs. */
export const draftSiteDataSchema = siteData(draftImage);

export type SiteSettings = z.infer<typeof siteSettingsSchema>;
export type SiteData = z.infer<typeof draftSiteDataSchema>;
export type TeamMember = SiteData['team'][number];
export type BlogPost = SiteData['blogPosts'][number];

/** The live content: version 0 (and the built-in defaults) before the first publish. */
export const liveSiteContentSchema = z
  .object({
    version: z.number().int().nonnegative(),
    published_at: z.iso.datetime().nullable(),
    content: siteDataSchema,
  })
  .meta({ id: 'SiteContent' });
export type LiveSiteContent = z.infer<typeof liveSiteContentSchema>;

export const publishSiteContentSchema = z
  .object({
    content: siteDataSchema,
    base_version: z
      .number({ error: 'base_version must be the live version the content was edited from' })
      .int()
      .nonnegative(),
  })
  .meta({ id: 'PublishSiteContent' });
export type PublishSiteContent = z.infer<typeof publishSiteContentSchema>;

export const siteContentVersionSummarySchema = z
  .object({
    version: z.number().int().positive(),
    published_at: z.iso.datetime(),
    published_by: z.string().nullable().meta({ description: 'E-mail of the admin who published' }),
    summary: z.string().meta({ example: 'phone changed; 1 post added' }),
    restored_from: z.number().int().positive().nullable(),
  })
  .meta({ id: 'SiteContentVersionSummary' });
export type SiteContentVersionSummary = z.infer<typeof siteContentVersionSummarySchema>;

export const siteContentVersionSchema = siteContentVersionSummarySchema
  .extend({ content: siteDataSchema })
  .meta({ id: 'SiteContentVersion' });
export type SiteContentVersion = z.infer<typeof siteContentVersionSchema>;

export const siteContentVersionListSchema = z
  .object({ items: z.array(siteContentVersionSummarySchema), total: z.number().int() })
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

/** 409 when the content was edited from a version that is no longer live. */
export const versionConflictSchema = z
  .object({
    error: z.literal('version_conflict'),
    message: z.string(),
    live_version: z.number().int().nonnegative(),
  })
  .meta({ id: 'VersionConflict' });
