import { CalendarClock } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { dateAndTimeIn, isoWithOffset, zonedToInstant } from '@shared/site-content/zoned-time';
import { Button } from '~/components/ui/button';
import { InputField } from '~/components/ui/field';
import { ApiError, describeError } from '~/lib/api-client';
import { toast } from '~/lib/toast-store';
import { createSchedule } from './schedules-api';
import publishingEnglish from '@shared/messages/compiled/en/adminPublishing.js';
import { useAdminMessages } from '~/lib/admin-messages';

const DAY = 86_400_000;

type Errors = Partial<Record<'version' | 'date' | 'time' | 'form', string>>;

/** The field a 400 names, else the form: a refusal shows beside what to change. */
function errorsOf(error: unknown): Errors {
  if (error instanceof ApiError && error.status === 400) {
    const path = error.body?.issues?.[0]?.path;
    if (path === 'version') return { version: error.message };
    if (path === 'publish_at') return { date: error.body?.issues?.[0]?.message ?? error.message };
  }
  if (error instanceof ApiError && error.status === 404) return { version: error.message };
  return { form: describeError(error) };
}

/**
 * Schedule a version: its number (from ?version=N when the page was opened from a review) and a
 * date and time read on the firm's clocks (`timeZone`, SITE_TIME_ZONE), whatever the browser's.
 */
export function ScheduleForm({
  timeZone,
  initialVersion,
  onScheduled,
}: {
  timeZone: string;
  initialVersion: string;
  onScheduled: () => void;
}) {
  const tomorrow = dateAndTimeIn(Date.now() + DAY, timeZone).date;
  const [version, setVersion] = useState(initialVersion);
  const [date, setDate] = useState(tomorrow);
  const [time, setTime] = useState('09:00');
  const [errors, setErrors] = useState<Errors>({});
  const [busy, setBusy] = useState(false);
  const { schedules: t } = useAdminMessages('adminPublishing', publishingEnglish);

  async function submit(event: FormEvent) {
    event.preventDefault();
    const number = Number(version);
    const at = zonedToInstant(date, time, timeZone);
    const found: Errors = {};
    if (!Number.isInteger(number) || number < 1) found.version = t.badVersion();
    if (at === null) found.date = t.badDate();
    setErrors(found);
    if (at === null || Object.keys(found).length > 0) return;
    setBusy(true);
    try {
      const schedule = await createSchedule(number, isoWithOffset(at, timeZone));
      toast({
        title: t.scheduled(),
        description: t.scheduledText({
          version: schedule.version,
          when: schedule.publish_at_local,
          zone: timeZone,
        }),
      });
      onScheduled();
    } catch (error) {
      setErrors(errorsOf(error));
    } finally {
      setBusy(false);
    }
  }

  return (
    <form
      onSubmit={submit}
      noValidate
      aria-labelledby="schedule-form-heading"
      className="space-y-4 rounded-lg border border-border bg-card p-4"
    >
      <h2 id="schedule-form-heading" className="text-lg font-semibold">
        {t.formHeading()}
      </h2>
      <p className="text-sm text-muted-foreground">
        {t.clocks()} <strong>{timeZone}</strong>.
      </p>
      <div className="grid gap-4 sm:grid-cols-3">
        <InputField
          label={t.version()}
          inputMode="numeric"
          value={version}
          onChange={(e) => setVersion(e.target.value)}
          error={errors.version}
          hint={t.versionHint()}
        />
        <InputField
          label={t.date({ zone: timeZone })}
          type="date"
          value={date}
          min={dateAndTimeIn(Date.now(), timeZone).date}
          onChange={(e) => setDate(e.target.value)}
          error={errors.date}
        />
        <InputField
          label={t.time({ zone: timeZone })}
          type="time"
          value={time}
          onChange={(e) => setTime(e.target.value)}
          error={errors.time}
        />
      </div>
      {errors.form && (
        <p role="alert" className="text-sm text-destructive">
          {errors.form}
        </p>
      )}
      <Button type="submit" disabled={busy} aria-busy={busy}>
        <CalendarClock className="h-4 w-4" aria-hidden="true" />
        {busy ? t.scheduling() : t.schedule()}
      </Button>
    </form>
  );
}
