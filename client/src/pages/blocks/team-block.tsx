import { TeamSection } from '~/features/home/team-section';
import type { BlockProps } from './block-props';

/** The people of the team (hidden by the page's data when there is no one to show). */
export default function TeamBlock({ block: { data }, sectionId }: BlockProps<'team'>) {
  return <TeamSection id={sectionId} texts={data.texts} data={data.members} />;
}
