import { z } from 'zod';
import { text as plain, type Strictness } from '../fields';
import { renderMarkdown } from '../markdown';
import { defineBlock } from './block';

// A passage of the page: an optional heading and markdown (rendered at publish, like every long
// text of the site: ../markdown.ts).

const fields = ({ required }: Strictness) =>
  z.object({
    heading: plain('Text heading', 160),
    body: required('Text body', 20_000),
  });
export type TextFields = z.infer<ReturnType<typeof fields>>;

export interface TextView {
  heading: string;
  html: string;
}

export const text = defineBlock<TextFields, TextView>({
  label: 'Text',
  description: 'A heading and a passage of text (markdown: lists, links, bold).',
  fields,
  create: () => ({ heading: '', body: '' }),
  example: {
    heading: 'What we deliver',
    body: 'A survey, a design and a network that works on day one:\n\n- **Survey** of every quay\n- [A quote](/quote) within a week',
  },
  name: (f) => f.heading || f.body.split('\n')[0]!.slice(0, 60),
  editor: [
    { kind: 'text', name: 'heading', label: 'Heading (optional)' },
    { kind: 'markdown', name: 'body', label: 'Text', rows: 8 },
  ],
  view: (f) => ({ heading: f.heading, html: renderMarkdown(f.body) }),
});
