import type { DataSubjectErasure, DataSubjectExport } from '@shared/schemas/data-subject';
import { adminApi } from '~/features/auth';
import { dataOrThrow } from '~/lib/api-client';

// Data-subject requests (access, erasure) by e-mail address.

export async function exportDataSubject(email: string): Promise<DataSubjectExport> {
  return dataOrThrow(await adminApi.POST('/api/admin/data-subject/export', { body: { email } }));
}

export async function eraseDataSubject(email: string): Promise<DataSubjectErasure> {
  return dataOrThrow(await adminApi.POST('/api/admin/data-subject/erase', { body: { email } }));
}
