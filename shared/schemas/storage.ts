import { z } from 'zod';

/**
 * Room for the files that come with leads (GET /api/admin/storage): what they take against
 * ATTACHMENTS_MAX_MB, the disk's free space against its floor, and whether uploads are refused
 * now (507) and why. The dashboard says so when they are, or nearly are.
 */
export const attachmentStorageSchema = z
  .object({
    attachments_bytes: z.number().int().min(0),
    attachments_max_bytes: z.number().int().min(0),
    free_bytes: z
      .number()
      .int()
      .min(0)
      .nullable()
      .meta({ description: "Free space of the attachments' disk; null when it cannot be read." }),
    min_free_bytes: z.number().int().min(0),
    refusing: z
      .enum(['quota', 'disk'])
      .nullable()
      .meta({
        description:
          'Why uploads are refused now: quota (ATTACHMENTS_MAX_MB reached), disk (less free space ' +
          'than ATTACHMENTS_MIN_FREE_MB); null while they are taken.',
      }),
  })
  .meta({ id: 'AttachmentStorage' });
export type AttachmentStorage = z.infer<typeof attachmentStorageSchema>;
