import { z } from 'zod';
import { defineCollection } from '../collection';
import { id, isoDate, type Strictness } from '../fields';
import { sitePaths } from '../site-paths';

// The open positions on the Careers page (and in job search engines), each with its application
// form at /careers/{id}/apply.

export const OPENING_TYPES = ['Full-time', 'Part-time', 'Contract'] as const;

const item = ({ required }: Strictness) =>
  z.object({
    id,
    title: required('Title', 200),
    location: required('Location', 120),
    type: z.enum(OPENING_TYPES, { error: `type must be one of ${OPENING_TYPES.join(', ')}` }),
    department: required('Department', 120),
    description: required('Description', 4000),
    datePosted: isoDate,
  });
export type Opening = z.infer<ReturnType<typeof item>>;

export const openings = defineCollection<Opening, { kind: 'apply'; opening: Opening }>({
  title: 'Careers',
  one: 'opening',
  many: 'openings',
  max: 100,
  item,
  name: (o) => o.title,
  create: (now) => ({
    id: now.getTime(),
    title: '',
    location: '',
    type: 'Full-time',
    department: '',
    description: '',
    datePosted: now.toISOString().slice(0, 10),
  }),
  page: {
    path: (o) => sitePaths.apply(o.id),
    view: (opening) => ({ kind: 'apply', opening }),
    meta: (o) => ({
      title: `Apply: ${o.title}`,
      description: `Apply for ${o.title} (${o.location}, ${o.type}): your details and your CV.`,
    }),
  },
  editor: {
    path: '/admin/careers',
    icon: 'briefcase',
    what: 'Editing the job openings',
    description:
      'The open positions on the Careers page (and in job search engines). Changes apply when you save.',
    addLabel: 'Add Opening',
    listLabel: 'Openings',
    saved: 'Openings have been updated',
    empty: {
      title: 'No openings',
      text: 'The Careers page says no positions are open. Add one with Add Opening.',
    },
    dashboard: 'On the Careers page',
    testId: 'opening-editor',
    fields: [
      [
        { kind: 'text', name: 'title', label: 'Title', placeholder: 'New Opening' },
        { kind: 'text', name: 'department', label: 'Department', placeholder: 'Engineering' },
      ],
      [
        {
          kind: 'text',
          name: 'location',
          label: 'Location',
          hint: '“Remote” marks it as remote work.',
          placeholder: 'New York',
        },
        {
          kind: 'select',
          name: 'type',
          label: 'Type',
          options: OPENING_TYPES.map((t) => ({ value: t, label: t })),
        },
        { kind: 'date', name: 'datePosted', label: 'Posted on' },
      ],
      {
        kind: 'textarea',
        name: 'description',
        label: 'Description',
        rows: 4,
        placeholder: 'What the role does and whom it suits.',
      },
    ],
  },
  defaults: [
    {
      id: 1,
      title: 'Senior Network Engineer',
      location: 'New York',
      type: 'Full-time',
      department: 'Engineering',
      description:
        'Design and commission carrier-grade IP/MPLS, DWDM and private 5G networks for our largest clients. 8+ years in network engineering; CCIE/JNCIE or equivalent experience welcome.',
      datePosted: '2026-11-02',
    },
    {
      id: 2,
      title: 'Cybersecurity Analyst',
      location: 'Remote',
      type: 'Full-time',
      department: 'Security',
      description:
        'Assess, harden and monitor the security and OT networks we build. Experience with network segmentation, SIEM tooling and IEC 62443 or NIST frameworks.',
      datePosted: '2026-10-19',
    },
    {
      id: 3,
      title: 'Project Manager - Telecommunications',
      location: 'Austin',
      type: 'Full-time',
      department: 'Management',
      description:
        'Lead fiber and wireless deployment projects from permitting to acceptance: schedules, budgets, subcontractors and client reporting. PMP and outside-plant experience preferred.',
      datePosted: '2026-10-05',
    },
    {
      id: 4,
      title: 'Field Technician',
      location: 'Chicago',
      type: 'Contract',
      department: 'Operations',
      description:
        'Install, splice and test fiber, mount and align radios, and terminate security devices on site. OTDR and fusion-splicing experience; valid driver’s licence.',
      datePosted: '2026-09-21',
    },
  ],
});
