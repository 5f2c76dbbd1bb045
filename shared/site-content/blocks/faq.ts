import { z } from 'zod';
import { text, type Strictness } from '../fields';
import { markdownToText, renderMarkdown } from '../markdown';
import { defineBlock } from './block';

// Questions and answers (answers in markdown), shown as disclosures and described to search
// engines as schema.org's FAQPage.

const fields = ({ required }: Strictness) =>
  z.object({
    eyebrow: text('FAQ eyebrow', 60),
    heading: required('FAQ heading', 160),
    items: z
      .array(
        z.object({
          question: required('Question', 300),
          answer: required('Answer', 5_000),
        }),
      )
      .min(1, 'A FAQ needs at least one question')
      .max(30, 'At most 30 questions'),
  });
export type FaqFields = z.infer<ReturnType<typeof fields>>;

export interface FaqView {
  eyebrow: string;
  heading: string;
  items: { question: string; html: string; text: string }[];
}

export const faq = defineBlock<FaqFields, FaqView>({
  label: 'FAQ',
  description: 'Questions and answers, also told to search engines.',
  fields,
  create: () => ({
    eyebrow: '',
    heading: 'Frequently asked questions',
    items: [{ question: '', answer: '' }],
  }),
  example: {
    eyebrow: 'Questions',
    heading: 'Frequently asked questions',
    items: [
      {
        question: 'Do you work at night?',
        answer: 'Yes: **most port work is** done between shifts.',
      },
      { question: 'Who owns the network?', answer: 'You do, with its drawings and passwords.' },
    ],
  },
  name: (f) => f.heading,
  editor: [
    [
      { kind: 'text', name: 'eyebrow', label: 'Eyebrow' },
      { kind: 'text', name: 'heading', label: 'Heading' },
    ],
    {
      kind: 'pairs',
      name: 'items',
      label: 'Questions',
      first: { key: 'question', label: 'Question' },
      second: { key: 'answer', label: 'Answer', markdown: true },
      add: 'Add question',
      max: 30,
    },
  ],
  view: (f) => ({
    eyebrow: f.eyebrow,
    heading: f.heading,
    items: f.items.map(({ question, answer }) => ({
      question,
      html: renderMarkdown(answer),
      text: markdownToText(answer),
    })),
  }),
  structuredData: (view) => [
    {
      '@context': 'https://schema.org',
      '@type': 'FAQPage',
      mainEntity: view.items.map(({ question, text: answer }) => ({
        '@type': 'Question',
        name: question,
        acceptedAnswer: { '@type': 'Answer', text: answer },
      })),
    },
  ],
});
