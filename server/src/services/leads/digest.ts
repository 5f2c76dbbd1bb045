import type { FirmNamesOf } from '../notifications/firm';
import type { FastifyBaseLogger } from 'fastify';
import { CLOSED_STAGES, STAGE_LABELS, type LeadStage } from '@shared/schemas/lead-work';
import { LEAD_KIND_SPECS, type LeadKind } from '@shared/lead-kinds';
import { kindsFor } from '@shared/schemas/leads';
import { ACCESS, mayUse, type RoleHolder } from '@shared/vocabularies/roles';
import type { Cron } from 'croner';
import { scheduleJob } from '../../lib/schedule';
import { addDays, localDay, startOfLocalDay } from '../../lib/time-zone';
import type {
  FollowUpRow,
  LeadFollowUpRepository,
} from '../../repositories/lead-follow-up-repository';
import type { UsersRepository } from '../../repositories/users-repository';
import { oneLine } from '../notifications/lead-mail';

/** Unassigned leads listed by name in one digest; the rest are counted. */
const LISTED = 20;

/** Monday to Friday in the firm's time zone. */
export function isWorkingDay(day: string): boolean {
  const weekday = new Date(`${day}T00:00:00Z`).getUTCDay();
  return weekday !== 0 && weekday !== 6;
}

/**
 * The instant one working day before `now`: the same local time on the working day before
 * (Monday 09:00 gives Friday 09:00), so a lead that came on Friday afternoon is not "left for a
 * day" on Monday morning.
 */
export function oneWorkingDayBefore(now: number, timeZone: string): number {
  const today = localDay(now, timeZone);
  const sinceMidnight = now - startOfLocalDay(today, timeZone);
  let day = addDays(today, -1);
  while (!isWorkingDay(day)) day = addDays(day, -1);
  return startOfLocalDay(day, timeZone) + sinceMidnight;
}

/**
 * When the digests go out: `hour` o'clock on Monday to Friday (cron, read in the firm's time
 * zone), the working days of isWorkingDay.
 */
export const digestSchedule = (hour: number) => `0 ${hour} * * 1-5`;

export interface DigestLead extends FollowUpRow {
  kind: LeadKind;
}

export interface Digest {
  to: { id: string; email: string };
  overdue: DigestLead[];
  unassigned: DigestLead[];
  unassignedTotal: number;
}

export interface LeadDigestOptions {
  followUps: LeadFollowUpRepository;
  users: UsersRepository;
  kinds: readonly LeadKind[];
  timeZone: string;
  /** The site's origin for the inbox links (PUBLIC_ORIGIN); null leaves them out. */
  origin: string | null;
  /** The firm's names now (the mail's subject and its last line). */
  firm: FirmNamesOf;
}

/**
 * "Nothing falls between chairs": each admin who works leads is told, once a
 * working day, of their follow-ups that are due and of the open leads nobody has owned for a
 * working day, in the kinds of lead their roles see. The dashboard shows the same two counts.
 */
export function createLeadDigest({
  followUps,
  users,
  kinds,
  timeZone,
  origin,
  firm,
}: LeadDigestOptions) {
  const format = new Intl.DateTimeFormat('en-GB', {
    timeZone,
    dateStyle: 'medium',
    timeStyle: 'short',
  });
  const when = (iso: string | null) => (iso ? format.format(new Date(iso)) : '');

  function overdue(at: number): DigestLead[] {
    const iso = new Date(at).toISOString();
    return kinds.flatMap((kind) =>
      followUps.overdue(kind, iso, CLOSED_STAGES).map((row) => ({ ...row, kind })),
    );
  }

  /** Per kind: its oldest unassigned open leads (at most LISTED) and how many there are. */
  function unassigned(at: number) {
    const before = new Date(oneWorkingDayBefore(at, timeZone)).toISOString();
    return kinds.map((kind) => ({
      kind,
      ...followUps.unassigned(kind, before, CLOSED_STAGES, LISTED),
    }));
  }

  /** The unassigned leads of the kinds one admin sees, oldest first, and their total. */
  function unassignedFor(pages: ReturnType<typeof unassigned>, seen: readonly LeadKind[]) {
    const theirs = pages.filter((page) => seen.includes(page.kind));
    const items = theirs
      .flatMap((page) => page.items.map((row) => ({ ...row, kind: page.kind })))
      .sort((a, b) => a.created_at.localeCompare(b.created_at))
      .slice(0, LISTED);
    return { items, total: theirs.reduce((sum, page) => sum + page.total, 0) };
  }

  function line(lead: DigestLead, detail: string): string {
    const stage = STAGE_LABELS[lead.stage as LeadStage] ?? lead.stage;
    return `- ${oneLine(lead.name, 80)} <${oneLine(lead.email, 120)}>: ${LEAD_KIND_SPECS[lead.kind].noun}, ${stage}, ${detail}`;
  }

  const inbox = (query: string) => (origin ? `  ${origin}/admin/inbox?${query}\n` : '');

  return {
    /** One digest per active admin who works leads and has something to hear; none otherwise. */
    compose(at: number): Digest[] {
      const due = overdue(at);
      const pages = unassigned(at);
      return users
        .list()
        .filter((user) => !user.disabled_at && mayUse(user, ACCESS.leads))
        .map((user) => {
          const seen = kindsFor(user);
          const nobody = unassignedFor(pages, seen);
          return {
            to: { id: user.id, email: user.email },
            overdue: due.filter((lead) => lead.assignee_id === user.id && seen.includes(lead.kind)),
            unassigned: nobody.items,
            unassignedTotal: nobody.total,
          };
        })
        .filter((digest) => digest.overdue.length > 0 || digest.unassignedTotal > 0);
    },

    /** The dashboard's two counts for one admin, in the kinds they see. */
    summary(user: RoleHolder & { userId: string }, at: number) {
      const iso = new Date(at).toISOString();
      const before = new Date(oneWorkingDayBefore(at, timeZone)).toISOString();
      const byKind = kinds
        .filter((kind) => kindsFor(user).includes(kind))
        .map((kind) => ({
          kind,
          overdue_follow_ups: followUps.countOverdue(kind, iso, CLOSED_STAGES, user.userId),
          unassigned: followUps.unassigned(kind, before, CLOSED_STAGES, 0).total,
        }));
      const sum = (key: 'overdue_follow_ups' | 'unassigned') =>
        byKind.reduce((total, counts) => total + counts[key], 0);
      return {
        overdue_follow_ups: sum('overdue_follow_ups'),
        unassigned: sum('unassigned'),
        by_kind: byKind,
        unassigned_since: before,
      };
    },

    /** The e-mail of one digest (plain text: every value a visitor typed is one line). */
    mailOf(digest: Digest): { to: string; subject: string; text: string } {
      const parts: string[] = [];
      if (digest.overdue.length > 0) {
        parts.push(
          'Your follow-ups that are due:\n' +
            digest.overdue
              .map((lead) => line(lead, `follow up ${when(lead.follow_up_at)}`))
              .join('\n') +
            '\n' +
            inbox(`assignee_id=${digest.to.id}`),
        );
      }
      if (digest.unassignedTotal > 0) {
        const more = digest.unassignedTotal - digest.unassigned.length;
        parts.push(
          'Leads nobody has taken for a working day:\n' +
            digest.unassigned
              .map((lead) => line(lead, `received ${when(lead.created_at)}`))
              .join('\n') +
            (more > 0 ? `\n…and ${more} more.` : '') +
            '\n' +
            inbox(`assignee_id=none&tab=${digest.unassigned[0]?.kind ?? kinds[0]}`),
        );
      }
      const counts = [
        digest.overdue.length > 0 ? `${digest.overdue.length} follow-up(s) due` : null,
        digest.unassignedTotal > 0 ? `${digest.unassignedTotal} unassigned` : null,
      ].filter(Boolean);
      const { name } = firm();
      return {
        to: digest.to.email,
        subject: `${name} leads today: ${counts.join(', ')}`,
        text:
          `${parts.join('\n')}\n` +
          `You get this e-mail from the ${name} website each working day while leads wait for ` +
          'you or for an owner.\n',
      };
    },
  };
}

export type LeadDigest = ReturnType<typeof createLeadDigest>;

export interface DigestSchedulerOptions {
  digest: LeadDigest;
  /** Local hour (0-23) of the digest (DIGEST_HOUR). */
  hour: number;
  timeZone: string;
  now: () => number;
  /** Sends one mail; resolves to a failure's description or null. */
  send: (mail: { to: string; subject: string; text: string }) => Promise<string | null>;
  log: FastifyBaseLogger;
}

/**
 * Sends the digests at DIGEST_HOUR on each working day. A server that is down at that hour sends
 * the next one the next working day (the counts are on the dashboard meanwhile).
 */
export function createDigestScheduler(options: DigestSchedulerOptions) {
  const { digest, hour, timeZone, now, send, log } = options;
  let job: Cron | undefined;

  async function runOnce(at = now()): Promise<number> {
    let sent = 0;
    for (const item of digest.compose(at)) {
      const failure = await send(digest.mailOf(item));
      if (failure) log.warn({ to: item.to.email, error: failure }, 'lead digest failed');
      else sent += 1;
    }
    log.info({ sent }, 'lead digests sent');
    return sent;
  }

  return {
    start() {
      job = scheduleJob(
        digestSchedule(hour),
        timeZone,
        () => runOnce(),
        (error) => log.error({ err: error }, 'lead digest pass failed'),
      );
    },
    runOnce,
    stop: () => job?.stop(),
  };
}
