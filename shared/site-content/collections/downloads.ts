import { z } from 'zod';
import { FILE_TYPES } from '../../vocabularies/attachments';
import { defineCollection, samples, type CardGridItem, type ContentReader } from '../collection';
import { CONTENT_FILE_TYPES, parseFilePath, shownFile, type ShownFile } from '../content-files';
import { downloadTextsOf, type DownloadTexts } from '../download-texts';
import { id, isoDate, seo, slug, type Strictness } from '../fields';
import { excerpt, markdownToText, renderMarkdown } from '../markdown';
import { shownImage } from '../safe-urls';
import { sitePaths } from '../site-paths';
import { breadcrumbs } from '../structured-data';
import { downloadSamples } from './downloads.samples';

// The firm's sales material as files to take away (docs/decisions/050-gated-downloads.md):
// datasheets, capability statements, reference designs. Listed at /downloads (by category and
// service), each on its own page with its file; a gated one is handed out through a short form
// (the `download` lead kind), an open one downloads at once. Service pages list theirs; a
// featured one is on the home page.

const item = ({ image, required, file, lenient }: Strictness) =>
  z
    .object({
      id,
      slug,
      title: required('Title', 200),
      /** Markdown: what the document is and who it is for. */
      summary: required('Summary', 20_000),
      file: file('File', CONTENT_FILE_TYPES).optional(),
      cover: image,
      category: required('Category', 80),
      /** The services it belongs to, by slug: their pages list it. */
      services: z.array(slug).max(20, 'At most 20 services'),
      /** Handed out through the request form, never served without a signed link. */
      gated: z.boolean({ error: 'Gated must be yes or no' }),
      /** Shown in the home page's downloads section. */
      featured: z.boolean({ error: 'Featured must be yes or no' }),
      /** When the document was last revised. */
      updated: isoDate,
      seo: seo(image),
    })
    // Optional in the type only: an item is added before its file is uploaded.
    .refine((d) => lenient || d.file !== undefined, {
      path: ['file'],
      error: 'Upload the document (a file)',
    });
export type Download = z.infer<ReturnType<typeof item>>;

/** A document as a list shows it. */
export interface DownloadCard {
  slug: string;
  title: string;
  category: string;
  text: string;
  cover: string | null;
  /** "PDF, 245 KB". */
  facts: string;
  gated: boolean;
  /** The services it belongs to, by slug (the list's filter). */
  services: string[];
  updated: string;
}

export interface DownloadView {
  slug: string;
  title: string;
  category: string;
  html: string;
  cover: string | null;
  /** The file; its address only when it is not gated (a gated one's comes with a request). */
  file: (Omit<ShownFile, 'href'> & { href: string | null; mime: string | null }) | null;
  gated: boolean;
  updated: string;
  services: { slug: string; title: string }[];
}

export const downloadPath = sitePaths.download;

export function downloadCard(d: Download): DownloadCard {
  return {
    slug: d.slug,
    title: d.title,
    category: d.category,
    text: excerpt(markdownToText(d.summary)),
    cover: shownImage(d.cover),
    facts: shownFile(d.file)?.facts ?? '',
    gated: d.gated,
    services: [...d.services],
    updated: d.updated,
  };
}

/** The services of the content a document names, as links (an unknown slug is left out). */
function servicesOf(d: Download, content: ContentReader) {
  const services = (content.services ?? []) as readonly { slug: string; title: string }[];
  return services
    .filter((s) => d.services.includes(s.slug))
    .map((s) => ({ slug: s.slug, title: s.title }));
}

/** The documents of a service, as its page lists them. */
export function downloadsOfService(serviceSlug: string, content: ContentReader): DownloadCard[] {
  const all = (content.downloads ?? []) as readonly Download[];
  return all.filter((d) => d.services.includes(serviceSlug)).map(downloadCard);
}

export type DownloadPageView = {
  kind: 'download';
  download: DownloadView;
  /** The request form's consent line (a gated document's page). */
  consent: DownloadTexts['consent'];
};

const card = (d: Download): CardGridItem => ({
  href: downloadPath(d.slug),
  eyebrow: d.category,
  title: d.title,
  text: excerpt(markdownToText(d.summary)),
  imageSrc: shownImage(d.cover),
  imageAlt: '',
  date: { label: 'Updated', value: d.updated },
});

export const downloads = defineCollection<
  Download,
  DownloadPageView,
  { layout: 'card-grid'; data: CardGridItem[] }
>({
  title: 'Downloads',
  one: 'download',
  many: 'downloads',
  max: 200,
  item,
  name: (d) => d.title,
  create: (now) => ({
    id: now.getTime(),
    slug: '',
    title: '',
    summary: '',
    file: undefined,
    cover: null,
    category: '',
    services: [],
    gated: true,
    featured: false,
    updated: now.toISOString().slice(0, 10),
  }),
  images: ['cover'],
  page: {
    path: (d) => downloadPath(d.slug),
    prefix: downloadPath(''),
    slugFrom: 'title',
    removedTo: sitePaths.downloads,
    view: (d, content) => {
      const shown = shownFile(d.file);
      const type = d.file && parseFilePath(d.file.src)?.type;
      return {
        kind: 'download',
        download: {
          slug: d.slug,
          title: d.title,
          category: d.category,
          html: renderMarkdown(d.summary),
          cover: shownImage(d.cover),
          file: shown && {
            ...shown,
            href: d.gated ? null : shown.href,
            mime: type ? FILE_TYPES[type].mime : null,
          },
          gated: d.gated,
          updated: d.updated,
          services: servicesOf(d, content),
        },
        consent: downloadTextsOf(content.pages as never).consent,
      };
    },
    meta: (d) => ({
      title: `${d.title} – Download`,
      description: excerpt(markdownToText(d.summary)),
      seo: d.seo,
      picture: d.cover,
    }),
    structuredData: ({ download }, { url, path, organization, description }) => [
      {
        '@context': 'https://schema.org',
        '@type': 'DigitalDocument',
        name: download.title,
        description,
        url: url(path),
        dateModified: download.updated,
        genre: download.category,
        publisher: organization,
        ...(download.file?.mime ? { encodingFormat: download.file.mime } : {}),
        // A gated document's file is no public address: only its page is.
        ...(download.file?.href ? { contentUrl: url(download.file.href) } : {}),
        isAccessibleForFree: true,
      },
      breadcrumbs(url, [
        ['Home', '/'],
        ['Downloads', sitePaths.downloads],
        [download.title, path],
      ]),
    ],
  },
  home: {
    layout: 'card-grid',
    section: 'downloads',
    order: 45,
    data: (items) => items.filter((d) => d.featured).map(card),
    texts: {
      eyebrow: 'Downloads',
      heading: 'Take the details with you',
      intro:
        'Datasheets, reference designs and checklists our engineers hand to clients, free to download.',
    },
  },
  editor: {
    path: '/admin/downloads',
    icon: 'file-down',
    what: 'Editing the downloads',
    description:
      'Documents to take away, listed under Downloads and on the pages of their services; a gated one is handed out through a short form. Changes apply when you save.',
    addLabel: 'Add Download',
    listLabel: 'Downloads',
    saved: 'Downloads have been updated',
    empty: {
      title: 'No downloads',
      text: 'Add a datasheet or a brochure with Add Download. The Downloads page lists none until you do.',
    },
    dashboard: 'Listed under Downloads, a page each',
    testId: 'download-editor',
    aside: [{ kind: 'image', name: 'cover', shape: 'wide', uploadLabel: 'Upload cover' }],
    fields: [
      { kind: 'text', name: 'title', label: 'Title', placeholder: 'Private 5G datasheet' },
      { kind: 'slug', name: 'slug', label: 'Address (slug)' },
      [
        {
          kind: 'text',
          name: 'category',
          label: 'Category',
          placeholder: 'Datasheets',
          hint: 'Documents of one category are listed together.',
        },
        { kind: 'date', name: 'updated', label: 'Updated' },
      ],
      {
        kind: 'file',
        name: 'file',
        label: 'File',
        hint: 'The document itself: PDF, ZIP, DOCX, XLSX, PPTX, DWG or DXF.',
        types: CONTENT_FILE_TYPES,
      },
      {
        kind: 'markdown',
        name: 'summary',
        label: 'Summary',
        rows: 6,
        placeholder: 'What it is, and who it is for.',
      },
      {
        kind: 'service-slugs',
        name: 'services',
        label: 'Services',
        hint: 'The pages of the services ticked list it.',
      },
      [
        {
          kind: 'checkbox',
          name: 'gated',
          label: 'Gated',
          hint: 'Handed out through a short form (name, work e-mail, company), never served without its signed link.',
        },
        {
          kind: 'checkbox',
          name: 'featured',
          label: 'On the home page',
          hint: 'Shown in the home page’s downloads section.',
        },
      ],
      { kind: 'seo', name: 'seo' },
    ],
  },
  defaults: samples(item, downloadSamples),
});

export type { DownloadTexts };
