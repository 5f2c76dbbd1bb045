import { useMemo, useState } from 'react';

type Updater<T> = T | ((previous: T) => T);

/**
 * An editable copy of saved content (edits are held as a draft and applied only on Save
 * Changes). When the saved value changes underneath (a save, another tab) a clean draft
 * follows it; a dirty draft is kept, so nobody loses typing.
 */
export function useDraft<T>(saved: T) {
  const [state, setState] = useState({ base: saved, draft: saved });
  let current = state;
  if (saved !== state.base) {
    const wasDirty = JSON.stringify(state.draft) !== JSON.stringify(state.base);
    current = { base: saved, draft: wasDirty ? state.draft : saved };
    setState(current);
  }
  const { base, draft } = current;
  const dirty = useMemo(() => JSON.stringify(draft) !== JSON.stringify(base), [draft, base]);

  return {
    draft,
    dirty,
    setDraft: (update: Updater<T>) =>
      setState((s) => ({
        ...s,
        draft: typeof update === 'function' ? (update as (previous: T) => T)(s.draft) : update,
      })),
    discard: () => setState((s) => ({ base: s.base, draft: s.base })),
  };
}

/** A new id (a timestamp, as the spec's ids are) that no item of the list has yet. */
export function freshId(items: { id: number }[], now = Date.now()): number {
  const taken = new Set(items.map((i) => i.id));
  let id = now;
  while (taken.has(id)) id++;
  return id;
}
