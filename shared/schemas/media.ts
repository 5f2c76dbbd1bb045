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
