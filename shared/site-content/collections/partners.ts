import { z } from 'zod';
import { defineCollection } from '../collection';
import { id, text, type Strictness } from '../fields';
import { shownImage } from '../safe-urls';
import { sectionIds } from '../site-paths';

// The technology partners of the home page: a text wordmark each, or a logo. The built-in names
// are fictional: a real firm puts its own partners here (and their logos only with permission).

const item = ({ image, required }: Strictness) =>
  z.object({
    id,
    name: required('Name', 120),
    specialization: text('Specialization', 200),
    /** Optional logo; without one the home page shows a text wordmark. */
    logoSrc: image,
  });
export type Partner = z.infer<ReturnType<typeof item>>;

export const partners = defineCollection<Partner, never, { layout: 'partners'; data: Partner[] }>({
  localized: { id: false, name: false, specialization: true, logoSrc: false },
  title: 'Partners',
  one: 'partner',
  many: 'partners',
  max: 100,
  item,
  name: (p) => p.name,
  create: (now) => ({ id: now.getTime(), name: '', specialization: '', logoSrc: null }),
  images: ['logoSrc'],
  home: {
    layout: 'partners',
    section: sectionIds.tech,
    order: 30,
    data: (items) => items.map((p) => ({ ...p, logoSrc: shownImage(p.logoSrc) })),
    texts: {
      eyebrow: 'Technology',
      heading: 'Technology partners we build with',
      intro:
        'We are vendor-independent: we select equipment on merit and certify our engineers on the platforms our clients rely on.',
    },
  },
  editor: {
    path: '/admin/partners',
    icon: 'handshake',
    what: 'Editing the partners',
    description:
      "The technology partners on the home page: a text wordmark each, or a logo (use a partner's logo only with their permission). Changes apply when you save.",
    addLabel: 'Add Partner',
    listLabel: 'Partners',
    saved: 'Partners have been updated',
    empty: {
      title: 'No partners',
      text: 'Add one with Add Partner. The technology section of the home page is empty until you do.',
    },
    dashboard: 'In the technology section',
    testId: 'partner-editor',
    columns: 2,
    aside: [{ kind: 'image', name: 'logoSrc', shape: 'logo', uploadLabel: 'Upload logo' }],
    fields: [
      { kind: 'text', name: 'name', label: 'Name', placeholder: 'New Partner' },
      { kind: 'text', name: 'specialization', label: 'Specialization' },
    ],
  },
  defaults: [
    {
      id: 1,
      name: 'Arclight Radio',
      specialization: '5G & LTE radio access',
      logoSrc: null,
    },
    {
      id: 2,
      name: 'Lumen Core Optics',
      specialization: 'DWDM transport',
      logoSrc: null,
    },
    {
      id: 3,
      name: 'Orbitra',
      specialization: 'LEO satellite services',
      logoSrc: null,
    },
    {
      id: 4,
      name: 'Sentinel Vision',
      specialization: 'IP video & analytics',
      logoSrc: null,
    },
    {
      id: 5,
      name: 'Keystone Access',
      specialization: 'Access control',
      logoSrc: null,
    },
    {
      id: 6,
      name: 'Trafficware Labs',
      specialization: 'Adaptive signal control',
      logoSrc: null,
    },
    {
      id: 7,
      name: 'Northgate Switching',
      specialization: 'Campus & data-center switching',
      logoSrc: null,
    },
    {
      id: 8,
      name: 'Helix SD-WAN',
      specialization: 'Software-defined WAN',
      logoSrc: null,
    },
  ],
});
