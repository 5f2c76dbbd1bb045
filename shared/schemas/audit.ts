import { z } from 'zod';

/** Every kind of security event the audit trail records. */
export const AUDIT_EVENT_TYPES = [
  'sign_in.succeeded',
  'sign_in.failed',
  'sign_in.attack_suspected',
  'sign_out',
  // Signing in through the identity provider.
  'oidc.linked',
  'oidc.refused',
  'oidc.backchannel_logout',
  'oidc.access_ended',
  'refresh_token.reuse_detected',
  'mfa.enrolled',
  'mfa.removed',
  'mfa.used',
  'mfa.failed',
  'mfa.failures_notified',
  'reauthentication.failed',
  'passkey.registered',
  'passkey.removed',
  'password.changed',
  'session.revoked',
  'invitation.created',
  'invitation.accepted',
  'invitation.withdrawn',
  'user.disabled',
  'user.enabled',
  'user.role_changed',
  'access.refused',
  'sessions.revoked_all',
  'setup.refused',
  'setup.admin_created',
  'lead.viewed',
  'lead.status_changed',
  'lead.deleted',
  'leads.exported',
  'lead.notification_resent',
  'lead.notification_sent',
  'lead.acknowledgement_sent',
  'lead.assigned',
  'lead.stage_changed',
  'lead.follow_up_set',
  'lead.note_added',
  'lead.attachment_downloaded',
  'acknowledgement.changed',
  'content.published',
  'content.restored',
  'content.preview_link_created',
  'content.preview_link_revoked',
  'content.saved',
  'content.review_requested',
  'content.review_approved',
  'content.changes_requested',
  'content.review_published',
  'content.review_withdrawn',
  'content.schedule_created',
  'content.schedule_cancelled',
  'content.schedule_published',
  'content.schedule_failed',
  'media.uploaded',
  'data_subject.exported',
  'data_subject.erased',
] as const;
export const auditEventTypeSchema = z.enum(AUDIT_EVENT_TYPES);
export type AuditEventType = z.infer<typeof auditEventTypeSchema>;

export const auditEventSchema = z
  .object({
    id: z.number().int(),
    at: z.iso.datetime(),
    type: auditEventTypeSchema,
    actor_id: z.string().nullable(),
    actor_email: z.string().nullable(),
    target_type: z.string().nullable(),
    target_id: z.string().nullable(),
    ip: z.string().nullable(),
    user_agent: z.string().nullable(),
    details: z.record(z.string(), z.unknown()).nullable(),
  })
  .meta({ id: 'AuditEvent' });
export type AuditEvent = z.infer<typeof auditEventSchema>;

export const auditEventListQuerySchema = z.object({
  type: auditEventTypeSchema.optional(),
  actor_id: z.string().max(128).optional(),
  limit: z.coerce.number().int().min(1).max(100).default(50),
  offset: z.coerce.number().int().min(0).max(1_000_000_000).default(0),
});
export type AuditEventListQuery = z.input<typeof auditEventListQuerySchema>;
export type AuditEventListParams = z.output<typeof auditEventListQuerySchema>;

export const auditEventListSchema = z
  .object({ items: z.array(auditEventSchema), total: z.number().int() })
  .meta({ id: 'AuditEventList' });
