import { z } from 'zod';
import { emailField } from './fields';
import { passwordField } from './setup';

// Several admins: the list, invitations, disabling.

export const adminUserSchema = z
  .object({
    id: z.string(),
    email: z.string(),
    created_at: z.iso.datetime(),
    disabled_at: z.iso.datetime().nullable(),
    mfa: z.boolean().meta({ description: 'Has an authenticator app or a passkey' }),
  })
  .meta({ id: 'AdminUser' });
export type AdminUser = z.infer<typeof adminUserSchema>;
export const adminUserListSchema = z
  .object({ items: z.array(adminUserSchema) })
  .meta({ id: 'AdminUserList' });

export const invitationInputSchema = z
  .object({ email: emailField })
  .meta({ id: 'InvitationRequest' });
export type InvitationInput = z.input<typeof invitationInputSchema>;

export const invitationSchema = z
  .object({
    id: z.string(),
    email: z.string(),
    expires_at: z.iso.datetime(),
    emailed: z.boolean().meta({ description: 'True when the link was sent by e-mail' }),
    invite_url: z.string().nullable().meta({
      description: 'The link to pass on yourself; null when it was e-mailed (never shown twice)',
    }),
  })
  .meta({ id: 'Invitation' });
export type Invitation = z.infer<typeof invitationSchema>;

export const invitationAcceptSchema = z
  .object({
    token: z.string().trim().min(1, 'The invitation link is incomplete').max(128),
    password: passwordField,
  })
  .meta({ id: 'InvitationAccept' });
export type InvitationAccept = z.input<typeof invitationAcceptSchema>;

export const pendingInvitationSchema = z
  .object({
    id: z.string(),
    email: z.string(),
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
