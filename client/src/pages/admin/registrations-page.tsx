import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import type { Attendance, Attendee, EventSummary } from '@shared/schemas/events';
import { AdminPageHeader } from '~/components/admin-page-header';
import { Button } from '~/components/ui/button';
import { SelectField } from '~/components/ui/field';
import { Spinner } from '~/components/ui/spinner';
import {
  AttendanceCountsRow,
  AttendeeTable,
  CheckInList,
  downloadAttendeesCsv,
  listAttendees,
  listEvents,
  OnlineLinkForm,
  REGISTRATIONS_KEY,
  setAttendance,
  useRegistrationTexts,
} from '~/features/registrations';
import { formatMediumDate } from '@shared/vocabularies/locale-format';
import { adminLocale } from '~/lib/admin-locale';
import { describeError } from '~/lib/api-client';
import { toast } from '~/lib/toast-store';
import { useDocumentTitle } from '~/lib/use-document-title';

/**
 * /admin/registrations: per event, the count of each status, the attendee list with its CSV and
 * each person's status, the link to join; `?event=<id>` picks the event, `&view=door` shows the
 * check-in at the door (a phone's view: a search and a large button per person).
 */
export default function RegistrationsPage() {
  const { texts } = useRegistrationTexts();
  useDocumentTitle(texts.title());
  const [params, setParams] = useSearchParams();
  const queries = useQueryClient();
  const [busy, setBusy] = useState<string | null>(null);
  const events = useQuery({ queryKey: [...REGISTRATIONS_KEY, 'events'], queryFn: listEvents });
  const chosen = Number(params.get('event') ?? events.data?.[0]?.id ?? NaN);
  const door = params.get('view') === 'door';
  const list = useQuery({
    queryKey: [...REGISTRATIONS_KEY, 'event', chosen],
    queryFn: () => listAttendees(chosen),
    enabled: Number.isFinite(chosen),
  });
  const refresh = () => void queries.invalidateQueries({ queryKey: REGISTRATIONS_KEY });
  const go = (next: Record<string, string | null>) => {
    const merged = new URLSearchParams(params);
    for (const [key, value] of Object.entries(next)) {
      if (value === null) merged.delete(key);
      else merged.set(key, value);
    }
    setParams(merged);
  };

  async function changeStatus(person: Attendee, status: Attendance) {
    setBusy(person.id);
    try {
      const now = await setAttendance(chosen, person.id, status);
      queries.setQueryData([...REGISTRATIONS_KEY, 'event', chosen], now);
      void queries.invalidateQueries({ queryKey: [...REGISTRATIONS_KEY, 'events'] });
    } catch (error) {
      toast({
        title: texts.statusFailed({ name: person.name }),
        description: describeError(error),
        variant: 'destructive',
      });
    } finally {
      setBusy(null);
    }
  }

  async function csv(event: EventSummary) {
    try {
      await downloadAttendeesCsv(event);
    } catch (error) {
      toast({
        title: texts.csvFailed(),
        description: describeError(error),
        variant: 'destructive',
      });
    }
  }

  const failed = (events.isError && !events.isFetching) || (list.isError && !list.isFetching);
  const data = list.data;
  return (
    <>
      <AdminPageHeader
        title={door ? texts.checkIn() : texts.title()}
        description={door ? texts.doorDescription() : texts.description()}
        actions={
          data && (
            <>
              <Button variant="outline" onClick={() => go({ view: door ? null : 'door' })}>
                {door ? texts.backToList() : texts.checkInAtDoor()}
              </Button>
              {!door && (
                <Button variant="outline" onClick={() => void csv(data.event)}>
                  {texts.downloadCsv()}
                </Button>
              )}
            </>
          )
        }
      />
      {failed ? (
        <div role="alert" className="space-y-3">
          <p className="text-sm">{texts.loadFailed()}</p>
          <Button variant="outline" onClick={refresh}>
            {texts.tryAgain()}
          </Button>
        </div>
      ) : events.data && events.data.length === 0 ? (
        <p className="text-sm text-muted-foreground">{texts.noEvents()}</p>
      ) : !events.data || !data ? (
        <Spinner label={texts.loading()} />
      ) : (
        <div className="space-y-6">
          <SelectField
            label={texts.event()}
            value={String(chosen)}
            onChange={(e) => go({ event: e.target.value })}
          >
            {events.data.map((event) => (
              <option key={event.id} value={event.id}>
                {event.title}
                {event.starts
                  ? ` (${formatMediumDate(event.starts.slice(0, 10), adminLocale())})`
                  : ''}
              </option>
            ))}
          </SelectField>
          <AttendanceCountsRow counts={data.event.counts} capacity={data.event.capacity} />
          {door ? (
            <CheckInList items={data.items} busy={busy} onStatus={changeStatus} />
          ) : (
            <>
              <AttendeeTable items={data.items} busy={busy} onStatus={changeStatus} />
              <OnlineLinkForm key={data.event.id} event={data.event} onSaved={refresh} />
            </>
          )}
        </div>
      )}
    </>
  );
}
