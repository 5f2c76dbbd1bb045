import { z } from 'zod';
import { defineCollection, type CardGridItem } from '../collection';
import { shownFile, type ShownFile } from '../content-files';
import { id, isoDate, slug, type Strictness } from '../fields';
import { excerpt, markdownToText, renderMarkdown } from '../markdown';
import { shownImage } from '../safe-urls';
import { sitePaths } from '../site-paths';
import { breadcrumbs } from '../structured-data';

// What the firm is certified for and by whom: management-system standards (ISO/IEC 27001,
// ISO 9001, ISO 45001) and vendor partner levels. A section of the home page, each with its own
// page (with the certificate's PDF to download, when there is one), and the firm's schema.org
// hasCredential.

const SECTION = 'certifications';
const path = sitePaths.certification;

/** What a certificate may be uploaded as: the scan or the issuer's signed PDF. */
const CERTIFICATE_TYPES = ['pdf'] as const;

const item = ({ image, required, file }: Strictness) =>
  z.object({
    id,
    slug,
    name: required('Name', 200),
    issuer: required('Issuer', 200),
    /** The last day the certificate is valid; none for one without an end date. */
    validUntil: isoDate.nullable(),
    /** Markdown: what it covers (scope, sites, since when). */
    description: required('Description', 20_000),
    logo: image,
    /** The certificate itself, to download from its page. */
    certificate: file('Certificate', CERTIFICATE_TYPES).optional(),
  });
export type Certification = z.infer<ReturnType<typeof item>>;

export interface CertificationView {
  slug: string;
  name: string;
  issuer: string;
  validUntil: string | null;
  logo: string | null;
  html: string;
  certificate: ShownFile | null;
}

const card = (c: Certification): CardGridItem => ({
  href: path(c.slug),
  eyebrow: c.issuer,
  title: c.name,
  text: excerpt(markdownToText(c.description)),
  imageSrc: shownImage(c.logo),
  imageAlt: `${c.name} logo`,
  date: c.validUntil ? { label: 'Valid until', value: c.validUntil } : null,
});

export const certifications = defineCollection<
  Certification,
  { kind: 'certification'; certification: CertificationView },
  { layout: 'card-grid'; data: CardGridItem[] }
>({
  title: 'Certifications',
  one: 'certification',
  many: 'certifications',
  max: 100,
  item,
  name: (c) => c.name,
  create: (now) => ({
    id: now.getTime(),
    slug: '',
    name: '',
    issuer: '',
    validUntil: null,
    description: '',
    logo: null,
    certificate: undefined,
  }),
  images: ['logo'],
  page: {
    path: (c) => path(c.slug),
    prefix: path(''),
    slugFrom: 'name',
    removedTo: `/#${SECTION}`,
    view: (c) => ({
      kind: 'certification',
      certification: {
        slug: c.slug,
        name: c.name,
        issuer: c.issuer,
        validUntil: c.validUntil,
        logo: shownImage(c.logo),
        html: renderMarkdown(c.description),
        certificate: shownFile(c.certificate),
      },
    }),
    meta: (c) => ({
      title: `${c.name} – Certification`,
      description: excerpt(markdownToText(c.description)),
      picture: c.logo,
    }),
    structuredData: ({ certification }, { url, path: at }) => [
      breadcrumbs(url, [
        ['Home', '/'],
        ['Certifications', `/#${SECTION}`],
        [certification.name, at],
      ]),
    ],
  },
  home: {
    layout: 'card-grid',
    section: SECTION,
    order: 25,
    data: (items) => items.map(card),
    texts: {
      eyebrow: 'Certifications',
      heading: 'Audited, not just claimed',
      intro:
        'Independent auditors check how we handle information, quality and safety on site; vendors certify our engineers on the platforms we install.',
    },
  },
  organization: (items, url) =>
    items.length === 0
      ? {}
      : {
          hasCredential: items.map((c) => ({
            '@type': 'EducationalOccupationalCredential',
            name: c.name,
            credentialCategory: 'certification',
            recognizedBy: { '@type': 'Organization', name: c.issuer },
            url: url(path(c.slug)),
            ...(c.validUntil ? { expires: c.validUntil } : {}),
          })),
        },
  editor: {
    path: '/admin/certifications',
    icon: 'award',
    what: 'Editing the certifications',
    description:
      'Standards and vendor programmes the firm is certified in, on the home page and each on its own page. Changes apply when you save.',
    addLabel: 'Add Certification',
    listLabel: 'Certifications',
    saved: 'Certifications have been updated',
    empty: {
      title: 'No certifications',
      text: 'Add one with Add Certification. The certifications section of the home page is hidden until you do.',
    },
    dashboard: 'On the home page, a page each',
    testId: 'certification-editor',
    aside: [{ kind: 'image', name: 'logo', shape: 'logo', uploadLabel: 'Upload logo' }],
    fields: [
      { kind: 'text', name: 'name', label: 'Name', placeholder: 'ISO/IEC 27001:2022' },
      { kind: 'slug', name: 'slug', label: 'Address (slug)' },
      [
        {
          kind: 'text',
          name: 'issuer',
          label: 'Issuer',
          placeholder: 'The certification body or vendor',
        },
        {
          kind: 'date',
          name: 'validUntil',
          label: 'Valid until',
          optional: true,
          hint: 'Leave empty for a certificate without an end date.',
        },
      ],
      {
        kind: 'markdown',
        name: 'description',
        label: 'Description',
        rows: 6,
        placeholder: 'What it covers: scope, sites, since when.',
      },
      {
        kind: 'file',
        name: 'certificate',
        label: 'Certificate',
        hint: 'The certificate as a PDF, offered for download on its page. Optional.',
        types: CERTIFICATE_TYPES,
      },
    ],
  },
  defaults: [
    {
      id: 1,
      slug: 'iso-iec-27001',
      name: 'ISO/IEC 27001:2022',
      issuer: 'Accredited certification body',
      validUntil: '2028-03-31',
      description:
        'Our information security management system covers the design, installation and support of telecommunications and security systems, including the remote access our engineers use to operate client networks.\n\nAudited every year; recertified every three years.',
      logo: null,
    },
    {
      id: 2,
      slug: 'iso-9001',
      name: 'ISO 9001:2015',
      issuer: 'Accredited certification body',
      validUntil: '2027-09-30',
      description:
        'Quality management for every project we deliver: documented designs, inspection and test plans, and handover records the client keeps.',
      logo: null,
    },
    {
      id: 3,
      slug: 'iso-45001',
      name: 'ISO 45001:2018',
      issuer: 'Accredited certification body',
      validUntil: '2027-09-30',
      description:
        'Occupational health and safety for our field crews: work at height, confined spaces, live traffic and rooftop radio sites.',
      logo: null,
    },
    {
      id: 4,
      slug: 'arclight-radio-gold-partner',
      name: 'Gold Partner, Private 5G',
      issuer: 'Arclight Radio',
      validUntil: null,
      description:
        'Certified to design, install and support Arclight Radio private 5G and LTE radio access networks, with factory-trained engineers on staff.',
      logo: null,
    },
  ],
});
