import { useEffect, useMemo, useState } from 'react';
import type { LiveSiteContent } from '@shared/site-content/api-schemas';
import type { MergeResolutions } from '@shared/site-content/merge';
import type { SiteData } from '@shared/site-content/schema';
import { getBuiltInContent } from '~/lib/site-data/built-in-content';
import {
  useLiveContent,
  useWorkingCopy,
  workingCopyBaseVersion,
} from '~/lib/site-data/working-copy';
import { fetchBuiltInContent, getVersion } from './publishing-api';
import { whatGoesLive } from './what-goes-live';

// What a publish would change on the live site. A working copy edited from an older version is
// merged with it as the server will merge it (shared/site-content/merge.ts), so the Publish
// dialog lists only this person's changes, never an undo of what someone else published since.

/** Published versions never change: fetched once per page load. */
const versions = new Map<number, Promise<SiteData>>();

function baseContent(version: number): Promise<SiteData> {
  // Version 0 is the built-in content, as the server has it.
  if (version === 0) {
    const builtIn = getBuiltInContent();
    return builtIn ? Promise.resolve(builtIn) : fetchBuiltInContent();
  }
  let content = versions.get(version);
  if (!content) {
    content = getVersion(version).then((v) => v.content as SiteData);
    content.catch(() => versions.delete(version));
    versions.set(version, content);
  }
  return content;
}

/** The content the working copy was edited from (null while it loads or when it failed). */
function useBase(live: LiveSiteContent | null, baseVersion: number): SiteData | null {
  const [loaded, setLoaded] = useState<{ version: number; content: SiteData } | null>(null);
  const isLive = !live || baseVersion === live.version;
  useEffect(() => {
    if (isLive) return;
    let current = true;
    baseContent(baseVersion).then(
      (content) => current && setLoaded({ version: baseVersion, content }),
      () => current && setLoaded(null),
    );
    return () => {
      current = false;
    };
  }, [isLive, baseVersion]);
  if (!live) return null;
  if (isLive) return live.content;
  return loaded?.version === baseVersion ? loaded.content : null;
}

/**
 * The working copy's changes as they would go live (./what-goes-live.ts), once the live content
 * and the version it was edited from are here.
 */
export function useUnpublishedChanges(resolutions: MergeResolutions = {}) {
  const live = useLiveContent();
  const working = useWorkingCopy();
  const baseVersion = workingCopyBaseVersion();
  const base = useBase(live, baseVersion);
  return useMemo(() => {
    if (!live || !base)
      return { diff: null, pending: false, conflicts: [], content: null, baseVersion };
    return { ...whatGoesLive(base, live.content, working, resolutions), baseVersion };
  }, [live, base, working, resolutions, baseVersion]);
}
