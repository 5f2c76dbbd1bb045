// The social networks a firm's accounts may be on (the footer's links, JSON-LD sameAs). No
// imports: the public pages' footer reads the names.

export const SOCIAL_NETWORKS = [
  'linkedin',
  'x',
  'youtube',
  'github',
  'facebook',
  'instagram',
] as const;
export type SocialNetwork = (typeof SOCIAL_NETWORKS)[number];

export const SOCIAL_NETWORK_NAMES: Record<SocialNetwork, string> = {
  linkedin: 'LinkedIn',
  x: 'X',
  youtube: 'YouTube',
  github: 'GitHub',
  facebook: 'Facebook',
  instagram: 'Instagram',
};
