import type {
  DeletedCounts,
  LeadRecordsRepository,
} from '../../repositories/lead-records-repository';

const DAY_MS = 86_400_000;

export interface RetentionRules {
  /** Every lead older than this many days goes; null keeps them (the default). */
  leadRetentionDays: number | null;
  /** Spam older than this many days goes, whatever leadRetentionDays says. */
  spamRetentionDays: number;
}

/**
 * One retention pass (storage limitation): spam after spamRetentionDays, every lead after
 * leadRetentionDays when set. Their outbox rows go with them.
 */
export function purgeExpiredLeads(
  repo: LeadRecordsRepository,
  rules: RetentionRules,
  now: number,
): { leads: DeletedCounts | null; spam: DeletedCounts } {
  const before = (days: number) => new Date(now - days * DAY_MS).toISOString();
  const leads =
    rules.leadRetentionDays === null
      ? null
      : repo.deleteCreatedBefore(before(rules.leadRetentionDays));
  const spam = repo.deleteCreatedBefore(before(rules.spamRetentionDays), { spamOnly: true });
  return { leads, spam };
}

/** A pass runs at start and then daily at 03:15 in the firm's time zone (cron), a quiet hour. */
export const RETENTION_SCHEDULE = '15 3 * * *';
