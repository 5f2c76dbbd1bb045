import type { Published } from '@shared/site-content/api-schemas';
import type { SiteContentRepository } from '../../repositories/site-content-repository';
import type { Publisher, PublishedBy } from './publisher';

// What a schedule may publish, and how it publishes it: the one place schedules meet the rest
// of publishing (with review on, an approved saved version; see docs/decisions/040).

export type TargetCheck =
  { ok: true } | { ok: false; status: 404 | 409; error: string; message: string };

export interface ScheduleTarget {
  /** Whether `version` may be scheduled and published now. */
  checkTarget(version: number): TargetCheck;
  /** Publishes `version` as the new live version, on behalf of `by` (who scheduled it). */
  publishTarget(version: number, by: PublishedBy): Promise<Published>;
}

export function createScheduleTarget(
  versions: Pick<SiteContentRepository, 'get'>,
  publisher: Pick<Publisher, 'restore'>,
): ScheduleTarget {
  return {
    checkTarget(version) {
      if (versions.get(version)) return { ok: true };
      return {
        ok: false,
        status: 404,
        error: 'not_found',
        message: `No version ${version} of the site content`,
      };
    },
    publishTarget: (version, by) => publisher.restore(version, by),
  };
}
