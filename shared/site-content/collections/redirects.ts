import { z } from 'zod';
import { defineCollection } from '../collection';
import { id } from '../fields';
import { isSameSitePath } from '../safe-urls';
import { normalizePagePath, RESERVED_PATH } from '../site-paths';

// Old addresses that lead to new ones (301): recorded by publishing when a page is renamed or
// removed (../redirects.ts), and editable for the addresses of an old website.

const from = z
  .string({ error: 'From must be text' })
  .max(300)
  .refine((p) => isSameSitePath(p) && !/[?#]/.test(p), {
    error: 'From must be a path of this site, such as /old-page',
  })
  .refine((p) => normalizePagePath(p) === p, { error: 'From must not end with a slash' })
  .refine((p) => !RESERVED_PATH.test(p), {
    error: 'From must not be a path of the admin area, the API or the site’s files',
  });

const item = () =>
  z.object({
    id,
    from,
    to: z
      .string({ error: 'To must be text' })
      .max(300)
      .refine(isSameSitePath, { error: 'To must be a path of this site, such as /services/x' }),
  });
export type Redirect = z.infer<ReturnType<typeof item>>;

export const redirects = defineCollection<Redirect>({
  localized: { id: false, from: false, to: false },
  title: 'Redirects',
  one: 'redirect',
  many: 'redirects',
  max: 2000,
  item,
  unique: [{ field: 'from', message: (r) => `two redirects start at ${r.from}` }],
  name: (r) => `${r.from} → ${r.to}`,
  create: (now) => ({ id: now.getTime(), from: '', to: '' }),
  editor: {
    path: '/admin/redirects',
    icon: 'signpost',
    what: 'Editing the redirects',
    description:
      "Old addresses that lead to new ones (301). Publishing adds one by itself when a page's address changes or a page is removed (to its section of the home page); add your own for addresses of an old website. Changes apply when you save.",
    addLabel: 'Add Redirect',
    listLabel: 'Redirects',
    saved: 'Redirects have been updated',
    empty: {
      title: 'No redirects',
      text: 'Publishing adds them by itself when a page’s address changes or a page is removed.',
    },
    dashboard: 'Old addresses that lead to new ones',
    testId: 'redirect-editor',
    fields: [
      [
        {
          kind: 'text',
          name: 'from',
          label: 'From',
          hint: 'An address of this site, such as /old-page.',
          placeholder: '/old-page',
          spellCheck: false,
        },
        {
          kind: 'text',
          name: 'to',
          label: 'To',
          hint: 'A page of this site, such as /services/wireless-systems or /#contact.',
          placeholder: '/',
          spellCheck: false,
        },
      ],
    ],
  },
  defaults: [],
});
