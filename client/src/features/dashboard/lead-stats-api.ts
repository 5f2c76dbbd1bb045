import type { LeadStats } from '@shared/schemas/lead-stats';
import { adminApi } from '~/features/auth';
import { dataOrThrow } from '~/lib/api-client';

/** GET /api/admin/lead-stats: leads per day over the last `days` days. */
export async function fetchLeadStats(days: number): Promise<LeadStats> {
  return dataOrThrow(await adminApi.GET('/api/admin/lead-stats', { params: { query: { days } } }));
}
