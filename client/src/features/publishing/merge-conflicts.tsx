import {
  collectionDef,
  COLLECTION_NAMES,
  type CollectionName,
} from '@shared/site-content/collections';
import { globalDef, type GlobalName } from '@shared/site-content/globals';
import type { MergeConflict, MergeResolutions, MergeSide } from '@shared/site-content/merge';
import publishingEnglish from '@shared/messages/compiled/en/adminPublishing.js';
import { useAdminMessages } from '~/lib/admin-messages';

type ConflictTexts = typeof publishingEnglish.conflicts;

const sectionTitle = (section: MergeConflict['section']) =>
  (COLLECTION_NAMES as string[]).includes(section)
    ? collectionDef(section as CollectionName).title
    : globalDef(section as GlobalName).title;

/** A side's value in words: texts as they are, a whole item as kept or removed. */
function describe(conflict: MergeConflict, value: unknown, t: ConflictTexts): string {
  if (conflict.field === null) return value === null ? t.removed() : t.kept();
  if (value === null || value === undefined || value === '') return t.empty();
  if (typeof value === 'string') return value;
  if (Array.isArray(value) && value.every((v) => typeof v === 'string')) return value.join(', ');
  return JSON.stringify(value, null, 2);
}

/**
 * The fields both this working copy and the live version changed since the copy's base: each
 * shows both values side by side, and the person picks the one to publish.
 */
export function MergeConflicts({
  conflicts,
  resolutions,
  onResolve,
  sides,
  intro,
}: {
  conflicts: readonly MergeConflict[];
  resolutions: MergeResolutions;
  onResolve: (key: string, side: MergeSide) => void;
  /** What each side is called; at publish, the live version and the working copy. */
  sides?: Record<MergeSide, string>;
  intro?: string;
}) {
  const { conflicts: t } = useAdminMessages('adminPublishing', publishingEnglish);
  const named = sides ?? { theirs: t.theirs(), mine: t.mine() };
  const SIDES = (['theirs', 'mine'] as const).map((side) => ({ side, label: named[side] }));
  return (
    <div className="mb-4 space-y-3" data-testid="merge-conflicts">
      <p className="text-sm">{intro ?? t.intro({ count: conflicts.length })}</p>
      {conflicts.map((c) => (
        <fieldset key={c.key} className="rounded-md border border-border p-3">
          <legend className="px-1 text-sm font-semibold">
            {[sectionTitle(c.section), c.item, c.field].filter(Boolean).join(' · ')}
          </legend>
          <div className="grid gap-2 sm:grid-cols-2">
            {SIDES.map(({ side, label }) => (
              <label
                key={side}
                className="flex cursor-pointer gap-2 rounded-md border border-border p-2 text-sm has-[:checked]:border-primary has-[:checked]:bg-primary/5"
              >
                <input
                  type="radio"
                  name={c.key}
                  value={side}
                  checked={resolutions[c.key] === side}
                  onChange={() => onResolve(c.key, side)}
                  className="mt-1"
                />
                <span className="min-w-0">
                  <span className="block font-medium">{label}</span>
                  <span className="block whitespace-pre-wrap break-words text-muted-foreground">
                    {describe(c, side === 'mine' ? c.mine : c.theirs, t)}
                  </span>
                </span>
              </label>
            ))}
          </div>
        </fieldset>
      ))}
    </div>
  );
}
