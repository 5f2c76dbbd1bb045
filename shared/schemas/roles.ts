import { z } from 'zod';

/**
 * What an admin may do is their role's (docs/decisions/016-roles.md):
 * - owner: everything; the only one for people (users, invitations, roles), the security log and
 *   account-wide settings;
 * - editor: the site's content (working copy, media, publish, history, restore, preview);
 * - sales: leads of every kind, their statistics and data-subject requests.
 */
export const ROLES = ['owner', 'editor', 'sales'] as const;
export const roleSchema = z.enum(ROLES).meta({
  id: 'Role',
  description: 'owner: everything; editor: site content; sales: leads and data-subject requests',
});
export type Role = z.infer<typeof roleSchema>;

/**
 * The roles of each part of the admin area. Every admin route declares one of these
 * (`config: { roles: ACCESS.leads }`), and the admin's navigation, dashboard cards and page guards
 * read the same lists, so the API and the screens cannot drift apart.
 */
export const ACCESS = {
  /** Your own account: password, second factors, sessions. */
  everyone: ROLES,
  /** Working copy, media uploads, publishing, history, restore, preview. */
  content: ['owner', 'editor'],
  /** Leads (lists, search, detail, status, notes, attachments, CSV), lead statistics, data-subject requests. */
  leads: ['owner', 'sales'],
  /** Users, invitations, roles, the security log, account-wide settings. */
  owner: ['owner'],
} as const satisfies Record<string, readonly Role[]>;

/** Whether a role is among the roles allowed. */
export function mayUse(role: Role | null | undefined, allowed: readonly Role[]): boolean {
  return role !== null && role !== undefined && allowed.includes(role);
}

/** For people: "owner", "owner and sales", "owner, editor and sales". */
export function listRoles(roles: readonly Role[]): string {
  return roles.length < 2
    ? (roles[0] ?? '')
    : `${roles.slice(0, -1).join(', ')} and ${roles[roles.length - 1]}`;
}

/** How the admin area names each role. */
export const ROLE_LABELS: Record<Role, string> = {
  owner: 'Owner',
  editor: 'Editor',
  sales: 'Sales',
};
