import { useState } from 'react';
import { useUnsavedChanges } from '~/components/unsaved-changes';
import { freshId, useDraft } from './use-draft';

/**
 * A list of saved items (posts, services, redirects...) edited as one draft: add (a new item
 * with a fresh id, first in every list, where the Add button is), change, move, remove; leaving
 * with unsaved changes asks first.
 */
export function useListEditor<T extends { id: number }>(
  saved: T[],
  create: (now: Date, items: T[]) => T,
) {
  const { draft, setDraft, dirty, discard } = useDraft(saved);
  const [added, setAdded] = useState<number | null>(null);
  useUnsavedChanges(dirty);
  return {
    items: draft,
    dirty,
    discard,
    /** The id of the item added last (its editor takes the focus). */
    added,
    add: () => {
      const now = new Date();
      const item = { ...create(now, draft), id: freshId(draft, now.getTime()) };
      setAdded(item.id);
      setDraft((items) => [item, ...items]);
    },
    update: (id: number, patch: Partial<T>) =>
      setDraft((items) => items.map((item) => (item.id === id ? { ...item, ...patch } : item))),
    /** Moves an item one place up (-1) or down (+1): the order is the order visitors see. */
    move: (id: number, by: -1 | 1) =>
      setDraft((items) => {
        const from = items.findIndex((item) => item.id === id);
        const to = from + by;
        if (from < 0 || to < 0 || to >= items.length) return items;
        const next = [...items];
        [next[from], next[to]] = [next[to]!, next[from]!];
        return next;
      }),
    remove: (id: number) => setDraft((items) => items.filter((item) => item.id !== id)),
  };
}
