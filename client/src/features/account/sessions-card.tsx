import { useState } from 'react';
import { Button } from '~/components/ui/button';
import { Card } from '~/components/ui/card';
import { toast } from '~/lib/toast-store';
import { describeError } from '~/lib/api-client';
import { useToastedQuery } from '~/lib/use-toasted-query';
import { formatDateTime } from '~/lib/format-date-time';
import { useAdminMessages } from '~/lib/admin-messages';
import accountEnglish from '@shared/messages/compiled/en/adminAccount.js';
import { listSessions, revokeOtherSessions, revokeSession } from './account-api';

/** The account's signed-in browsers and API clients; any but this one can be ended. */
export function SessionsCard() {
  const { sessions: t } = useAdminMessages('adminAccount', accountEnglish);
  const { data: sessions = null, refetch } = useToastedQuery(
    { queryKey: ['sessions'], queryFn: listSessions },
    t.loadFailed(),
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
        title: t.signOutFailed(),
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
      title={t.title()}
      description={t.description()}
      actions={
        <Button
          variant="outline"
          size="sm"
          disabled={busy || others === 0}
          onClick={() => void end(revokeOtherSessions, t.signedOutOthers())}
        >
          {t.signOutOthers()}
        </Button>
      }
    >
      {sessions === null ? (
        <p className="text-sm text-muted-foreground">{t.loading()}</p>
      ) : (
        <ul
          className="divide-y divide-border rounded-md border border-border"
          aria-label={t.list()}
        >
          {sessions.map((s) => (
            <li
              key={s.id}
              className="flex flex-wrap items-center justify-between gap-2 px-3 py-2 text-sm"
            >
              <div className="min-w-0">
                <p className="font-medium wrap-anywhere" title={s.user_agent ?? undefined}>
                  {s.client ?? t.unknownBrowser()}
                  {s.current && (
                    <span className="ms-2 rounded bg-primary/10 px-1.5 py-0.5 text-xs text-primary">
                      {t.current()}
                    </span>
                  )}
                </p>
                <p className="text-muted-foreground">
                  {t.times({
                    address: s.ip ?? t.unknownAddress(),
                    created: formatDateTime(s.created_at),
                    used: formatDateTime(s.last_used_at),
                  })}
                </p>
              </div>
              {!s.current && (
                <Button
                  variant="ghost"
                  size="sm"
                  disabled={busy}
                  onClick={() => void end(() => revokeSession(s.id), t.ended())}
                >
                  {t.end()}
                </Button>
              )}
            </li>
          ))}
        </ul>
      )}
    </Card>
  );
}
