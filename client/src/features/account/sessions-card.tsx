import { useState } from 'react';
import { Button } from '~/components/ui/button';
import { Card } from '~/components/ui/card';
import { toast } from '~/lib/toast-store';
import { describeError } from '~/lib/api-client';
import { useToastedQuery } from '~/lib/use-toasted-query';
import { formatDateTime } from '~/lib/format-date-time';
import { listSessions, revokeOtherSessions, revokeSession } from './account-api';

/** The account's signed-in browsers and API clients; any but this one can be ended. */
export function SessionsCard() {
  const { data: sessions = null, refetch } = useToastedQuery(
    { queryKey: ['sessions'], queryFn: listSessions },
    'Could not load the sessions',
  );
  const [busy, setBusy] = useState(false);

  async function end(work: () => Promise<void>, done: string) {
    setBusy(true);
    try {
      await work();
      toast({ title: done });
      await refetch();
    } catch (error) {
      toast({
        title: 'Could not sign out',
        description: describeError(error),
        variant: 'destructive',
      });
    } finally {
      setBusy(false);
    }
  }

  const others = (sessions ?? []).filter((s) => !s.current).length;
  return (
    <Card
      title="Sessions"
      description="Where your account is signed in. End any session you do not recognise."
      actions={
        <Button
          variant="outline"
          size="sm"
          disabled={busy || others === 0}
          onClick={() => void end(revokeOtherSessions, 'Signed out everywhere else')}
        >
          Sign out everywhere else
        </Button>
      }
    >
      {sessions === null ? (
        <p className="text-sm text-muted-foreground">Loading…</p>
      ) : (
        <ul
          className="divide-y divide-border rounded-md border border-border"
          aria-label="Sessions"
        >
          {sessions.map((s) => (
            <li
              key={s.id}
              className="flex flex-wrap items-center justify-between gap-2 px-3 py-2 text-sm"
            >
              <div className="min-w-0">
                <p className="font-medium wrap-anywhere" title={s.user_agent ?? undefined}>
                  {s.client ?? 'Unknown browser'}
                  {s.current && (
                    <span className="ms-2 rounded bg-primary/10 px-1.5 py-0.5 text-xs text-primary">
                      This session
                    </span>
                  )}
                </p>
                <p className="text-muted-foreground">
                  {s.ip ?? 'unknown address'} · signed in {formatDateTime(s.created_at)} · last
                  active {formatDateTime(s.last_used_at)}
                </p>
              </div>
              {!s.current && (
                <Button
                  variant="ghost"
                  size="sm"
                  disabled={busy}
                  onClick={() => void end(() => revokeSession(s.id), 'Session ended')}
                >
                  End session
                </Button>
              )}
            </li>
          ))}
        </ul>
      )}
    </Card>
  );
}
