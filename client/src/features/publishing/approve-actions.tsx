import { useQuery } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { dateAndTimeIn, isoWithOffset, zonedToInstant } from '@shared/site-content/zoned-time';
import type { Review } from '@shared/site-content/review-schemas';
import { Button } from '~/components/ui/button';
import { InputField } from '~/components/ui/field';
import { setLiveContent } from '~/lib/site-data/working-copy';
import { fetchLiveContent } from './publishing-api';
import { approveAndPublish, approveAndSchedule, scheduleTimeZone } from './reviews-api';
import publishingEnglish from '@shared/messages/compiled/en/adminPublishing.js';
import { useAdminMessages } from '~/lib/admin-messages';

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
  const { reviews: t } = useAdminMessages('adminPublishing', publishingEnglish);
  const version = { version: r.version };
  const label = (text: string) => (
    <>
      {text}
      <span className="sr-only">{t.versionSuffix(version)}</span>
    </>
  );

  function schedule(event: FormEvent) {
    event.preventDefault();
    if (!zone) return;
    const at = zonedToInstant(date || dateAndTimeIn(Date.now() + DAY, zone).date, time, zone);
    if (at === null) return setError(t.enterDateTime());
    setError(null);
    void act(
      () => approveAndSchedule(r.id, r.version, isoWithOffset(at, zone)),
      t.approvedScheduled(version),
    );
  }

  return (
    <>
      <Button size="sm" disabled={busy} onClick={onApprove}>
        {label(t.approve())}
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
              }, t.approvedLive(version))
            }
          >
            {label(t.approvePublish())}
          </Button>
          <Button
            size="sm"
            variant="outline"
            disabled={busy}
            aria-expanded={scheduling}
            onClick={() => setScheduling((open) => !open)}
          >
            {label(t.approveSchedule())}
          </Button>
        </>
      )}
      {!completes && (
        <p className="w-full text-xs text-muted-foreground">
          {t.firstOf({ needed: r.approvals_needed })}
        </p>
      )}
      {scheduling && zone && (
        <form
          onSubmit={schedule}
          noValidate
          aria-label={t.approveScheduleVersion(version)}
          className="flex w-full flex-wrap items-end gap-3"
        >
          <InputField
            label={t.date({ zone })}
            type="date"
            value={date || dateAndTimeIn(Date.now() + DAY, zone).date}
            min={dateAndTimeIn(Date.now(), zone).date}
            onChange={(e) => setDate(e.target.value)}
            error={error ?? undefined}
          />
          <InputField
            label={t.time({ zone })}
            type="time"
            value={time}
            onChange={(e) => setTime(e.target.value)}
          />
          <Button type="submit" size="sm" disabled={busy}>
            {t.approveSchedule()}
          </Button>
        </form>
      )}
    </>
  );
}
