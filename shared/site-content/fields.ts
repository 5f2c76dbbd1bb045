import { z } from 'zod';
import { FILENAME_MAX, typeList } from '../vocabularies/attachments';
import { fileMime, parseFilePath, type ContentFile, type ContentFileType } from './content-files';
import { EMAIL_PATTERN, isPublishedImagePath } from './safe-urls';
import { SLUG_MAX, SLUG_PATTERN } from './slug';

// The building blocks of the content's schemas (collections/, globals/), and the three
// strictnesses every content schema comes in (./schema.ts):
// - published: what PUT /api/site-content accepts (images and files only at this site, a real
//   e-mail);
// - draft: the admin's working copy and export files (images may still be data: URLs until
//   publish uploads them, the e-mail may be half typed);
// - stored: what the server answers with. Versions stored before a rule was tightened keep
//   their values (history is append-only); the pages never trust them (the renderer checks
//   images and the e-mail again), so a bad old value cannot break the site.

export const text = (label: string, max: number) =>
  z
    .string({
      error: (issue) =>
        issue.input === undefined ? `${label} is missing` : `${label} must be text`,
    })
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

export type ImageSchema = typeof publishedImage | typeof draftImage | typeof storedImage;
export type EmailSchema = typeof strictEmail | ReturnType<typeof text>;

/** A text that must not be left empty (blank is empty too). */
const filledText = (label: string, max: number) =>
  text(label, max).refine((value) => value.trim() !== '', { error: `${label} is required` });

/**
 * A file field's value (./content-files.ts): a file uploaded to this site of one of `types`,
 * the name it downloads as, the MIME type of its address's type, its size. Uploaded when chosen,
 * so the working copy holds the same value as a publish (no data: URL stage as for images).
 */
function uploadedFile(label: string, types: readonly ContentFileType[]) {
  const which = `a ${typeList(types)} file`;
  return (
    z
      .object({
        src: z
          .string({ error: `${label} must be an uploaded file` })
          .max(100)
          .refine((src) => types.some((type) => parseFilePath(src)?.type === type), {
            error: `${label} must be ${which} uploaded to this site (/files/...)`,
          }),
        name: filledText(`${label}'s file name`, FILENAME_MAX),
        type: z.string({ error: `${label}'s type must be text` }).max(200),
        size: z
          .number({ error: `${label}'s size must be a number of bytes` })
          .int()
          .positive(`${label}'s size must be a number of bytes`)
          .max(Number.MAX_SAFE_INTEGER),
      })
      // A src that is no file's is refused by itself above.
      .refine(
        (file) => !parseFilePath(file.src) || file.type === fileMime(parseFilePath(file.src)!.type),
        {
          path: ['type'],
          error: `${label}'s type must be the type of its file (${which})`,
        },
      ) satisfies z.ZodType<ContentFile>
  );
}

const storedFile = () =>
  z.object({
    src: z.string().max(300),
    name: z.string().max(1000),
    type: z.string().max(200),
    size: z.number(),
  });

export type FileSchema = ReturnType<typeof uploadedFile> | ReturnType<typeof storedFile>;

/**
 * How strict one content schema is: which images and e-mail addresses it takes, and whether a
 * required text may be empty (versions stored before texts were required keep their blanks).
 */
export interface Strictness {
  image: ImageSchema;
  email: EmailSchema;
  required: (label: string, max: number) => ReturnType<typeof text>;
  /** A file field of `types` (content-files.ts), named `label` in messages. */
  file: (label: string, types: readonly ContentFileType[]) => FileSchema;
  /** As stored: a value a later rule refuses is kept (a rule takes `lenient` into account). */
  lenient: boolean;
}

export const STRICTNESS = {
  published: {
    image: publishedImage,
    email: strictEmail,
    required: filledText,
    file: uploadedFile,
    lenient: false,
  },
  draft: {
    image: draftImage,
    email: text('Email', 254),
    required: filledText,
    file: uploadedFile,
    lenient: false,
  },
  stored: {
    image: storedImage,
    email: text('Email', 254),
    required: text,
    file: storedFile,
    lenient: true,
  },
} satisfies Record<string, Strictness>;

export const id = z
  .number({ error: 'id must be a number' })
  .int()
  .nonnegative()
  .max(Number.MAX_SAFE_INTEGER);

export const slug = z
  .string({ error: 'Slug must be text' })
  .max(SLUG_MAX, `Slug must be at most ${SLUG_MAX} characters`)
  .regex(SLUG_PATTERN, {
    error: 'Slug must be lower-case letters and digits joined by single hyphens (private-5g)',
  });

export const isoDate = z.iso.date({ error: 'Date must be a date such as 2026-01-31' });

/** Optional overrides of a page's <title>, meta description and share picture. */
export function seo(image: ImageSchema) {
  return z
    .object({
      title: text('SEO title', 120).optional(),
      description: text('SEO description', 300).optional(),
      imageSrc: image.optional(),
    })
    .optional();
}
export type Seo = NonNullable<z.infer<ReturnType<typeof seo>>>;
