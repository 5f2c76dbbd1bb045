import type { AdminUser, Invitation, PendingInvitation } from '@shared/schemas/admin-users';
import { adminApi } from '~/features/auth';
import { dataOrThrow, ensureOk } from '~/lib/api-client';

// The Users page's calls (Bearer attached by adminApi).

export const listUsers = async (): Promise<AdminUser[]> =>
  dataOrThrow(await adminApi.GET('/api/admin/users')).items;

export const inviteUser = async (email: string): Promise<Invitation> =>
  dataOrThrow(await adminApi.POST('/api/admin/invitations', { body: { email } }));

export const disableUser = async (id: string): Promise<AdminUser> =>
  dataOrThrow(await adminApi.POST('/api/admin/users/{id}/disable', { params: { path: { id } } }));

export const listInvitations = async (): Promise<PendingInvitation[]> =>
  dataOrThrow(await adminApi.GET('/api/admin/invitations')).items;

export const withdrawInvitation = async (id: string): Promise<void> =>
  ensureOk(await adminApi.DELETE('/api/admin/invitations/{id}', { params: { path: { id } } }));
