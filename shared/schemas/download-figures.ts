import { z } from 'zod';

// What the admin sees of the downloads (issue 50, decision 050): per document, the views of its
// page, the downloads of its file, the requests for it and the quote requests that followed
// them; and the downloads by where their visits came from. On the analytics page and in each
// document's editor.

/** A quote from an address that asked for a document counts as influenced this long after. */
export const INFLUENCE_DAYS = 90;

const count = (description: string) => z.number().int().min(0).meta({ description });

export const downloadFiguresSchema = z
  .object({
    from: z.iso.date(),
    to: z.iso.date(),
    documents: z
      .array(
        z.object({
          id: z.number().int(),
          slug: z.string(),
          title: z.string(),
          gated: z.boolean(),
          views: count('Views of its page in the range.'),
          downloads: count(
            'Its file served whole to a person in the range (through its signed link when gated).',
          ),
          requests: count(
            'Requests for it in the range (spam excluded); not for editors.',
          ).optional(),
          influenced: count(
            `Quote requests sent within ${INFLUENCE_DAYS} days after a request for it, from the ` +
              'same address (spam excluded; each quote once per document); not for editors.',
          ).optional(),
        }),
      )
      .meta({ description: 'The published documents, in the order of the content.' }),
    sources: z
      .array(
        z.object({
          source: z.string(),
          medium: z.string(),
          campaign: z.string(),
          downloads: z.number().int(),
        }),
      )
      .meta({
        description:
          "Downloads by the source, medium and campaign of the visit they were fetched in, most first ('' for none).",
      }),
  })
  .meta({ id: 'DownloadFigures' });
export type DownloadFigures = z.infer<typeof downloadFiguresSchema>;
