// Holds the browser's Back and Forward steps while something (an admin editor with unsaved
// changes) asks to. react-router's useBlocker needs a data router and this app uses the
// declarative one, so this listens to popstate itself. It must be registered before the router's
// own listener (listeners on window run in the order they were added; a capturing one does not
// go first there), so main.tsx imports this module before it renders the router; the listener
// then stops a held step before the router ever sees it, and the page stays mounted.

interface Guard {
  /** react-router's index of the entry the guard was set on. */
  here: number;
  ask: (proceed: () => void) => void;
  undoing: boolean;
  proceeding: boolean;
}

let guard: Guard | null = null;

/** The position react-router keeps in each history entry's state (`idx`). */
function historyIndex(): number | undefined {
  const idx = (window.history.state as { idx?: unknown } | null)?.idx;
  return typeof idx === 'number' ? idx : undefined;
}

function onPopState(event: PopStateEvent) {
  const held = guard;
  if (!held || held.proceeding) return; // nothing held, or the step was confirmed: the router's
  const there = historyIndex();
  if (there === undefined) return; // not one of the router's entries
  event.stopImmediatePropagation();
  const delta = held.here - there;
  if (held.undoing || delta === 0) {
    held.undoing = false; // the step back to where we were: nothing to do
    return;
  }
  // The browser has already moved: step back to the held entry, then ask.
  held.undoing = true;
  window.history.go(delta);
  held.ask(() => {
    held.proceeding = true;
    window.history.go(-delta);
  });
}

if (typeof window !== 'undefined') window.addEventListener('popstate', onPopState);

/**
 * Holds Back/Forward steps away from the current entry: each one is undone and `ask` gets a
 * function that takes it after all. Returns the release. Set it again after every navigation
 * (the held entry is the current one at the time of the call).
 */
export function holdHistorySteps(ask: (proceed: () => void) => void): () => void {
  const here = historyIndex();
  if (here === undefined) return () => {};
  const mine: Guard = { here, ask, undoing: false, proceeding: false };
  guard = mine;
  return () => {
    if (guard === mine) guard = null;
  };
}
