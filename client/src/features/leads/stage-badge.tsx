import { CLOSED_STAGES, STAGE_LABELS, type LeadStage } from '@shared/schemas/lead-work';
import { cn } from '~/lib/cn';
import type { Lead } from './leads-api';
import { useLeadTexts } from './lead-texts';

// Outlined, not tinted: green text on a green tint fell under 4.5:1 in the light theme.
const styles = {
  new: 'border-primary/50 text-primary',
  working: 'border-success/50 text-success',
  closed: 'border-border text-muted-foreground',
  spam: 'border-border bg-muted text-muted-foreground',
};

/**
 * Where a lead stands, as the list shows it: its stage (a quote moved on says Contacted or
 * Proposal sent, not just handled), or Spam.
 */
export function StageBadge({ lead }: { lead: Pick<Lead, 'status' | 'stage'> }) {
  const t = useLeadTexts();
  const stage = lead.stage as LeadStage;
  const style =
    lead.status === 'spam'
      ? styles.spam
      : stage === 'new'
        ? styles.new
        : CLOSED_STAGES.includes(stage)
          ? styles.closed
          : styles.working;
  return (
    <span
      className={cn(
        'inline-flex items-center whitespace-nowrap rounded-full border px-2 py-0.5 text-xs font-medium',
        style,
      )}
    >
      {lead.status === 'spam' ? t.status.spam() : (STAGE_LABELS[stage] ?? lead.stage)}
    </span>
  );
}
