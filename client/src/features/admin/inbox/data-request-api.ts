import type { DataSubjectErasure, DataSubjectExport } from '@shared/schemas/data-subject';
import { adminApi } from '~/features/auth';
import { ApiError, type ApiErrorBody } from '~/lib/api-client';

// Data-subject requests (access, erasure) by e-mail address.

export async function exportDataSubject(email: string): Promise<DataSubjectExport> {
  const { data, error, response } = await adminApi.POST('/api/admin/data-subject/export', {
    body: { email },
  });
  if (!response.ok || !data) throw new ApiError(response.status, error as ApiErrorBody | undefined);
  return data;
}

export async function eraseDataSubject(email: string): Promise<DataSubjectErasure> {
  const { data, error, response } = await adminApi.POST('/api/admin/data-subject/erase', {
    body: { email },
  });
  if (!response.ok || !data) throw new ApiError(response.status, error as ApiErrorBody | undefined);
  return data;
}
