import { z } from 'zod';
import type { ContentReader } from '../collection';
import { downloadCard, type Download, type DownloadCard } from '../collections/downloads';
import { shownFile } from '../content-files';
import { downloadRequestPath } from '../download-request';
import { slug, text, type Strictness } from '../fields';
import { defineBlock } from './block';

// Documents to take away (the downloads collection, docs/decisions/050-gated-downloads.md): those
// picked, or every one of a category, as the downloads list draws them. An open document's card
// links its file (counted as a download when served, as from its page); a gated one's leads to
// the form on its page. A picked document or a category the content does not have is refused
// when publishing (`references`); one without a file is not shown.

export const DOWNLOAD_CHOICES = ['picked', 'category'] as const;

/** At most as many picked documents as a list shows without scrolling for long. */
const MAX_PICKED = 24;

const fields = ({ lenient }: Strictness) =>
  z
    .object({
      heading: text('Downloads heading', 160),
      show: z.enum(DOWNLOAD_CHOICES, {
        error: `Downloads show must be one of ${DOWNLOAD_CHOICES.join(', ')}`,
      }),
      /** The documents picked, by slug, in the order shown ("picked"). */
      documents: z.array(slug).max(MAX_PICKED, `At most ${MAX_PICKED} picked documents`),
      /** The category whose documents are shown ("category"). */
      category: text('Downloads category', 80),
    })
    .superRefine((f, ctx) => {
      if (lenient) return;
      const issue = (path: (string | number)[], message: string) =>
        ctx.addIssue({ code: 'custom', path, message });
      if (f.show === 'picked' && f.documents.length === 0)
        issue(['documents'], 'Pick at least one document');
      if (f.show === 'category' && f.category.trim() === '')
        issue(['category'], 'Downloads category is required');
      f.documents.forEach((picked, i) => {
        if (f.documents.indexOf(picked) !== i)
          issue(['documents', i], `"${picked}" is picked twice`);
      });
    });
export type DownloadsFields = z.infer<ReturnType<typeof fields>>;

/** Where a card leads instead of the document's page: its file (open), or its form (gated). */
export interface DownloadLink {
  href: string;
  /** The name the file downloads as; null for a link to the request form. */
  file: string | null;
}

export interface DownloadsView {
  heading: string;
  items: (DownloadCard & { link: DownloadLink })[];
}

/** The documents a page may show: those with a file (a stored one may have none yet). */
const shownDocuments = (content: ContentReader) =>
  ((content.downloads ?? []) as Download[]).filter((d) => shownFile(d.file));

function linkOf(d: Download): DownloadLink {
  const file = shownFile(d.file)!;
  return d.gated
    ? { href: downloadRequestPath(d.slug), file: null }
    : { href: file.href, file: file.name };
}

export const downloads = defineBlock<DownloadsFields, DownloadsView>({
  label: 'Downloads',
  description: 'Documents to take away: those picked, or every one of a category.',
  fields,
  create: () => ({ heading: '', show: 'picked', documents: [], category: '' }),
  example: {
    heading: 'Take the details with you',
    show: 'picked',
    documents: ['private-5g-capability-statement', 'fiber-backbone-reference-design'],
    category: '',
  },
  name: (f) => f.heading || (f.show === 'category' ? f.category : f.documents.join(', ')),
  editor: [
    { kind: 'text', name: 'heading', label: 'Heading (optional)' },
    {
      kind: 'select',
      name: 'show',
      label: 'Show',
      options: [
        { value: 'picked', label: 'The documents I pick' },
        { value: 'category', label: 'Every document of a category' },
      ],
    },
    {
      kind: 'slug-picks',
      name: 'documents',
      label: 'Documents',
      collection: 'downloads',
      hint: 'Shown in the order of the Downloads list when Show is "The documents I pick".',
    },
    {
      kind: 'category',
      name: 'category',
      label: 'Category',
      collection: 'downloads',
      hint: 'Its documents are shown, in the order of the list, when Show is "Every document of a category".',
    },
  ],
  view: (f, { content }) => {
    const all = shownDocuments(content);
    const items =
      f.show === 'picked'
        ? f.documents.flatMap((picked) => all.find((d) => d.slug === picked) ?? [])
        : all.filter((d) => d.category === f.category);
    if (items.length === 0) return null;
    return {
      heading: f.heading,
      items: items.map((d) => ({ ...downloadCard(d), link: linkOf(d) })),
    };
  },
  references: (f, content) => {
    const all = (content.downloads ?? []) as Download[];
    if (f.show === 'category')
      return f.category.trim() === '' || all.some((d) => d.category === f.category)
        ? []
        : [{ path: ['category'], message: `No download has the category "${f.category}"` }];
    return f.documents.flatMap((picked, i) =>
      all.some((d) => d.slug === picked)
        ? []
        : [{ path: ['documents', i], message: `No download has the slug "${picked}"` }],
    );
  },
});
