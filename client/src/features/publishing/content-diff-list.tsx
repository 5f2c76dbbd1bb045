import { collectionDef, COLLECTION_NAMES } from '@shared/site-content/collections';
import type { ListDiff, SiteContentDiff } from '@shared/site-content/diff';
import { globalDef, GLOBAL_NAMES } from '@shared/site-content/globals';

function ListSection({ title, diff }: { title: string; diff: ListDiff }) {
  const rows = [
    ...diff.added.map((name) => ({ kind: 'Added', name })),
    ...diff.removed.map((name) => ({ kind: 'Removed', name })),
    ...diff.edited.map((name) => ({
      kind: 'Edited',
      name: name === 'order' ? '(new order)' : name,
    })),
  ];
  return (
    <section aria-label={title}>
      <h3 className="text-sm font-semibold">{title}</h3>
      {rows.length === 0 ? (
        <p className="text-sm text-muted-foreground">No changes</p>
      ) : (
        <ul className="mt-1 space-y-0.5 text-sm">
          {rows.map(({ kind, name }, i) => (
            <li key={i} className="break-words">
              <span className="font-medium">{kind}:</span> {name}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

/**
 * What publishing would change, per section of the site content; sections without a change are
 * listed together at the end, so a long dialog shows what matters first.
 */
export function ContentDiffList({ diff }: { diff: SiteContentDiff }) {
  const size = (d: ListDiff) => d.added.length + d.removed.length + d.edited.length;
  const changed = COLLECTION_NAMES.filter((k) => size(diff[k]) > 0);
  const changedGlobals = GLOBAL_NAMES.filter((k) => diff[k].length > 0);
  const unchanged = [
    ...GLOBAL_NAMES.filter((k) => diff[k].length === 0).map((k) => globalDef(k).title),
    ...COLLECTION_NAMES.filter((k) => size(diff[k]) === 0).map((k) => collectionDef(k).title),
  ];
  return (
    <div className="space-y-4" data-testid="publish-diff">
      {changedGlobals.map((k) => {
        const { title, parts, verb } = globalDef(k);
        return (
          <section key={k} aria-label={title}>
            <h3 className="text-sm font-semibold">{title}</h3>
            <p className="text-sm text-muted-foreground">
              {verb === 'changed' ? 'Changed' : 'Edited'}:{' '}
              {diff[k].map((part) => parts[part]).join(', ')}
            </p>
          </section>
        );
      })}
      {changed.map((k) => (
        <ListSection key={k} title={collectionDef(k).title} diff={diff[k]} />
      ))}
      {unchanged.length > 0 && (
        <p className="text-sm text-muted-foreground">No changes: {unchanged.join(', ')}.</p>
      )}
    </div>
  );
}
