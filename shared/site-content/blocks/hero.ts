import { z } from 'zod';
import { text, type Strictness } from '../fields';
import { shownImage } from '../safe-urls';
import { defineBlock, linkTarget } from './block';

// The opening of a page: its headline (the page's <h1> when it comes first), a few lines, an
// optional picture and up to two buttons; on the home page, the animated network behind it.

const fields = ({ image, required }: Strictness) =>
  z.object({
    eyebrow: text('Hero eyebrow', 80),
    heading: required('Hero heading', 160),
    text: text('Hero text', 600),
    imageSrc: image,
    imageAlt: text('Hero image description', 300),
    buttonLabel: text('Hero button label', 40),
    buttonHref: linkTarget('Hero button link'),
    secondLabel: text('Hero second button label', 40),
    secondHref: linkTarget('Hero second button link'),
    /** The particle network drawn behind the text (off the main thread). */
    animated: z.boolean({ error: 'Animated must be true or false' }),
  });
export type HeroFields = z.infer<ReturnType<typeof fields>>;

export interface Button {
  label: string;
  href: string;
}

export interface HeroView {
  eyebrow: string;
  heading: string;
  text: string;
  image: { src: string; alt: string } | null;
  buttons: Button[];
  animated: boolean;
}

/** A button is shown when it has both a label and a link. */
export const button = (label: string, href: string): Button[] =>
  label.trim() && href.trim() ? [{ label, href }] : [];

export const hero = defineBlock<HeroFields, HeroView>({
  label: 'Hero',
  description: 'The opening: a headline, a few lines, a picture and buttons.',
  fields,
  create: () => ({
    eyebrow: '',
    heading: '',
    text: '',
    imageSrc: null,
    imageAlt: '',
    buttonLabel: '',
    buttonHref: '',
    secondLabel: '',
    secondHref: '',
    animated: false,
  }),
  example: {
    eyebrow: 'Sectors',
    heading: 'Networks for ports and terminals',
    text: 'Private 5G, fiber and CCTV for quays, yards and gates, designed around your operations.',
    imageSrc: '/images/blog/private-5g-campus.svg',
    imageAlt: 'Drawing of a private 5G campus network',
    buttonLabel: 'Get a Quote',
    buttonHref: '/quote',
    secondLabel: 'Our services',
    secondHref: '/#services',
    animated: false,
  },
  name: (f) => f.heading,
  images: ['imageSrc'],
  editor: [
    { kind: 'text', name: 'eyebrow', label: 'Eyebrow', placeholder: 'About us' },
    { kind: 'text', name: 'heading', label: 'Heading', placeholder: 'Engineers who answer' },
    { kind: 'textarea', name: 'text', label: 'Text', rows: 3 },
    [
      { kind: 'image', name: 'imageSrc', alt: 'imageAlt', shape: 'wide', label: 'Picture' },
      {
        kind: 'text',
        name: 'imageAlt',
        label: 'Picture description',
        hint: 'Read aloud in place of the picture.',
      },
    ],
    [
      { kind: 'text', name: 'buttonLabel', label: 'Button', placeholder: 'Get a Quote' },
      {
        kind: 'text',
        name: 'buttonHref',
        label: 'Button link',
        placeholder: '/quote',
        hint: 'A path of this site, a #section or an https:// address.',
      },
    ],
    [
      { kind: 'text', name: 'secondLabel', label: 'Second button' },
      { kind: 'text', name: 'secondHref', label: 'Second button link' },
    ],
    { kind: 'checkbox', name: 'animated', label: 'Animated network behind the text' },
  ],
  view: (f, { linkShown = () => true }) => {
    const src = shownImage(f.imageSrc);
    return {
      eyebrow: f.eyebrow,
      heading: f.heading,
      text: f.text,
      image: src ? { src, alt: f.imageAlt } : null,
      buttons: [
        ...button(f.buttonLabel, f.buttonHref),
        ...button(f.secondLabel, f.secondHref),
      ].filter((b) => linkShown(b.href)),
      animated: f.animated,
    };
  },
});
