import { collectionDef, COLLECTION_NAMES } from '@shared/site-content/collections';
import type { ListDiff, SiteContentDiff } from '@shared/site-content/diff';
import { globalDef, GLOBAL_NAMES } from '@shared/site-content/globals';
import publishingEnglish from '@shared/messages/compiled/en/adminPublishing.js';
import { useAdminMessages } from '~/lib/admin-messages';

type DiffTexts = typeof publishingEnglish.diff;

function ListSection({ title, diff, t }: { title: string; diff: ListDiff; t: DiffTexts }) {
  const rows = [
    ...diff.added.map((name) => ({ kind: t.added(), name })),
    ...diff.removed.map((name) => ({ kind: t.removed(), name })),
    ...diff.edited.map((name) => ({
      kind: t.edited(),
      name: name === 'order' ? t.newOrder() : name,
    })),
  ];
  return (
    <section aria-label={title}>
      <h3 className="text-sm font-semibold">{title}</h3>
      {rows.length === 0 ? (
        <p className="text-sm text-muted-foreground">{t.noChanges()}</p>
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
 * What publishing would change, per section of the site content: how many changes first, then
 * the sections; sections without a change are listed together at the end, so a long dialog
 * shows what matters first. The sections' and parts' names are the registry's.
 */
export function ContentDiffList({ diff }: { diff: SiteContentDiff }) {
  const { diff: t, publishDialog } = useAdminMessages('adminPublishing', publishingEnglish);
  const size = (d: ListDiff) => d.added.length + d.removed.length + d.edited.length;
  const changed = COLLECTION_NAMES.filter((k) => size(diff[k]) > 0);
  const changedGlobals = GLOBAL_NAMES.filter((k) => diff[k].length > 0);
  const unchanged = [
    ...GLOBAL_NAMES.filter((k) => diff[k].length === 0).map((k) => globalDef(k).title),
    ...COLLECTION_NAMES.filter((k) => size(diff[k]) === 0).map((k) => collectionDef(k).title),
  ];
  const count =
    changed.reduce((n, k) => n + size(diff[k]), 0) +
    changedGlobals.reduce((n, k) => n + diff[k].length, 0);
  return (
    <div className="space-y-4" data-testid="publish-diff">
      {count > 0 && (
        <p className="text-sm font-medium" data-testid="publish-count">
          {publishDialog.count({ count })}
        </p>
      )}
      {changedGlobals.map((k) => {
        const { title, parts, verb } = globalDef(k);
        return (
          <section key={k} aria-label={title}>
            <h3 className="text-sm font-semibold">{title}</h3>
            <p className="text-sm text-muted-foreground">
              {verb === 'changed' ? t.changed() : t.edited()}:{' '}
              {diff[k].map((part) => parts[part]).join(', ')}
            </p>
          </section>
        );
      })}
      {changed.map((k) => (
        <ListSection key={k} title={collectionDef(k).title} diff={diff[k]} t={t} />
      ))}
      {unchanged.length > 0 && (
        <p className="text-sm text-muted-foreground">
          {t.unchanged({ sections: unchanged.join(', ') })}
        </p>
      )}
    </div>
  );
}
