import { z } from 'zod';
import { serviceSamples } from './services.samples';
import { defineCollection, samples, type ContentReader } from '../collection';
import { id, seo, slug, text, type Strictness } from '../fields';
import { renderMarkdown } from '../markdown';
import { sectionIds, sitePaths } from '../site-paths';
import { breadcrumbs } from '../structured-data';
import type { CaseStudy } from './case-studies';
import { downloadsOfService, type DownloadCard } from './downloads';

// What the firm does: cards on the home page, in this order, each with its own page.

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

const ICON_NAMES: Record<ServiceIconName, string> = {
  wireless: 'Radio tower',
  fiber: 'Cable',
  satellite: 'Satellite',
  security: 'Shield',
  traffic: 'Traffic cone',
  integration: 'Network',
  antenna: 'Antenna',
  wifi: 'Wi-Fi',
  camera: 'Camera',
  server: 'Server',
  cloud: 'Cloud',
  lock: 'Lock',
};

const item = ({ image, required }: Strictness) =>
  z.object({
    id,
    slug,
    title: required('Title', 200),
    /** One line under the title on the service's page. */
    tagline: required('Tagline', 300),
    /** The card text on the home page (and the page's meta description). */
    summary: required('Summary', 500),
    icon: z.enum(SERVICE_ICONS, { error: `icon must be one of ${SERVICE_ICONS.join(', ')}` }),
    /** Markdown: the body of the service's page. */
    description: required('Description', 20_000),
    /** "What we deliver": short items. */
    capabilities: z.array(text('Capability', 300)).max(30),
    seo: seo(image),
  });
export type Service = z.infer<ReturnType<typeof item>>;

export interface ServiceCard {
  slug: string;
  title: string;
  summary: string;
  icon: ServiceIconName;
}

export interface ServiceView extends ServiceCard {
  tagline: string;
  /** The description, rendered. */
  html: string;
  capabilities: string[];
}

const card = (s: Service): ServiceCard => ({
  slug: s.slug,
  title: s.title,
  summary: s.summary,
  icon: s.icon,
});

/** The case studies that show a service in practice: those whose category is its title. */
function related(service: Service, content: ContentReader) {
  const studies = (content.caseStudies ?? []) as readonly CaseStudy[];
  return studies
    .filter((c) => c.category === service.title)
    .map((c) => ({ slug: c.slug, title: c.title }));
}

export const services = defineCollection<
  Service,
  {
    kind: 'service';
    service: ServiceView;
    related: { slug: string; title: string }[];
    /** The documents to take away about it. */
    downloads: DownloadCard[];
  },
  { layout: 'services'; data: ServiceCard[] }
>({
  title: 'Services',
  one: 'service',
  many: 'services',
  max: 100,
  item,
  name: (s) => s.title,
  create: (now) => ({
    id: now.getTime(),
    slug: '',
    title: '',
    tagline: '',
    summary: '',
    icon: 'integration',
    description: '',
    capabilities: [],
  }),
  page: {
    path: (s) => sitePaths.service(s.slug),
    prefix: sitePaths.service(''),
    slugFrom: 'title',
    removedTo: `/#${sectionIds.services}`,
    view: (s, content) => ({
      kind: 'service',
      service: {
        ...card(s),
        tagline: s.tagline,
        html: renderMarkdown(s.description),
        capabilities: s.capabilities,
      },
      related: related(s, content),
      downloads: downloadsOfService(s.slug, content),
    }),
    meta: (s) => ({ title: s.title, description: s.summary, seo: s.seo }),
    structuredData: ({ service }, { url, path }) => [
      breadcrumbs(url, [
        ['Home', '/'],
        ['Services', `/#${sectionIds.services}`],
        [service.title, path],
      ]),
    ],
  },
  home: {
    layout: 'services',
    section: sectionIds.services,
    order: 10,
    data: (items) => items.map(card),
    texts: {
      eyebrow: 'Services',
      heading: 'Engineering for every layer of your network',
      intro:
        'Every discipline under one roof, so the radio, the fiber, the cameras and the control room are designed to work together.',
    },
  },
  editor: {
    path: '/admin/services',
    icon: 'wrench',
    what: 'Editing the services',
    description:
      'The services on the home page, in this order, each with its own page. Changes apply when you save.',
    addLabel: 'Add Service',
    listLabel: 'Services',
    saved: 'Services have been updated',
    empty: {
      title: 'No services',
      text: 'Add a service with Add Service. The services section of the home page is empty until you do.',
    },
    dashboard: 'Cards on the home page, a page each',
    testId: 'service-editor',
    fields: [
      [
        { kind: 'text', name: 'title', label: 'Title', placeholder: 'New Service' },
        {
          kind: 'icon',
          name: 'icon',
          label: 'Icon',
          options: SERVICE_ICONS.map((value) => ({ value, label: ICON_NAMES[value] })),
        },
      ],
      { kind: 'slug', name: 'slug', label: 'Address (slug)' },
      {
        kind: 'text',
        name: 'tagline',
        label: 'Tagline',
        hint: "One line under the title on the service's page.",
        placeholder: 'One line on what this service delivers.',
      },
      {
        kind: 'textarea',
        name: 'summary',
        label: 'Summary',
        hint: "The card text on the home page, and the page's description in search results.",
        rows: 3,
        placeholder: 'Two sentences for the card on the home page.',
      },
      {
        kind: 'markdown',
        name: 'description',
        label: 'Description',
        placeholder: 'Describe the service: what you design, build and hand over.',
      },
      {
        kind: 'list',
        name: 'capabilities',
        label: 'What we deliver',
        hint: 'One item per line.',
        separator: '\n',
      },
      { kind: 'seo', name: 'seo' },
    ],
  },
  defaults: samples(item, serviceSamples),
});
