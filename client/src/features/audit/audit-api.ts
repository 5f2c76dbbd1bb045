import type { AuditEvent, AuditEventType } from '@shared/schemas/audit';
import { adminApi } from '~/features/auth';
import { dataOrThrow } from '~/lib/api-client';

export const AUDIT_PAGE_SIZE = 50;

export interface AuditQuery {
  type?: AuditEventType | undefined;
  actorId?: string | undefined;
  offset: number;
}

export async function listAuditEvents(
  query: AuditQuery,
): Promise<{ items: AuditEvent[]; total: number }> {
  return dataOrThrow(
    await adminApi.GET('/api/admin/audit-events', {
      params: {
        query: {
          type: query.type,
          actor_id: query.actorId,
          limit: AUDIT_PAGE_SIZE,
          offset: query.offset,
        },
      },
    }),
  );
}
