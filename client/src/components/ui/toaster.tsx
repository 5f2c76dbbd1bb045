import { X } from 'lucide-react';
import { useLayoutEffect, useRef, useState, useSyncExternalStore } from 'react';
import { cn } from '~/lib/cn';
import { dismissToast, getServerToasts, getToasts, subscribeToasts } from '~/lib/toast-store';

/** Where the stack stands: above the public site's chat button, or under the site's header. */
const FROM_BOTTOM = 80;
const FROM_TOP = 64;
/** The region's padding around the stack (p-4). */
const PAD = 16;

/** Whether two vertical spans meet. */
const meet = (a: { top: number; bottom: number }, b: { top: number; bottom: number }) =>
  a.top < b.bottom && b.top < a.bottom;

/**
 * The edge the stack (`list`) leaves clear of every element marked `data-toast-clear` (a
 * form's send button and the reference it shows): the bottom, unless it would cover one there
 * and not at the top.
 */
function clearEdge(list: HTMLElement): 'bottom' | 'top' {
  const { height } = list.getBoundingClientRect();
  // Sideways, the toasts themselves (right-aligned from 640 px, the full width below).
  const toasts = [...list.children].map((el) => el.getBoundingClientRect());
  const left = Math.min(...toasts.map((r) => r.left));
  const right = Math.max(...toasts.map((r) => r.right));
  const vh = window.innerHeight;
  const bottom = { top: vh - FROM_BOTTOM - PAD - height, bottom: vh - FROM_BOTTOM - PAD };
  const top = { top: FROM_TOP + PAD, bottom: FROM_TOP + PAD + height };
  const kept = [...document.querySelectorAll('[data-toast-clear]')]
    .map((el) => el.getBoundingClientRect())
    .filter((r) => r.height > 0 && r.left < right && left < r.right);
  const covers = (span: typeof top) => kept.some((r) => meet(span, r));
  return covers(bottom) && !covers(top) ? 'top' : 'bottom';
}

/**
 * The toast area: a polite live region at the bottom right, raised above the public site's chat
 * button. Not at the top: there it covered the admin's page actions and editor toolbars. A toast
 * that would cover what a form marks `data-toast-clear` (its send button and the reference it
 * shows, right where a phone user looks after sending) stands at the top instead while it would.
 */
export function Toaster() {
  const toasts = useSyncExternalStore(subscribeToasts, getToasts, getServerToasts);
  const list = useRef<HTMLDivElement>(null);
  const [edge, setEdge] = useState<'bottom' | 'top'>('bottom');

  useLayoutEffect(() => {
    const stack = list.current;
    if (toasts.length === 0 || !stack) return;
    let frame = 0;
    const place = () => {
      cancelAnimationFrame(frame);
      frame = requestAnimationFrame(() => setEdge(clearEdge(stack)));
    };
    setEdge(clearEdge(stack));
    window.addEventListener('scroll', place, { passive: true });
    window.addEventListener('resize', place);
    return () => {
      cancelAnimationFrame(frame);
      window.removeEventListener('scroll', place);
      window.removeEventListener('resize', place);
    };
  }, [toasts]);

  return (
    <div
      aria-live="polite"
      style={edge === 'top' ? { top: FROM_TOP } : { bottom: FROM_BOTTOM }}
      className="pointer-events-none fixed inset-x-0 z-[100] p-4"
      data-edge={edge}
    >
      <div ref={list} className="flex flex-col items-center gap-2 sm:items-end">
        {toasts.map((t) => (
          <div
            key={t.id}
            role={t.variant === 'destructive' ? 'alert' : 'status'}
            data-testid="toast"
            className={cn(
              'pointer-events-auto flex w-full max-w-sm items-start gap-3 rounded-lg border p-4 shadow-lg',
              t.variant === 'destructive'
                ? 'border-destructive bg-destructive text-destructive-foreground'
                : 'border-border bg-card text-card-foreground',
            )}
          >
            <div className="flex-1 space-y-1">
              <p className="text-sm font-semibold">{t.title}</p>
              {t.description && <p className="text-sm opacity-90">{t.description}</p>}
            </div>
            <button
              type="button"
              onClick={() => dismissToast(t.id)}
              className="rounded-sm opacity-70 hover:opacity-100"
              aria-label="Dismiss notification"
            >
              <X className="h-4 w-4" aria-hidden="true" />
            </button>
          </div>
        ))}
      </div>
    </div>
  );
}
