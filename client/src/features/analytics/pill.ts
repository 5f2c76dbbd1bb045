import { cn } from '~/lib/cn';

/** A toggle button of the analytics page (a period, a grouping), as the inbox's filters look. */
export const pillClasses = (pressed: boolean) =>
  cn(
    'rounded-full border px-3 py-1 text-xs font-medium transition-colors',
    pressed
      ? 'border-primary bg-primary text-primary-foreground'
      : 'border-border text-muted-foreground hover:bg-muted hover:text-foreground',
  );
