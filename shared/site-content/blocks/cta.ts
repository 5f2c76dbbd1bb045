import { z } from 'zod';
import { text, type Strictness } from '../fields';
import { defineBlock, linkTarget } from './block';
import { button, type Button } from './hero';

// A call to action: a heading, a line and a button to a page or a form (/quote, /contact, a
// page of the firm's own, a #section of this page).

const fields = ({ required }: Strictness) =>
  z.object({
    heading: required('Call to action heading', 160),
    text: text('Call to action text', 400),
    buttonLabel: required('Call to action button label', 40),
    buttonHref: linkTarget('Call to action button link').refine((href) => href !== '', {
      error: 'Call to action button link is required',
    }),
  });
export type CtaFields = z.infer<ReturnType<typeof fields>>;

export interface CtaView {
  heading: string;
  text: string;
  button: Button;
}

export const cta = defineBlock<CtaFields, CtaView>({
  label: 'Call to action',
  description: 'A heading, a line and one button to a page or a form.',
  fields,
  create: () => ({ heading: '', text: '', buttonLabel: 'Get a Quote', buttonHref: '/quote' }),
  example: {
    heading: 'Planning a terminal upgrade?',
    text: 'Send us the site plan; an engineer replies within a day.',
    buttonLabel: 'Get a Quote',
    buttonHref: '/quote',
  },
  name: (f) => f.heading,
  editor: [
    { kind: 'text', name: 'heading', label: 'Heading', placeholder: 'Planning a network?' },
    { kind: 'textarea', name: 'text', label: 'Text', rows: 2 },
    [
      { kind: 'text', name: 'buttonLabel', label: 'Button' },
      {
        kind: 'text',
        name: 'buttonHref',
        label: 'Button link',
        hint: 'A path of this site (/quote, /contact), a #section or an https:// address.',
      },
    ],
  ],
  // A call whose button leads to a section with nothing to show calls for nothing: left out.
  view: (f, { linkShown = () => true }) => {
    const [found] = button(f.buttonLabel, f.buttonHref);
    return found && linkShown(found.href)
      ? { heading: f.heading, text: f.text, button: found }
      : null;
  },
});
