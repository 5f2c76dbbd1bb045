import { useUnsavedChanges } from '../unsaved-changes';
import { freshId, useDraft } from './use-draft';

/**
 * A list of saved items (blog posts, team members) edited as one draft: add (a new item with a
 * fresh id, first or last), change, remove; leaving with unsaved changes asks first.
 */
export function useListEditor<T extends { id: number }>(
  saved: T[],
  create: (now: Date) => T,
  addAt: 'start' | 'end',
) {
  const { draft, setDraft, dirty, discard } = useDraft(saved);
  useUnsavedChanges(dirty);
  return {
    items: draft,
    dirty,
    discard,
    add: () =>
      setDraft((items) => {
        const now = new Date();
        const item = { ...create(now), id: freshId(items, now.getTime()) };
        return addAt === 'start' ? [item, ...items] : [...items, item];
      }),
    update: (id: number, patch: Partial<T>) =>
      setDraft((items) => items.map((item) => (item.id === id ? { ...item, ...patch } : item))),
    remove: (id: number) => setDraft((items) => items.filter((item) => item.id !== id)),
  };
}
