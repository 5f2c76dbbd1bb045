import { diffSiteContent, hasChanges } from '@shared/site-content/diff';
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
  const pending = hasChanges(diff) || merged.conflicts.length > 0;
  return { diff, pending, conflicts: merged.conflicts, content };
}
