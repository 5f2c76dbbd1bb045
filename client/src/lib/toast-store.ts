// A tiny external store for toasts, usable from anywhere (components, event handlers, async
// code) without a provider. The spec: default duration 5000 ms, only one visible at a time.

export const TOAST_DURATION_MS = 5000;
export const TOAST_LIMIT = 1;

export interface ToastInput {
  title: string;
  description?: string;
  variant?: 'default' | 'destructive';
  duration?: number;
  /**
   * The screen's edge it stands at: the bottom, or the top when the bottom would cover what the
   * person is looking at (a form's send button and its reference: submit-lead.ts, toastEdge).
   */
  edge?: 'bottom' | 'top';
}

export interface Toast extends ToastInput {
  id: number;
}

type Listener = () => void;

let toasts: Toast[] = [];
let nextId = 1;
const listeners = new Set<Listener>();
const timers = new Map<number, ReturnType<typeof setTimeout>>();

function emit() {
  for (const listener of listeners) listener();
}

export function dismissToast(id: number) {
  const timer = timers.get(id);
  if (timer) clearTimeout(timer);
  timers.delete(id);
  toasts = toasts.filter((t) => t.id !== id);
  emit();
}

/**
 * Removes every toast at once: on sign-out, so nothing of the session ("Authenticator app
 * activated") stays on screen for the next person at the login page.
 */
export function clearToasts() {
  for (const timer of timers.values()) clearTimeout(timer);
  timers.clear();
  toasts = [];
  emit();
}

/** Shows a toast; a new one replaces the oldest when the limit is reached. */
export function toast(input: ToastInput): number {
  const id = nextId++;
  const item: Toast = { ...input, id };
  const next = [...toasts, item].slice(-TOAST_LIMIT);
  for (const dropped of toasts.filter((t) => !next.includes(t))) {
    clearTimeout(timers.get(dropped.id));
    timers.delete(dropped.id);
  }
  toasts = next;
  timers.set(
    id,
    setTimeout(() => dismissToast(id), input.duration ?? TOAST_DURATION_MS),
  );
  emit();
  return id;
}

export function subscribeToasts(listener: Listener) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function getToasts(): readonly Toast[] {
  return toasts;
}

const noToasts: readonly Toast[] = [];
export function getServerToasts(): readonly Toast[] {
  return noToasts;
}
