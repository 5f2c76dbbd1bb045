import { z } from 'zod';
import { defineCollection } from '../collection';
import { id, text, type Strictness } from '../fields';

// The people of the firm, shown by team blocks (Meet Our Experts on the home page).

const item = ({ image, required }: Strictness) =>
  z.object({
    id,
    name: required('Name', 200),
    role: required('Role', 200),
    imageAlt: text('Image description', 300),
    imageSrc: image,
  });
export type TeamMember = z.infer<ReturnType<typeof item>>;

export const team = defineCollection<TeamMember>({
  title: 'Team Members',
  one: 'team member',
  many: 'team members',
  max: 200,
  item,
  name: (m) => m.name,
  create: (now) => ({ id: now.getTime(), name: '', role: '', imageAlt: '', imageSrc: null }),
  original: true,
  images: ['imageSrc'],
  editor: {
    path: '/admin/team',
    icon: 'users',
    what: 'Editing team members',
    description:
      'The people shown in Meet Our Experts on the home page. Changes apply when you save.',
    addLabel: 'Add Member',
    listLabel: 'Team members',
    saved: 'Team members have been updated',
    empty: { title: 'No team members', text: 'Add a person with Add Member.' },
    testId: 'team-member-editor',
    columns: 2,
    aside: [{ kind: 'image', name: 'imageSrc', alt: 'imageAlt', shape: 'round' }],
    fields: [
      [
        { kind: 'text', name: 'name', label: 'Name', placeholder: 'New Member' },
        { kind: 'text', name: 'role', label: 'Role', placeholder: 'New Role' },
      ],
      { kind: 'text', name: 'imageAlt', label: 'Image description' },
    ],
  },
  defaults: [
    {
      id: 1,
      name: 'Elena Marsh',
      role: 'Chief Executive Officer',
      imageAlt: 'Illustrated portrait of Elena Marsh',
      imageSrc: '/images/team/elena-marsh.svg',
    },
    {
      id: 2,
      name: 'David Okafor',
      role: 'Head of Network Engineering',
      imageAlt: 'Illustrated portrait of David Okafor',
      imageSrc: '/images/team/david-okafor.svg',
    },
    {
      id: 3,
      name: 'Priya Raman',
      role: 'Director of Security Systems',
      imageAlt: 'Illustrated portrait of Priya Raman',
      imageSrc: '/images/team/priya-raman.svg',
    },
    {
      id: 4,
      name: 'Marcus Lindqvist',
      role: 'Lead Fiber & Satellite Architect',
      imageAlt: 'Illustrated portrait of Marcus Lindqvist',
      imageSrc: '/images/team/marcus-lindqvist.svg',
    },
  ],
});
