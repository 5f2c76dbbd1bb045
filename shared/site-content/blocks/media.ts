import { z } from 'zod';
import { text, type Strictness } from '../fields';
import { shownImage } from '../safe-urls';
import { defineBlock } from './block';

// A picture, or a link to a video, with the text alternative read in its place. Videos are not
// embedded: a player from another site would load its scripts and cookies on the page (the
// site makes no third-party requests), so the visitor follows the link to watch it.

const videoUrl = text('Video link', 500).refine(
  (url) => url === '' || /^https:\/\/[^\s/]+\.[^\s/]+\/\S*$/.test(url),
  { error: 'Video link must be an https:// address (a video page on YouTube, Vimeo...)' },
);

const fields = ({ image, required }: Strictness) =>
  z
    .object({
      imageSrc: image,
      alt: required('Media text alternative', 300),
      videoUrl,
      caption: text('Media caption', 300),
    })
    .refine((f) => f.imageSrc !== null || f.videoUrl !== '', {
      error: 'A media block needs a picture or a video link',
      path: ['imageSrc'],
    });
export type MediaFields = z.infer<ReturnType<typeof fields>>;

export interface MediaView {
  image: string | null;
  alt: string;
  videoUrl: string | null;
  caption: string;
}

export const media = defineBlock<MediaFields, MediaView>({
  label: 'Media',
  description: 'A picture, or a link to a video, with its description.',
  fields,
  create: () => ({ imageSrc: null, alt: '', videoUrl: '', caption: '' }),
  example: {
    imageSrc: '/images/blog/fiber-backbone-rings.svg',
    alt: 'Fiber rings between three depots',
    videoUrl: '',
    caption: 'The ring we built for a regional port authority.',
  },
  name: (f) => f.alt,
  images: ['imageSrc'],
  editor: [
    [
      { kind: 'image', name: 'imageSrc', alt: 'alt', shape: 'wide', label: 'Picture' },
      {
        kind: 'text',
        name: 'videoUrl',
        label: 'Video link (optional)',
        hint: 'With a link, the picture becomes its poster and opens the video.',
      },
    ],
    {
      kind: 'text',
      name: 'alt',
      label: 'Text alternative',
      hint: 'Read aloud in place of the picture or video: what it shows.',
    },
    { kind: 'text', name: 'caption', label: 'Caption (optional)' },
  ],
  // A stored picture that is no longer allowed and no video: nothing to show.
  view: (f) => {
    const image = shownImage(f.imageSrc);
    const videoUrl = f.videoUrl || null;
    return image || videoUrl ? { image, alt: f.alt, videoUrl, caption: f.caption } : null;
  },
});
