import { z } from 'zod';
import { isPublishedImagePath, isSameSitePath, EMAIL_PATTERN } from '../site-content/safe-urls';
import { normalizePagePath, RESERVED_PATH } from '../site-content/site-paths';
import { SLUG_MAX, SLUG_PATTERN } from '../site-content/slug';

// The content the administrator edits and publishes: every text and image a visitor reads.
// One definition for both sides: the server validates a publish with it, the admin area
// validates its working copy and an imported file with it, and the public pages use its types.
// Long texts (post bodies, service descriptions, case-study sections, legal pages) are markdown
// (../site-content/markdown.ts). Every collection item has a stable `id`, so a renamed slug is
// told apart from a removal and an addition (redirects, ../site-content/redirects.ts).
//
// Three variants of the same shape:
// - published: what PUT /api/site-content accepts (images only at this site, a real e-mail);
// - draft: the admin's working copy and export files (images may still be data: URLs until
//   publish uploads them, the e-mail may be half typed);
// - stored: what the server answers with. Versions stored before a rule was tightened keep
//   their values (history is append-only); the pages never trust them (the renderer checks
//   images and the e-mail again), so a bad old value cannot break the site.

const text = (label: string, max: number) =>
  z
    .string({ error: `${label} must be text` })
    .max(max, `${label} must be at most ${max} characters`);

/** A published image: an uploaded image under /media/ or a picture of the site under /images/. */
const publishedImage = z
  .string({ error: 'Image must be text' })
  .max(300)
  .refine(isPublishedImagePath, {
    error:
      'Image must be an uploaded image (/media/...) or a picture of this site (/images/...), ' +
      'not a data: or external URL',
  })
  .nullable();

/** The admin's working copy may still hold a chosen image as a data: URL (a local preview). */
const draftImage = z
  .string({ error: 'Image must be text' })
  .max(8_000_000)
  .refine((src) => src.startsWith('data:image/') || isPublishedImagePath(src), {
    error: 'Image must be an image data URL or a picture of this site',
  })
  .nullable();

const storedImage = z.string().max(8_000_000).nullable();

const strictEmail = text('Email', 254).regex(EMAIL_PATTERN, {
  error: 'Email must be an e-mail address such as info@firm.example',
});

type ImageSchema = typeof publishedImage | typeof draftImage | typeof storedImage;
type EmailSchema = typeof strictEmail | ReturnType<typeof text>;

const id = z
  .number({ error: 'id must be a number' })
  .int()
  .nonnegative()
  .max(Number.MAX_SAFE_INTEGER);

const slug = z
  .string({ error: 'Slug must be text' })
  .max(SLUG_MAX, `Slug must be at most ${SLUG_MAX} characters`)
  .regex(SLUG_PATTERN, {
    error: 'Slug must be lower-case letters and digits joined by single hyphens (private-5g)',
  });

const isoDate = z.iso.date({ error: 'Date must be a date such as 2026-01-31' });

/** Optional overrides of a page's <title>, meta description and share picture. */
function seo(image: ImageSchema) {
  return z
    .object({
      title: text('SEO title', 120).optional(),
      description: text('SEO description', 300).optional(),
      imageSrc: image.optional(),
    })
    .optional();
}

export const SERVICE_ICONS = [
  'wireless',
  'fiber',
  'satellite',
  'security',
  'traffic',
  'integration',
  'antenna',
  'wifi',
  'camera',
  'server',
  'cloud',
  'lock',
] as const;
export type ServiceIconName = (typeof SERVICE_ICONS)[number];

/** The self-made SVG illustrations a case study without an uploaded image can show. */
export const CASE_STUDY_ILLUSTRATIONS = ['city-5g', 'fiber-backbone', 'hq-security'] as const;
export type CaseStudyIllustration = (typeof CASE_STUDY_ILLUSTRATIONS)[number];

export const OPENING_TYPES = ['Full-time', 'Part-time', 'Contract'] as const;

function siteSettings(email: EmailSchema) {
  return z.object({
    phone: text('Phone', 60),
    email,
    address: text('Address', 300),
  });
}

export const siteSettingsSchema = siteSettings(strictEmail).meta({ id: 'SiteSettings' });

function teamMember(image: ImageSchema) {
  return z.object({
    id,
    name: text('Name', 200),
    role: text('Role', 200),
    imageAlt: text('Image description', 300),
    imageSrc: image,
  });
}

function blogPost(image: ImageSchema) {
  return z.object({
    id,
    slug,
    title: text('Title', 300),
    category: text('Category', 100),
    date: z.iso.datetime({ error: 'date must be an ISO 8601 date-time' }),
    imageSrc: image,
    imageAlt: text('Image description', 300),
    /** Markdown. */
    content: text('Content', 50_000),
    seo: seo(image),
  });
}

function service(image: ImageSchema) {
  return z.object({
    id,
    slug,
    title: text('Title', 200),
    /** One line under the title on the service's page. */
    tagline: text('Tagline', 300),
    /** The card text on the home page (and the page's meta description). */
    summary: text('Summary', 500),
    icon: z.enum(SERVICE_ICONS, { error: `icon must be one of ${SERVICE_ICONS.join(', ')}` }),
    /** Markdown: the body of the service's page. */
    description: text('Description', 20_000),
    /** "What we deliver": short items. */
    capabilities: z.array(text('Capability', 300)).max(30),
    seo: seo(image),
  });
}

function caseStudy(image: ImageSchema) {
  return z.object({
    id,
    slug,
    title: text('Title', 200),
    category: text('Category', 100),
    /** The card text on the home page (and the page's meta description). */
    description: text('Description', 600),
    client: text('Client', 200),
    imageSrc: image,
    imageAlt: text('Image description', 300),
    /** Shown when no image is uploaded. */
    illustration: z.enum(CASE_STUDY_ILLUSTRATIONS).nullable(),
    /** Markdown, each. */
    challenge: text('Challenge', 20_000),
    solution: text('Solution', 20_000),
    outcome: text('Outcome', 20_000),
    stats: z
      .array(z.object({ value: text('Figure', 40), label: text('Figure label', 120) }))
      .max(6),
    seo: seo(image),
  });
}

const opening = z.object({
  id,
  title: text('Title', 200),
  location: text('Location', 120),
  type: z.enum(OPENING_TYPES, { error: `type must be one of ${OPENING_TYPES.join(', ')}` }),
  department: text('Department', 120),
  description: text('Description', 4000),
  datePosted: isoDate,
});

function partner(image: ImageSchema) {
  return z.object({
    id,
    name: text('Name', 120),
    specialization: text('Specialization', 200),
    /** Optional logo; without one the home page shows a text wordmark. */
    logoSrc: image,
  });
}

const legalPage = z.object({
  updated: isoDate,
  /** Markdown; {email}, {phone} and {address} are filled in from the settings. */
  body: text('Text', 100_000),
});

const chatTopic = z.object({
  id,
  title: text('Title', 200),
  keywords: z.array(text('Keyword', 100)).max(60),
  /** {email} and {phone} are filled in from the settings. */
  answer: text('Answer', 2000),
  /** The service this topic answers for (a service without one is matched by its title). */
  serviceId: id.nullable(),
});

const redirectFrom = z
  .string({ error: 'From must be text' })
  .max(300)
  .refine((p) => isSameSitePath(p) && !/[?#]/.test(p), {
    error: 'From must be a path of this site, such as /old-page',
  })
  .refine((p) => normalizePagePath(p) === p, { error: 'From must not end with a slash' })
  .refine((p) => !RESERVED_PATH.test(p), {
    error: 'From must not be a path of the admin area, the API or the site’s files',
  });

const redirect = z.object({
  id,
  from: redirectFrom,
  to: z
    .string({ error: 'To must be text' })
    .max(300)
    .refine(isSameSitePath, { error: 'To must be a path of this site, such as /services/x' }),
});

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

function collection<T extends z.ZodType<{ id: number }>>(item: T, max: number, plural: string) {
  return z
    .array(item)
    .max(max, `At most ${max} ${plural}`)
    .superRefine(
      unique(
        (row) => row.id,
        'id',
        () => `two ${plural} share an id`,
      ),
    );
}

function pages<T extends z.ZodType<{ id: number; slug: string }>>(
  item: T,
  max: number,
  plural: string,
) {
  return collection(item, max, plural).superRefine(
    unique(
      (row) => row.slug,
      'slug',
      (row) => `two ${plural} share the slug "${row.slug}": each page needs its own address`,
    ),
  );
}

function siteData(image: ImageSchema, email: EmailSchema) {
  return z.object({
    settings: siteSettings(email),
    team: collection(teamMember(image), 200, 'team members'),
    blogPosts: pages(blogPost(image), 1000, 'blog posts'),
    services: pages(service(image), 100, 'services'),
    caseStudies: pages(caseStudy(image), 200, 'case studies'),
    openings: collection(opening, 100, 'openings'),
    partners: collection(partner(image), 100, 'partners'),
    legal: z.object({ privacyPolicy: legalPage, termsOfService: legalPage }),
    chatTopics: collection(chatTopic, 100, 'chat topics'),
    redirects: collection(redirect, 2000, 'redirects').superRefine(
      unique(
        (row) => row.from,
        'from',
        (row) => `two redirects start at ${row.from}`,
      ),
    ),
  });
}

/** Content as published: what visitors see. */
export const siteDataSchema = siteData(publishedImage, strictEmail).meta({ id: 'SiteData' });
/** The admin's working copy (localStorage, export files): images may still be data: URLs. */
export const draftSiteDataSchema = siteData(draftImage, text('Email', 254));
/** Content as stored and answered: see the top of this file. */
export const storedSiteDataSchema = siteData(storedImage, text('Email', 254)).meta({
  id: 'StoredSiteData',
  description:
    'Published content as stored. Versions published before a validation rule was added keep ' +
    'their values; PUT /api/site-content takes SiteData.',
});

export type SiteData = z.infer<typeof draftSiteDataSchema>;
export type SiteSettings = SiteData['settings'];
export type TeamMember = SiteData['team'][number];
export type BlogPost = SiteData['blogPosts'][number];
export type Service = SiteData['services'][number];
export type CaseStudy = SiteData['caseStudies'][number];
export type Opening = SiteData['openings'][number];
export type Partner = SiteData['partners'][number];
export type LegalPages = SiteData['legal'];
export type LegalPage = LegalPages['privacyPolicy'];
export type ChatTopic = SiteData['chatTopics'][number];
export type Redirect = SiteData['redirects'][number];
export type Seo = NonNullable<BlogPost['seo']>;

/** The live content: version 0 (and the built-in defaults) before the first publish. */
export const liveSiteContentSchema = z
  .object({
    version: z.number().int().nonnegative(),
    published_at: z.iso.datetime().nullable(),
    content: storedSiteDataSchema,
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
  .extend({ content: storedSiteDataSchema })
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
