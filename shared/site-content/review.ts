import { collectionDef, COLLECTION_NAMES } from './collections';
import type { SiteContentDiff } from './diff';
import { globalDef, GLOBAL_NAMES } from './globals';

// Review before publishing (REQUIRE_REVIEW): how many approvals a change needs. Each global and
// collection says so in its own definition (`approvals`), so a new one is counted by itself.

/** Approvals a review needs: the most any changed part asks for, at least one. */
export function approvalsNeeded(diff: SiteContentDiff): number {
  const globals = GLOBAL_NAMES.filter((name) => diff[name].length > 0).map(
    (name) => globalDef(name).approvals ?? 1,
  );
  const lists = COLLECTION_NAMES.filter((name) => {
    const d = diff[name];
    return d.added.length + d.removed.length + d.edited.length > 0;
  }).map((name) => collectionDef(name).approvals ?? 1);
  return Math.max(1, ...globals, ...lists);
}
