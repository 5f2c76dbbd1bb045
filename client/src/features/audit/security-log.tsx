import { NewerOlderPager } from '~/components/ui/newer-older-pager';
import { ScrollRegion } from '~/components/ui/scroll-region';
import { AUDIT_EVENT_TYPES, type AuditEvent, type AuditEventType } from '@shared/schemas/audit';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { describeError } from '~/lib/api-client';
import { formatDateTime } from '~/lib/format-date-time';
import { useAdminMessages } from '~/lib/admin-messages';
import peopleEnglish from '@shared/messages/compiled/en/adminPeople.js';
import { AUDIT_PAGE_SIZE, listAuditEvents } from './audit-api';

// min-w-0: a select is as wide as its longest option (a long e-mail address under Who); on a
// phone it shrinks to the row instead of pushing the page sideways.
const selectClasses =
  'min-w-0 max-w-full rounded-md border border-input bg-background px-3 py-2 text-sm';

/** Event details in one line: `key: value` pairs. */
function describeDetails(event: AuditEvent, target: string): string {
  const parts = Object.entries(event.details ?? {}).map(
    ([k, v]) => `${k.replaceAll('_', ' ')}: ${String(v)}`,
  );
  if (event.target_id)
    parts.unshift(`${event.target_type ?? target} ${event.target_id.slice(0, 8)}`);
  return parts.join(' · ');
}

/** The audit trail, newest first, filtered by type and actor, 50 events a page. */
export function SecurityLog({ actors }: { actors: { id: string; email: string }[] }) {
  const [type, setType] = useState<AuditEventType | ''>('');
  const [actorId, setActorId] = useState('');
  const [offset, setOffset] = useState(0);
  const query = useQuery({
    queryKey: ['audit-events', type, actorId, offset],
    queryFn: () =>
      listAuditEvents({ type: type || undefined, actorId: actorId || undefined, offset }),
    // The page shown stays until the next arrives.
    placeholderData: keepPreviousData,
  });
  const page = query.data ?? null;
  const error = query.error ? describeError(query.error) : undefined;
  const { securityLog: t } = useAdminMessages('adminPeople', peopleEnglish);
  // The types, the details' keys and the target's type are the API's words, shown as written.
  const details = (e: AuditEvent) => describeDetails(e, t.target());

  return (
    <div className="space-y-4">
      <div className="flex flex-wrap gap-3">
        <label className="flex min-w-0 max-w-full items-center gap-2 text-sm">
          {t.event()}
          <select
            className={selectClasses}
            value={type}
            onChange={(e) => {
              setType(e.target.value as AuditEventType | '');
              setOffset(0);
            }}
          >
            <option value="">{t.allEvents()}</option>
            {AUDIT_EVENT_TYPES.map((type) => (
              <option key={type} value={type}>
                {type}
              </option>
            ))}
          </select>
        </label>
        <label className="flex min-w-0 max-w-full items-center gap-2 text-sm">
          {t.who()}
          <select
            className={selectClasses}
            value={actorId}
            onChange={(e) => {
              setActorId(e.target.value);
              setOffset(0);
            }}
          >
            <option value="">{t.everyone()}</option>
            {actors.map((a) => (
              <option key={a.id} value={a.id}>
                {a.email}
              </option>
            ))}
          </select>
        </label>
      </div>
      {error && <p className="text-sm text-destructive">{t.loadFailed({ message: error })}</p>}
      <ScrollRegion label={t.entries()} className="rounded-lg border border-border bg-card">
        <table className="w-full text-start text-sm">
          <thead className="border-b border-border text-muted-foreground">
            <tr>
              <th className="px-3 py-2 font-medium">{t.when()}</th>
              <th className="px-3 py-2 font-medium">{t.event()}</th>
              <th className="hidden px-3 py-2 font-medium md:table-cell">{t.who()}</th>
              <th className="hidden px-3 py-2 font-medium md:table-cell">{t.from()}</th>
              <th className="hidden px-3 py-2 font-medium md:table-cell">{t.details()}</th>
            </tr>
          </thead>
          <tbody className="divide-y divide-border">
            {page?.items.map((e) => (
              <tr key={e.id}>
                <td className="px-3 py-2 align-top md:whitespace-nowrap">{formatDateTime(e.at)}</td>
                <td className="px-3 py-2 align-top">
                  <span className="font-mono text-xs wrap-anywhere">{e.type}</span>
                  {/* On a phone the other columns would scroll off screen: they follow the
                      event instead, in the same cell. */}
                  <span className="mt-1 block text-muted-foreground wrap-anywhere md:hidden">
                    {e.actor_email ?? '—'} · {e.ip ?? '—'}
                    {details(e) && <> · {details(e)}</>}
                  </span>
                </td>
                <td className="hidden px-3 py-2 md:table-cell">{e.actor_email ?? '—'}</td>
                <td className="hidden px-3 py-2 md:table-cell" title={e.user_agent ?? undefined}>
                  {e.ip ?? '—'}
                </td>
                <td className="hidden px-3 py-2 text-muted-foreground md:table-cell">
                  {details(e)}
                </td>
              </tr>
            ))}
            {page?.items.length === 0 && (
              <tr>
                <td colSpan={5} className="px-3 py-6 text-center text-muted-foreground">
                  {t.noMatch()}
                </td>
              </tr>
            )}
          </tbody>
        </table>
      </ScrollRegion>
      {page && page.total > AUDIT_PAGE_SIZE && (
        <NewerOlderPager
          offset={offset}
          pageSize={AUDIT_PAGE_SIZE}
          shown={page.items.length}
          total={page.total}
          onOffsetChange={setOffset}
        />
      )}
    </div>
  );
}
