import { z } from 'zod';
import { emailField } from './fields';
import { extraRolesSchema, heldSchema, roleSchema } from '../vocabularies/roles';
import { passwordField } from './setup';

// Several admins: the list, invitations, roles, disabling.

/**
 * The ways an account can sign in now: through the identity provider (linked), with its password
 * (it has one, and SSO_REQUIRED does not refuse it for the role), or with a passkey alone.
 */
export const SIGN_IN_METHODS = ['provider', 'password', 'passkey'] as const;
export const signInMethodSchema = z.enum(SIGN_IN_METHODS);
export type SignInMethod = z.infer<typeof signInMethodSchema>;

export const adminUserSchema = z
  .object({
    id: z.string(),
    email: z.string(),
    created_at: z.iso.datetime(),
    disabled_at: z.iso.datetime().nullable(),
    mfa: z.boolean().meta({ description: 'Has an authenticator app or a passkey' }),
    role: roleSchema,
    sign_in: z.array(signInMethodSchema).meta({
      description:
        'How the account signs in now: provider (linked to the identity provider), password, passkey',
    }),
    extra_roles: z.array(heldSchema).meta({ description: 'Roles it holds beside its own' }),
  })
  .meta({ id: 'AdminUser' });
export type AdminUser = z.infer<typeof adminUserSchema>;
export const adminUserListSchema = z
  .object({ items: z.array(adminUserSchema) })
  .meta({ id: 'AdminUserList' });

export const invitationInputSchema = z
  .object({
    email: emailField,
    role: roleSchema.meta({ description: 'The role the new account gets' }),
  })
  .meta({ id: 'InvitationRequest' });
export type InvitationInput = z.input<typeof invitationInputSchema>;

/**
 * PATCH /api/admin/users/{id}: another role, other roles beside it, or both (each holds from the
 * account's next request).
 */
export const userRoleUpdateSchema = z
  .object({ role: roleSchema.optional(), extra_roles: extraRolesSchema.optional() })
  .refine((body) => body.role !== undefined || body.extra_roles !== undefined, {
    message: 'Give role, extra_roles or both',
  })
  .meta({ id: 'UserRoleUpdate' });
export type UserRoleUpdate = z.infer<typeof userRoleUpdateSchema>;

export const invitationSchema = z
  .object({
    id: z.string(),
    email: z.string(),
    role: roleSchema,
    expires_at: z.iso.datetime(),
    emailed: z.boolean().meta({ description: 'True when the link was sent by e-mail' }),
    invite_url: z.string().nullable().meta({
      description: 'The link to pass on yourself; null when it was e-mailed (never shown twice)',
    }),
  })
  .meta({ id: 'Invitation' });
export type Invitation = z.infer<typeof invitationSchema>;

/** The token of an invitation link (its #token=...). */
const invitationTokenField = z.string().trim().min(1, 'The invitation link is incomplete').max(128);

export const invitationAcceptSchema = z
  .object({
    token: invitationTokenField,
    password: passwordField,
  })
  .meta({ id: 'InvitationAccept' });
export type InvitationAccept = z.input<typeof invitationAcceptSchema>;

/** The invitation link's token only: a check that uses nothing up. */
export const invitationStatusInputSchema = z
  .object({ token: invitationTokenField })
  .meta({ id: 'InvitationToken' });

export const INVITATION_STATES = ['open', 'used', 'withdrawn', 'expired', 'unknown'] as const;
export const invitationStatusSchema = z
  .object({
    state: z.enum(INVITATION_STATES).meta({
      description: 'unknown: no invitation has this token (a link cut short, say)',
    }),
    email: z.string().nullable().meta({
      description: 'The address the account will have; only while the invitation is open',
    }),
    role: roleSchema.nullable().meta({ description: 'Only while the invitation is open' }),
    message: z
      .string()
      .nullable()
      .meta({ description: 'For the person holding the link, when it no longer works' }),
  })
  .meta({ id: 'InvitationStatus' });
export type InvitationStatus = z.infer<typeof invitationStatusSchema>;

export const pendingInvitationSchema = z
  .object({
    id: z.string(),
    email: z.string(),
    role: roleSchema,
    created_at: z.iso.datetime(),
    expires_at: z.iso.datetime(),
    invited_by: z
      .string()
      .nullable()
      .meta({ description: "The inviting admin's e-mail; null when that account is gone" }),
  })
  .meta({ id: 'PendingInvitation' });
export type PendingInvitation = z.infer<typeof pendingInvitationSchema>;
export const pendingInvitationListSchema = z
  .object({ items: z.array(pendingInvitationSchema) })
  .meta({ id: 'PendingInvitationList' });
