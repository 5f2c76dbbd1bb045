import { z } from 'zod';
import { text, type Strictness } from '../fields';
import { defineBlock } from './block';

// Numbers with labels ("15+ / Years engineering critical networks"), in tabular figures.

const fields = ({ required }: Strictness) =>
  z.object({
    heading: text('Figures heading', 160),
    items: z
      .array(
        z.object({
          value: required('Figure', 20),
          label: required('Figure label', 80),
        }),
      )
      .min(1, 'Figures need at least one figure')
      .max(8, 'At most 8 figures'),
  });
export type FiguresFields = z.infer<ReturnType<typeof fields>>;
export type FiguresView = FiguresFields;

export const figures = defineBlock<FiguresFields, FiguresView>({
  label: 'Figures',
  description: 'A row of numbers with labels.',
  fields,
  create: () => ({ heading: '', items: [{ value: '', label: '' }] }),
  example: {
    heading: 'In numbers',
    items: [
      { value: '12', label: 'Ports connected' },
      { value: '99.99%', label: 'Network availability' },
    ],
  },
  name: (f) => f.heading || f.items.map((i) => i.value).join(' · '),
  editor: [
    { kind: 'text', name: 'heading', label: 'Heading (optional)' },
    { kind: 'stats', name: 'items', label: 'Figures' },
  ],
  view: (f) => (f.items.length ? f : null),
});
