import { addDays, localDay } from '../../lib/time-zone';
import type { PageViewsRepository } from '../../repositories/page-views-repository';

/** How often the upkeep runs (and once at start). */
export const UPKEEP_INTERVAL_MS = 60 * 60_000;
/**
 * A day is rolled up once it has been over this long: its last views have left the memory
 * (a second) and the writer's queue long before.
 */
const ROLLUP_MARGIN_MS = 10 * 60_000;

/**
 * The analytics' storage kept small (docs/decisions/036): each day that is over is rolled up per
 * page, source and device, its raw views lose their visitor keys, and the raw views of the days
 * older than `retentionDays` are deleted (only once rolled up). The rollups stay for the life of the site.
 */
export async function analyticsUpkeep(
  pageViews: Pick<PageViewsRepository, 'flush' | 'rollUp' | 'forgetVisitors' | 'purge'>,
  { at, timeZone, retentionDays }: { at: number; timeZone: string; retentionDays: number },
): Promise<{ rolled: string[]; purged: number }> {
  await pageViews.flush();
  const rolled = pageViews.rollUp(localDay(at - ROLLUP_MARGIN_MS, timeZone));
  await pageViews.forgetVisitors(rolled);
  const purged = await pageViews.purge(addDays(localDay(at, timeZone), -retentionDays));
  return { rolled, purged };
}
