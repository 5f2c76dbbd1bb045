// Clicks and key presses that arrive before React has hydrated a prerendered page.
//
// Until hydration a button does nothing: the inline script of index.html records clicks on
// buttons (stopping a native form submission) and key presses outside text fields, and main.tsx
// replays them once React has hydrated, in their order, on the same elements. Everything else is
// not lost to begin with: the browser follows links, moves focus and keeps typed text (the forms
// are uncontrolled, so hydration leaves what was typed in place).

export type EarlyInput =
  | { type: 'click'; target: Element }
  | {
      type: 'keydown';
      target: Element;
      key: string;
      code: string;
      shiftKey: boolean;
      ctrlKey: boolean;
      altKey: boolean;
      metaKey: boolean;
    };

declare global {
  interface Window {
    /** Set by the inline script of index.html: stops recording and returns what it recorded. */
    __takeEarlyInput?: () => EarlyInput[];
  }
}

/** Stops the recording (React's own listeners take over from here) and returns the input. */
export function takeEarlyInput(): EarlyInput[] {
  const input = window.__takeEarlyInput?.() ?? [];
  delete window.__takeEarlyInput;
  return input;
}

/**
 * Replays `input` on the hydrated page. A click repeated on the same button counts once: the
 * visitor repeated it because nothing seemed to happen, and replaying a menu toggle twice would
 * close the menu they asked for. An element gone by the time of its turn (a banner an earlier
 * click closed) is skipped, never looked up elsewhere.
 */
export function replayEarlyInput(input: readonly EarlyInput[]) {
  const clicked = new Set<Element>();
  for (const event of input) {
    if (!event.target.isConnected) continue;
    if (event.type === 'click') {
      if (clicked.has(event.target)) continue;
      clicked.add(event.target);
      (event.target as HTMLElement).click();
    } else {
      const { target, type, ...init } = event;
      target.dispatchEvent(new KeyboardEvent(type, { ...init, bubbles: true, cancelable: true }));
    }
  }
}
