import { z } from 'zod';

export const mediaRenditionSchema = z.object({
  url: z.string(),
  width: z.number().int().positive(),
  height: z.number().int().positive(),
});

/** What an upload answers: the large rendition (put `url` in the content) and every rendition. */
export const uploadedMediaSchema = z
  .object({
    url: z.string().meta({ example: '/media/0f3c…-1600x900.webp' }),
    width: z.number().int().positive(),
    height: z.number().int().positive(),
    renditions: z.array(mediaRenditionSchema),
  })
  .meta({ id: 'UploadedMedia' });
export type UploadedMedia = z.infer<typeof uploadedMediaSchema>;

/**
 * What a file upload answers (`purpose=file`): the value a file field of the content holds. The
 * address is the file's content hash and its type's extension; `type` is the MIME type its bytes
 * were judged to be, `name` the uploaded name made safe and ending with that type's extension.
 */
export const uploadedFileSchema = z
  .object({
    src: z.string().meta({ example: '/files/0f3c…a9.pdf' }),
    name: z.string().meta({ example: 'ISO-27001-certificate.pdf' }),
    type: z.string().meta({ example: 'application/pdf' }),
    size: z.number().int().positive().meta({ description: 'Bytes' }),
  })
  .meta({ id: 'UploadedFile' });
export type UploadedFile = z.infer<typeof uploadedFileSchema>;
