import { z } from 'zod';
import type { TeamMember } from '../collections/team';
import { text, type Strictness } from '../fields';
import { shownImage } from '../safe-urls';
import { sectionIds } from '../site-paths';
import { defineBlock, pickEditor, pickFields, picked } from './block';

// The people (the team collection): all of them, the first N or those picked. Without anyone
// to show, the block hides itself, and so does every menu link to it.

const fields = ({ required }: Strictness) =>
  z.object({
    eyebrow: text('Team eyebrow', 60),
    heading: required('Team heading', 160),
    intro: text('Team intro', 600),
    ...pickFields,
  });
export type TeamFields = z.infer<ReturnType<typeof fields>>;

export interface TeamView {
  texts: { eyebrow: string; heading: string; intro: string };
  members: TeamMember[];
}

/** The team section's built-in texts. */
export const TEAM_TEXTS = {
  eyebrow: 'Our Team',
  heading: 'Meet Our Experts',
  intro: 'Engineers who have designed, built and operated the kind of network you are planning.',
};

export const team = defineBlock<TeamFields, TeamView>({
  label: 'Team',
  description: 'The people of the team: everyone, or those picked.',
  fields,
  create: () => ({ ...TEAM_TEXTS, pick: 'newest', count: 8, chosen: [] }),
  example: { ...TEAM_TEXTS, pick: 'newest', count: 4, chosen: [] },
  name: (f) => f.heading,
  editor: [
    [
      { kind: 'text', name: 'eyebrow', label: 'Eyebrow' },
      { kind: 'text', name: 'heading', label: 'Heading' },
    ],
    { kind: 'textarea', name: 'intro', label: 'Intro', rows: 2 },
    ...pickEditor<TeamFields>('team'),
  ],
  view: (f, { content }) => {
    const members = picked((content.team ?? []) as TeamMember[], f);
    if (members.length === 0) return null;
    return {
      texts: { eyebrow: f.eyebrow, heading: f.heading, intro: f.intro },
      members: members.map((m) => ({ ...m, imageSrc: shownImage(m.imageSrc) })),
    };
  },
  anchor: () => sectionIds.team,
});
