import {
  LEGAL_TITLES,
  LIST_SECTION_KEYS,
  LIST_SECTIONS,
  type ListDiff,
  type SiteContentDiff,
} from '@shared/site-content/diff';

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
  const changed = LIST_SECTION_KEYS.filter((k) => size(diff[k]) > 0);
  const unchanged = [
    ...(diff.settings.length ? [] : ['Site Settings']),
    ...(diff.legal.length ? [] : ['Legal Pages']),
    ...LIST_SECTION_KEYS.filter((k) => size(diff[k]) === 0).map((k) => LIST_SECTIONS[k].title),
  ];
  return (
    <div className="space-y-4" data-testid="publish-diff">
      {diff.settings.length > 0 && (
        <section aria-label="Site Settings">
          <h3 className="text-sm font-semibold">Site Settings</h3>
          <p className="text-sm text-muted-foreground">Changed: {diff.settings.join(', ')}</p>
        </section>
      )}
      {diff.legal.length > 0 && (
        <section aria-label="Legal Pages">
          <h3 className="text-sm font-semibold">Legal Pages</h3>
          <p className="text-sm text-muted-foreground">
            Edited: {diff.legal.map((k) => LEGAL_TITLES[k]).join(', ')}
          </p>
        </section>
      )}
      {changed.map((k) => (
        <ListSection key={k} title={LIST_SECTIONS[k].title} diff={diff[k]} />
      ))}
      {unchanged.length > 0 && (
        <p className="text-sm text-muted-foreground">No changes: {unchanged.join(', ')}.</p>
      )}
    </div>
  );
}
