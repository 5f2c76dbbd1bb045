import type { ListDiff, SiteContentDiff } from '@shared/site-content/diff';

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
            <li key={i}>
              <span className="font-medium">{kind}:</span> {name}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

/** What publishing would change, per section of the site content. */
export function ContentDiffList({ diff }: { diff: SiteContentDiff }) {
  return (
    <div className="space-y-4" data-testid="publish-diff">
      <section aria-label="Site Settings">
        <h3 className="text-sm font-semibold">Site Settings</h3>
        <p className="text-sm text-muted-foreground">
          {diff.settings.length ? `Changed: ${diff.settings.join(', ')}` : 'No changes'}
        </p>
      </section>
      <ListSection title="Blog Posts" diff={diff.blogPosts} />
      <ListSection title="Team Members" diff={diff.team} />
    </div>
  );
}
