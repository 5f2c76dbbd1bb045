import { z } from 'zod';

// Preview links (routes/api/site-content/preview-links.ts): a signed, expiring, revocable
// address of a version's rendered pages, for reviewers without an account.

/** Hours a link lives when the request names none, and at most. */
export const PREVIEW_LINK_HOURS = { default: 24, max: 24 * 30 } as const;

export const createPreviewLinkSchema = z
  .object({
    version: z
      .number({ error: 'version must be the number of a version of the site content' })
      .int()
      .positive(),
    hours: z
      .number({ error: 'hours must be a whole number of hours' })
      .int()
      .min(1, 'A link lives at least 1 hour')
      .max(PREVIEW_LINK_HOURS.max, `A link lives at most ${PREVIEW_LINK_HOURS.max} hours`)
      .default(PREVIEW_LINK_HOURS.default),
  })
  .meta({ id: 'CreatePreviewLink' });

/** What a new link answers: its address (the one way to get it) and when it stops working. */
export const createdPreviewLinkSchema = z
  .object({
    id: z.string(),
    version: z.number().int().positive(),
    url: z.string().meta({ example: 'https://firm.example/preview/0b3f…/' }),
    expires_at: z.iso.datetime(),
  })
  .meta({ id: 'CreatedPreviewLink' });
export type CreatedPreviewLink = z.infer<typeof createdPreviewLinkSchema>;

export const previewLinkSchema = createdPreviewLinkSchema
  .extend({
    created_at: z.iso.datetime(),
    created_by: z.string().nullable().meta({ description: 'E-mail of the admin who shared it' }),
    revoked_at: z.iso.datetime().nullable(),
    revoked_by: z.string().nullable(),
    status: z.enum(['active', 'expired', 'revoked']),
  })
  .meta({ id: 'PreviewLink' });
export type PreviewLink = z.infer<typeof previewLinkSchema>;

export const previewLinkListSchema = z
  .object({ items: z.array(previewLinkSchema) })
  .meta({ id: 'PreviewLinkList' });
export type PreviewLinkList = z.infer<typeof previewLinkListSchema>;

export const previewLinkParamsSchema = z.object({ id: z.string().max(64) });
