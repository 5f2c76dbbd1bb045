import type { LeadStats } from '@shared/schemas/leads';
import { adminApi } from '~/features/auth';
import { ApiError, type ApiErrorBody } from '~/lib/api-client';

/** GET /api/admin/lead-stats: leads per day over the last `days` days. */
export async function fetchLeadStats(days: number): Promise<LeadStats> {
  const { data, error, response } = await adminApi.GET('/api/admin/lead-stats', {
    params: { query: { days } },
  });
  if (!response.ok || !data) throw new ApiError(response.status, error as ApiErrorBody | undefined);
  return data;
}
