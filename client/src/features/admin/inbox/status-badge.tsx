import type { LeadStatus } from '@shared/schemas/leads';
import { cn } from '~/lib/cn';
import { statusLabels } from './lead-format';

const styles: Record<LeadStatus, string> = {
  new: 'border-primary/40 bg-primary/10 text-primary',
  handled: 'border-success/40 bg-success/10 text-success',
  spam: 'border-border bg-muted text-muted-foreground',
};

export function StatusBadge({ status }: { status: LeadStatus }) {
  return (
    <span
      className={cn(
        'inline-flex items-center rounded-full border px-2 py-0.5 text-xs font-medium',
        styles[status],
      )}
    >
      {statusLabels[status]}
    </span>
  );
}
