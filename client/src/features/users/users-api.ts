import type {
  AdminUser,
  Invitation,
  InvitationInput,
  PendingInvitation,
} from '@shared/schemas/admin-users';
import type { Held, Role } from '@shared/vocabularies/roles';
import { adminApi } from '~/features/auth';
import { dataOrThrow, ensureOk } from '~/lib/api-client';

// The Users page's calls (Bearer attached by adminApi).

export const listUsers = async (): Promise<AdminUser[]> =>
  dataOrThrow(await adminApi.GET('/api/admin/users')).items;

export const inviteUser = async (body: InvitationInput): Promise<Invitation> =>
  dataOrThrow(await adminApi.POST('/api/admin/invitations', { body }));

/** Another role, other roles beside it (the whole list), or both. */
export const changeRoles = async (
  id: string,
  body: { role?: Role; extra_roles?: Held[] },
): Promise<AdminUser> =>
  dataOrThrow(
    await adminApi.PATCH('/api/admin/users/{id}', {
      params: { path: { id } },
      body: body as { role?: Role; extra_roles?: Exclude<Role, 'owner'>[] },
    }),
  );

export const disableUser = async (id: string): Promise<AdminUser> =>
  dataOrThrow(await adminApi.POST('/api/admin/users/{id}/disable', { params: { path: { id } } }));

export const listInvitations = async (): Promise<PendingInvitation[]> =>
  dataOrThrow(await adminApi.GET('/api/admin/invitations')).items;

export const withdrawInvitation = async (id: string): Promise<void> =>
  ensureOk(await adminApi.DELETE('/api/admin/invitations/{id}', { params: { path: { id } } }));
