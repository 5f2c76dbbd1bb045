import { diffSiteContent, hasChanges, same } from '@shared/site-content/diff';
import { mergeSiteContent, type MergeResolutions } from '@shared/site-content/merge';
import { withAutomaticRedirects } from '@shared/site-content/redirects';
import type { SiteData } from '@shared/site-content/schema';

/**
 * What a publish of `working` (edited from `base`) would put live over `live`: the merged content
 * as the server will merge it (shared/site-content/merge.ts), its diff against the live content
 * (with the redirects the publish records for renamed or removed pages), and the fields both
 * this copy and the live version changed (settled by `resolutions`). The Publish dialog shows
 * the diff and lists what of the merged content is still the sample.
 */
export function whatGoesLive(
  base: SiteData,
  live: SiteData,
  working: SiteData,
  resolutions: MergeResolutions = {},
) {
  const merged = mergeSiteContent(base, live, working, resolutions);
  const content = withAutomaticRedirects(live, merged.content);
  const diff = diffSiteContent(live, content);
  // Translations are no section of the diff: a change of theirs alone is one to publish too.
  const translated = !same(live.translations, content.translations);
  const pending = hasChanges(diff) || translated || merged.conflicts.length > 0;
  return { diff, pending, conflicts: merged.conflicts, content };
}
