import { z } from 'zod';

/**
 * What an admin may do is their role's (docs/decisions/016-roles.md, 027-hiring-role.md):
 * - owner: everything; the only one for people (users, invitations, roles), the security log and
 *   account-wide settings;
 * - editor: the site's content (working copy, media, publish, history, restore, preview);
 * - sales: contact messages and quote requests, their statistics and data-subject requests;
 * - hiring: job applications and their CVs, the same way;
 * - owner, editor and sales read the site's analytics (editors without the leads in it).
 * An account has one role and may hold more beside it (`extra_roles`): an upgrade that narrowed
 * a role gave its accounts back what they had that way, until an owner takes it away.
 */
export const ROLES = ['owner', 'editor', 'sales', 'hiring'] as const;
export const roleSchema = z.enum(ROLES).meta({
  id: 'Role',
  description:
    'owner: everything; editor: site content; sales: contact messages and quote requests; ' +
    'hiring: job applications',
});
export type Role = z.infer<typeof roleSchema>;

/**
 * What an owner gives an account beside its role that is no area of its own, held in the same
 * list (`extra_roles`): `reviewer` approves the content changes others ask to publish when
 * REQUIRE_REVIEW is on (docs/decisions/039-review-before-publishing.md).
 */
export const GRANTS = ['reviewer'] as const;
export type Grant = (typeof GRANTS)[number];
/** A role or a grant: what `extra_roles` holds. */
export type Held = Role | Grant;
export const heldSchema = z.enum([...ROLES, ...GRANTS]).meta({ id: 'HeldRole' });
const isRole = (held: Held): held is Role => (ROLES as readonly string[]).includes(held);

/**
 * The roles an account holds beside its own, each once; an owner's are moot (an owner may do
 * everything) and are refused, as is the account's own role.
 */
export const extraRolesSchema = z
  .array(heldSchema.exclude(['owner']))
  .max(ROLES.length + GRANTS.length)
  .refine((roles) => new Set(roles).size === roles.length, 'Each role once')
  .meta({
    description:
      'Roles the account holds beside its own (an upgrade that narrowed a role keeps what the ' +
      'account had this way, until an owner removes it), and grants such as reviewer',
  });

/**
 * The roles of each part of the admin area. Every admin route declares one of these
 * (`config: { roles: ACCESS.leads }`), and the admin's navigation, dashboard cards and page guards
 * read the same lists, so the API and the screens cannot drift apart. Each kind of lead names
 * its area (shared/lead-kinds: `access`).
 */
export const ACCESS = {
  /** Your own account: password, second factors, sessions. */
  everyone: ROLES,
  /** Working copy, media uploads, publishing, history, restore, preview. */
  content: ['owner', 'editor'],
  /** Contact messages and quote requests: the sales pipeline. */
  sales: ['owner', 'sales'],
  /** Job applications and their CVs. */
  hiring: ['owner', 'hiring'],
  /**
   * The site's analytics: page figures for all of them, sources and leads only for those who
   * see the leads they count (shared/schemas/analytics.ts).
   */
  analytics: ['owner', 'editor', 'sales'],
  /** The inbox of any kind: its owners, follow-ups, auto-reply, data-subject requests. */
  leads: ['owner', 'sales', 'hiring'],
  /** Users, invitations, roles, the security log, account-wide settings. */
  owner: ['owner'],
} as const satisfies Record<string, readonly Role[]>;
export type AccessArea = keyof typeof ACCESS;

/** An account as the role rule reads it: its role and any it holds beside it. */
export interface RoleHolder {
  role: Role;
  extra_roles?: readonly Held[] | null | undefined;
}

/** Every role the account holds (its grants are not roles). */
export function rolesOf(account: RoleHolder): Role[] {
  return [account.role, ...(account.extra_roles ?? []).filter(isRole)];
}

/**
 * Review before publishing (REQUIRE_REVIEW): who publishes without a review, and who approves
 * others' changes: those roles, or an account of the content roles holding the grant.
 */
export const REVIEW = {
  publishesDirectly: ['owner'],
  approves: ['owner'],
  grant: 'reviewer',
} as const satisfies {
  publishesDirectly: readonly Role[];
  approves: readonly Role[];
  grant: Grant;
};

/** Whether the account may approve (or ask for changes to) someone else's content changes. */
export function mayReview(account: RoleHolder | null | undefined): boolean {
  if (!account) return false;
  if (mayUse(account, REVIEW.approves)) return true;
  return mayUse(account, ACCESS.content) && !!account.extra_roles?.includes(REVIEW.grant);
}

/** Whether the account holds one of the roles allowed. */
export function mayUse(account: RoleHolder | null | undefined, allowed: readonly Role[]): boolean {
  return !!account && rolesOf(account).some((role) => allowed.includes(role));
}

/** For people: "owner", "owner and sales", "owner, editor and sales". */
export function listRoles(roles: readonly string[]): string {
  return roles.length < 2
    ? (roles[0] ?? '')
    : `${roles.slice(0, -1).join(', ')} and ${roles[roles.length - 1]}`;
}

/** How the admin area names each role. */
export const ROLE_LABELS: Record<Role, string> = {
  owner: 'Owner',
  editor: 'Editor',
  sales: 'Sales',
  hiring: 'Hiring',
};

/** How the admin area names what `extra_roles` may hold. */
export const HELD_LABELS: Record<Held, string> = { ...ROLE_LABELS, reviewer: 'Reviewer' };
