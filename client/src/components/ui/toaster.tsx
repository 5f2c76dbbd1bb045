import { X } from 'lucide-react';
import { useSyncExternalStore } from 'react';
import { cn } from '~/lib/cn';
import { dismissToast, getServerToasts, getToasts, subscribeToasts } from '~/lib/toast-store';

/**
 * The toast area: a polite live region at the bottom end (the left in rtl), raised above the
 * public site's chat button. Not at the top: there it covered the admin's page actions and editor
 * toolbars. A toast that would cover a form's send button or the reference it shows stands at the
 * top instead (its `edge`, chosen by the form: lib/submit-lead.ts).
 */
export function Toaster() {
  const toasts = useSyncExternalStore(subscribeToasts, getToasts, getServerToasts);
  const top = toasts.at(-1)?.edge === 'top';
  return (
    <div
      aria-live="polite"
      className={cn(
        'pointer-events-none fixed inset-x-0 z-[100] flex flex-col items-center gap-2 p-4 sm:items-end',
        top ? 'top-16' : 'bottom-20',
      )}
    >
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
  );
}
