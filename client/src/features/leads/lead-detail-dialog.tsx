import { LEAD_KIND_SPECS } from '@shared/lead-kinds';
import { describeVisit } from '@shared/schemas/analytics';
import {
  ATTRIBUTION_FIELDS,
  type AttributionField,
  type LeadStatus,
  type NotificationChannel,
} from '@shared/schemas/leads';
import { CheckCheck, Filter, Mail, RotateCcw, Send, ShieldAlert, Trash2 } from 'lucide-react';
import type { ReactNode } from 'react';
import { Button } from '~/components/ui/button';
import { ModalDialog } from '~/components/ui/modal-dialog';
import { AttachmentList } from './attachment-list';
import { formatReceived, notificationLabel } from './lead-format';
import { useLeadTexts } from './lead-texts';
import { viewOf } from './lead-kind-views';
import { useLeadLanguage } from './lead-language';
import type { LeadAssignee } from '@shared/schemas/lead-work';
import { LeadWorkPanel } from './lead-work-panel';
import type { Lead, LeadKind } from './leads-api';
import { StatusBadge } from './status-badge';

interface LeadDetailDialogProps {
  kind: LeadKind;
  lead: Lead | null;
  busy: boolean;
  onClose: () => void;
  onSetStatus: (status: LeadStatus) => void;
  onResendNotification: (channel: NotificationChannel) => void;
  /** Shows every lead with this attribution value. */
  onFilter: (field: AttributionField, value: string) => void;
  onDelete: () => void;
  me: string | null;
  assignees: LeadAssignee[];
  /** The lead after a change of owner, stage or follow-up. */
  onChanged: (lead: Lead) => void;
  /** Opens the earlier lead a duplicate repeats. */
  onOpenLead: (id: string) => void;
}

function Row({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="grid grid-cols-[8rem_1fr] gap-2 py-1.5 text-sm">
      <dt className="text-muted-foreground">{label}</dt>
      {/* A long address or value breaks anywhere rather than pushing the dialog wider. */}
      <dd className="min-w-0 wrap-anywhere">{children}</dd>
    </div>
  );
}

/** One lead, read whole, with its actions. */
export function LeadDetailDialog({
  kind,
  lead,
  busy,
  onClose,
  onSetStatus,
  onResendNotification,
  onFilter,
  onDelete,
  me,
  assignees,
  onChanged,
  onOpenLead,
}: LeadDetailDialogProps) {
  const t = useLeadTexts();
  const { noun, bodyLabel } = LEAD_KIND_SPECS[kind];
  const view = viewOf(kind);
  const languageOf = useLeadLanguage();
  const language = lead && languageOf(lead.language);
  return (
    <ModalDialog
      open={lead !== null}
      onClose={onClose}
      title={lead ? t.dialog.title({ noun, name: lead.name }) : noun}
      description={
        lead
          ? t.dialog.description({
              reference: lead.reference,
              date: formatReceived(lead.created_at),
            })
          : undefined
      }
      className="max-w-2xl"
      footer={
        lead && (
          <>
            <Button
              variant="ghost"
              size="sm"
              onClick={onDelete}
              disabled={busy}
              className="me-auto text-destructive"
            >
              <Trash2 className="h-4 w-4" aria-hidden="true" />
              {t.dialog.delete()}
            </Button>
            {lead.status !== 'spam' && (
              <Button
                variant="outline"
                size="sm"
                onClick={() => onSetStatus('spam')}
                disabled={busy}
              >
                <ShieldAlert className="h-4 w-4" aria-hidden="true" />
                {t.dialog.markSpam()}
              </Button>
            )}
            {lead.status !== 'new' && (
              <Button
                variant="outline"
                size="sm"
                onClick={() => onSetStatus('new')}
                disabled={busy}
              >
                <RotateCcw className="h-4 w-4" aria-hidden="true" />
                {lead.status === 'spam' ? t.dialog.notSpam() : t.dialog.markNew()}
              </Button>
            )}
            {lead.status !== 'handled' && (
              <Button size="sm" onClick={() => onSetStatus('handled')} disabled={busy}>
                <CheckCheck className="h-4 w-4" aria-hidden="true" />
                {t.dialog.markHandled()}
              </Button>
            )}
          </>
        )
      }
    >
      {lead && (
        <div className="space-y-4">
          <dl className="divide-y divide-border">
            <Row label={t.dialog.reference()}>
              <span className="tabular-nums">{lead.reference}</span>
            </Row>
            <Row label={t.dialog.status()}>
              <StatusBadge status={lead.status} />
            </Row>
            {lead.duplicate_of && (
              <Row label={t.dialog.repeats()}>
                <button
                  type="button"
                  onClick={() => onOpenLead(lead.duplicate_of!.id)}
                  className="text-primary hover:underline"
                >
                  {lead.duplicate_of.reference ?? t.dialog.repeatsOpenLead()}
                </button>
              </Row>
            )}
            <Row label={t.dialog.name()}>{lead.name}</Row>
            <Row label={t.dialog.email()}>
              {/* Inline, not inline-flex: the address wraps within its row on a phone. */}
              <a href={`mailto:${lead.email}`} className="text-primary hover:underline">
                <Mail className="me-1 inline h-3.5 w-3.5 align-[-0.125rem]" aria-hidden="true" />
                {lead.email}
              </a>
            </Row>
            {view.details(lead, t).map(([label, value]) => (
              <Row key={label} label={label}>
                {value}
              </Row>
            ))}
            {lead.attachments.length > 0 && (
              <Row label={t.dialog.files({ count: lead.attachments.length })}>
                <AttachmentList attachments={lead.attachments} />
              </Row>
            )}
            {lead.status === 'spam' && lead.spam_reason && (
              <Row label={t.dialog.whySpam()}>{t.spamReason[lead.spam_reason]()}</Row>
            )}
            {(['email', 'webhook'] as const).map((channel) => {
              const state = channel === 'email' ? lead.notification_status : lead.webhook_status;
              const label = notificationLabel(t, state);
              if (!label) return null;
              return (
                <Row
                  key={channel}
                  label={channel === 'email' ? t.dialog.emailNotification() : t.dialog.webhook()}
                >
                  {label}
                  {state === 'failed' && lead.status !== 'spam' && (
                    <Button
                      variant="outline"
                      size="sm"
                      className="ms-3"
                      onClick={() => onResendNotification(channel)}
                      disabled={busy}
                    >
                      <Send className="h-4 w-4" aria-hidden="true" />
                      {t.dialog.sendAgain()}
                    </Button>
                  )}
                </Row>
              );
            })}
            {language && <Row label={t.dialog.language()}>{language}</Row>}
            {lead.attribution && (
              // The visit as the server counted it (decision 036).
              <Row label={t.dialog.visit()}>{describeVisit(lead.attribution)}</Row>
            )}
            {ATTRIBUTION_FIELDS.map((field) => {
              const value = lead[field];
              if (!value) return null;
              return (
                <Row key={field} label={t.attribution[field]()}>
                  {value}
                  <button
                    type="button"
                    onClick={() => onFilter(field, value)}
                    className="ms-2 inline-flex items-center gap-1 text-xs text-primary hover:underline"
                  >
                    <Filter className="h-3 w-3" aria-hidden="true" />
                    {t.dialog.showAllLikeThis()}
                  </button>
                </Row>
              );
            })}
          </dl>
          <div className="space-y-1.5">
            <h3 className="text-sm font-medium text-muted-foreground">{bodyLabel}</h3>
            <p className="whitespace-pre-wrap break-words rounded-md border border-border bg-muted/50 p-3 text-sm">
              {view.body(lead)}
            </p>
          </div>
          <LeadWorkPanel
            key={lead.id}
            kind={kind}
            lead={lead}
            me={me}
            assignees={assignees}
            onChanged={onChanged}
          />
        </div>
      )}
    </ModalDialog>
  );
}
