import { randomBytes } from 'node:crypto';
import type { Schedule, ScheduleList, ScheduleStatus } from '@shared/site-content/schedule-schemas';
import { formatInZone } from '@shared/site-content/zoned-time';
import { ApiError, conflict, notFound } from '../../lib/api-error';
import type {
  PublishSchedulesRepository,
  ScheduleRow,
} from '../../repositories/publish-schedules-repository';
import type { PublishedBy } from './publisher';
import type { ScheduleTarget } from './schedule-target';

export interface PublishSchedules {
  /** Schedules `version` to go live at `publishAt` (ISO 8601 with an offset). */
  create(version: number, publishAt: string, by: PublishedBy): ScheduleRow;
  /**
   * What `create` checks first, except the version's approval: a time after now and no pending
   * schedule of the version (400 or 409). An approval given with its schedule is checked so.
   */
  checkNew(version: number, publishAt: string): void;
  list(status?: ScheduleStatus): ScheduleList;
  get(id: string): ScheduleRow;
  /** Cancels a pending schedule; a cancelled one is answered as it is, one that ran is 409. */
  cancel(id: string, by: PublishedBy): { row: ScheduleRow; cancelled: boolean };
  /** Cancels the pending schedule of `version`, if any (its approval became void). */
  cancelVersion(version: number, by: PublishedBy): ScheduleRow | null;
  /** The schedule as the API shows it, its time read in the site's zone. */
  view(row: ScheduleRow): Schedule;
}

/** 400 naming publish_at, shaped as the request's own validation would answer. */
const badPublishAt = (message: string) =>
  new ApiError(400, 'validation_failed', message, {
    issues: [{ path: 'publish_at', message }],
  });

export function createPublishSchedules(options: {
  repo: PublishSchedulesRepository;
  target: Pick<ScheduleTarget, 'checkTarget'>;
  timeZone: string;
  now: () => number;
  /** A schedule was added or cancelled: the runner sets its timer again. */
  changed: () => void;
}): PublishSchedules {
  const { repo, target, timeZone, now, changed } = options;

  const view = (row: ScheduleRow): Schedule => ({
    id: row.id,
    version: row.version,
    publish_at: row.publish_at,
    publish_at_local: formatInZone(Date.parse(row.publish_at), timeZone),
    time_zone: timeZone,
    status: row.status,
    created_by: row.created_by_email,
    created_at: row.created_at,
    published_version: row.published_version,
    error: row.error,
    cancelled_by: row.cancelled_by_email,
    cancelled_at: row.cancelled_at,
  });

  /** The time of a new schedule, after now (400 naming publish_at otherwise). */
  function checkTime(publishAt: string): number {
    const at = Date.parse(publishAt);
    if (Number.isNaN(at))
      throw badPublishAt(`publish_at is not a real date and time: ${publishAt}`);
    if (at <= now()) {
      throw badPublishAt(
        `publish_at is in the past (${formatInZone(at, timeZone)}, ${timeZone}): ` +
          'choose a date and time after now',
      );
    }
    return at;
  }

  const overlap = (version: number, pending: ScheduleRow | null | undefined) =>
    conflict(
      'schedule_overlap',
      `Version ${version} is already scheduled` +
        (pending ? ` for ${formatInZone(Date.parse(pending.publish_at), timeZone)}` : '') +
        ': two schedules cannot overlap the same version. Cancel that one first.',
    );

  function get(id: string): ScheduleRow {
    const row = repo.get(id);
    if (!row) throw notFound('No such schedule');
    return row;
  }

  return {
    view,
    get,
    list: (status) => ({ items: repo.list(status).map(view), time_zone: timeZone }),
    checkNew(version, publishAt) {
      checkTime(publishAt);
      const pending = repo.pendingFor(version);
      if (pending) throw overlap(version, pending);
    },
    create(version, publishAt, by) {
      const at = checkTime(publishAt);
      const current = now();
      const check = target.checkTarget(version);
      if (!check.ok) throw new ApiError(check.status, check.error, check.message);
      const row: ScheduleRow = {
        id: randomBytes(12).toString('base64url'),
        version,
        // One format in the table (UTC, milliseconds), so text order is time order.
        publish_at: new Date(at).toISOString(),
        status: 'scheduled',
        created_at: new Date(current).toISOString(),
        created_by: by.id,
        created_by_email: by.email,
        claimed_at: null,
        finished_at: null,
        published_version: null,
        error: null,
        cancelled_at: null,
        cancelled_by_email: null,
      };
      if (!repo.insert(row)) throw overlap(version, repo.pendingFor(version));
      changed();
      return row;
    },
    cancelVersion(version, by) {
      const pending = repo.pendingFor(version);
      if (pending?.status !== 'scheduled') return null;
      const { moved, row } = repo.cancel(pending.id, new Date(now()).toISOString(), by.email);
      if (!moved || !row) return null;
      changed();
      return row;
    },
    cancel(id, by) {
      const { moved, row } = repo.cancel(id, new Date(now()).toISOString(), by.email);
      if (!row) throw notFound('No such schedule');
      if (moved) changed();
      if (moved || row.status === 'cancelled') return { row, cancelled: moved };
      throw conflict(
        'schedule_already_ran',
        row.status === 'publishing'
          ? 'This schedule is being published now: it can no longer be cancelled.'
          : `This schedule already ran (${row.status}): there is nothing left to cancel.`,
      );
    },
  };
}
