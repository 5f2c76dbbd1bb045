import { useQuery } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { dateAndTimeIn, isoWithOffset, zonedToInstant } from '@shared/site-content/zoned-time';
import type { Review } from '@shared/site-content/review-schemas';
import { Button } from '~/components/ui/button';
import { InputField } from '~/components/ui/field';
import { setLiveContent } from '~/lib/site-data/working-copy';
import { fetchLiveContent } from './publishing-api';
import { approveAndPublish, approveAndSchedule, scheduleTimeZone } from './reviews-api';

const DAY = 86_400_000;

/**
 * A reviewer's approval of a review, alone or with its publish in the same step: "Approve and
 * publish" and "Approve and schedule" only when this approval completes the review (the legal
 * pages' first of two approvals cannot publish). `act` runs one, with its toast.
 */
export function ApproveActions({
  review: r,
  busy,
  act,
  onApprove,
}: {
  review: Review;
  busy: boolean;
  act: (work: () => Promise<unknown>, done: string) => Promise<void>;
  onApprove: () => void;
}) {
  const completes = r.approvals.length + 1 >= r.approvals_needed;
  const [scheduling, setScheduling] = useState(false);
  const zone = useQuery({
    queryKey: ['schedules', 'time-zone'],
    queryFn: scheduleTimeZone,
    enabled: scheduling,
    staleTime: Infinity,
  }).data;
  const [date, setDate] = useState('');
  const [time, setTime] = useState('09:00');
  const [error, setError] = useState<string | null>(null);
  const label = (text: string) => (
    <>
      {text}
      <span className="sr-only"> version {r.version}</span>
    </>
  );

  function schedule(event: FormEvent) {
    event.preventDefault();
    if (!zone) return;
    const at = zonedToInstant(date || dateAndTimeIn(Date.now() + DAY, zone).date, time, zone);
    if (at === null) return setError('Enter a date and a time.');
    setError(null);
    void act(
      () => approveAndSchedule(r.id, r.version, isoWithOffset(at, zone)),
      `Version ${r.version} approved and scheduled`,
    );
  }

  return (
    <>
      <Button size="sm" disabled={busy} onClick={onApprove}>
        {label('Approve')}
      </Button>
      {completes && (
        <>
          <Button
            size="sm"
            disabled={busy}
            onClick={() =>
              act(async () => {
                await approveAndPublish(r.id, r.version);
                setLiveContent(await fetchLiveContent());
              }, `Version ${r.version} approved and live`)
            }
          >
            {label('Approve and publish')}
          </Button>
          <Button
            size="sm"
            variant="outline"
            disabled={busy}
            aria-expanded={scheduling}
            onClick={() => setScheduling((open) => !open)}
          >
            {label('Approve and schedule')}
          </Button>
        </>
      )}
      {!completes && (
        <p className="w-full text-xs text-muted-foreground">
          Yours is the first of {r.approvals_needed} approvals: another reviewer publishes it.
        </p>
      )}
      {scheduling && zone && (
        <form
          onSubmit={schedule}
          noValidate
          aria-label={`Approve and schedule version ${r.version}`}
          className="flex w-full flex-wrap items-end gap-3"
        >
          <InputField
            label={`Date (${zone})`}
            type="date"
            value={date || dateAndTimeIn(Date.now() + DAY, zone).date}
            min={dateAndTimeIn(Date.now(), zone).date}
            onChange={(e) => setDate(e.target.value)}
            error={error ?? undefined}
          />
          <InputField
            label={`Time (${zone})`}
            type="time"
            value={time}
            onChange={(e) => setTime(e.target.value)}
          />
          <Button type="submit" size="sm" disabled={busy}>
            Approve and schedule
          </Button>
        </form>
      )}
    </>
  );
}
