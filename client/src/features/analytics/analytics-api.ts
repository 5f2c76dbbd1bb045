import type { AnalyticsReport, AnalyticsTable } from '@shared/schemas/analytics';
import type { DownloadFigures } from '@shared/schemas/download-figures';
import { adminApi } from '~/features/auth';
import { ApiError, dataOrThrow, type ApiErrorBody } from '~/lib/api-client';
import { saveBlob } from '~/lib/save-blob';
import type { Range } from './periods';

export type { AnalyticsReport, AnalyticsTable, DownloadFigures };

/** GET /api/admin/analytics: the report of a range of days. */
export async function fetchAnalytics(range: Range): Promise<AnalyticsReport> {
  return dataOrThrow(await adminApi.GET('/api/admin/analytics', { params: { query: range } }));
}

/** GET /api/admin/analytics/downloads: each document's views, downloads, requests, influence. */
export async function fetchDownloadFigures(range: Range): Promise<DownloadFigures> {
  return dataOrThrow(
    await adminApi.GET('/api/admin/analytics/downloads', { params: { query: range } }),
  );
}

/** One table of the report as a CSV file (Bearer needed, so not a plain link), saved. */
export async function downloadAnalyticsCsv(range: Range, table: AnalyticsTable): Promise<void> {
  const result = await adminApi.GET('/api/admin/analytics.csv', {
    params: { query: { ...range, table } },
    parseAs: 'blob',
  });
  if (!result.response.ok || !result.data) {
    throw new ApiError(result.response.status, result.error as ApiErrorBody | undefined);
  }
  saveBlob(result.data as Blob, `analytics-${table}-${range.from}-${range.to}.csv`);
}
