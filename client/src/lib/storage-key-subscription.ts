/**
 * The subscribers of one localStorage key, for stores read with useSyncExternalStore: `emit`
 * tells them of a change made in this tab, and the storage event of one made in another tab (a
 * null key there is localStorage.clear()). The window listener exists only while someone listens.
 * `fromOtherTab` runs first on such an event (to re-read or apply the value); returning false
 * means nothing changed for this tab and the subscribers are not told.
 */
export function createStorageKeySubscription(key: string, fromOtherTab?: () => boolean | void) {
  const listeners = new Set<() => void>();
  const emit = () => {
    for (const listener of listeners) listener();
  };
  const onStorage = (event: StorageEvent) => {
    if (event.key !== key && event.key !== null) return;
    if (fromOtherTab?.() !== false) emit();
  };
  const subscribe = (listener: () => void): (() => void) => {
    if (listeners.size === 0 && typeof window !== 'undefined') {
      window.addEventListener('storage', onStorage);
    }
    listeners.add(listener);
    return () => {
      listeners.delete(listener);
      if (listeners.size === 0 && typeof window !== 'undefined') {
        window.removeEventListener('storage', onStorage);
      }
    };
  };
  return { subscribe, emit };
}
