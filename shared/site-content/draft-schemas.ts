import { z } from 'zod';
import { draftSiteDataSchema } from './schema';

// Each account's working copy kept on the server as well (issue 52, item 5): saved as the
// person saves, opened by their other browsers; localStorage stays its offline copy.
// routes/api/site-content/drafts.ts on the server, lib/site-data/draft-sync.ts in the admin.

/** A draft is at most this large (its content as JSON): a whole site's text, with some images. */
export const DRAFT_MAX_BYTES = 8 * 1024 * 1024;

const revision = z.number().int().positive();

export const siteContentDraftSchema = z
  .object({
    content: z.record(z.string(), z.unknown()).meta({
      description:
        'The working copy as saved: read it as a working copy (a part that no longer ' +
        'validates falls back to the live content, as a browser does with its own)',
    }),
    base_version: z.number().int().nonnegative(),
    revision: revision.meta({
      description: 'Counts the saves; a save names the one it was made on',
    }),
    bytes: z.number().int().nonnegative(),
    updated_at: z.iso.datetime(),
  })
  .meta({ id: 'SiteContentDraft' });
export type SiteContentDraft = z.infer<typeof siteContentDraftSchema>;

export const draftAnswerSchema = z
  .object({ draft: siteContentDraftSchema.nullable() })
  .meta({ id: 'SiteContentDraftAnswer' });

export const saveDraftSchema = z
  .object({
    content: draftSiteDataSchema.meta({ id: 'DraftSiteData' }),
    base_version: z.number().int().nonnegative(),
    revision: revision.nullable().meta({
      description:
        'The revision this copy was made on (null: there was no draft). Another one is a 409 ' +
        'draft_conflict with the draft as it is: merge, then save on its revision.',
    }),
  })
  .meta({ id: 'SaveSiteContentDraft' });

export const savedDraftSchema = siteContentDraftSchema
  .omit({ content: true })
  .meta({ id: 'SavedSiteContentDraft' });

export const draftConflictSchema = z
  .object({
    error: z.literal('draft_conflict'),
    message: z.string(),
    draft: siteContentDraftSchema.nullable(),
  })
  .meta({ id: 'DraftConflict' });

export const deleteDraftQuerySchema = z.object({
  revision: z.coerce
    .number({ error: 'revision must be the number of the draft’s revision' })
    .int()
    .positive(),
});
