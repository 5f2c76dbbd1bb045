import type { LeadStatus } from '@shared/schemas/leads';
import { cn } from '~/lib/cn';
import { useLeadTexts } from './lead-texts';

// Outlined, not tinted: green text on a green tint fell under 4.5:1 in the light theme.
const styles: Record<LeadStatus, string> = {
  new: 'border-primary/50 text-primary',
  handled: 'border-success/50 text-success',
  spam: 'border-border bg-muted text-muted-foreground',
};

export function StatusBadge({ status }: { status: LeadStatus }) {
  const t = useLeadTexts();
  return (
    <span
      className={cn(
        'inline-flex items-center rounded-full border px-2 py-0.5 text-xs font-medium',
        styles[status],
      )}
    >
      {t.status[status]()}
    </span>
  );
}
