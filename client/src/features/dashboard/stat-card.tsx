import { ArrowRight, type LucideIcon } from 'lucide-react';
import { Link } from 'react-router';

export interface StatCardProps {
  /** A name that stays the same in every language: the card's test id (`stat-new-leads`). */
  id: string;
  title: string;
  value: string;
  detail: string;
  href: string;
  linkLabel: string;
  icon: LucideIcon;
  highlight?: boolean;
}

/** One figure of the dashboard, linking to the page where it is worked on. */
export function StatCard({
  id,
  title,
  value,
  detail,
  href,
  linkLabel,
  icon: Icon,
  highlight,
}: StatCardProps) {
  return (
    <Link
      to={href}
      className="group flex flex-col rounded-lg border border-border bg-card p-5 transition-colors hover:border-primary/60"
    >
      <div className="flex items-center justify-between text-sm text-muted-foreground">
        <span>{title}</span>
        <Icon className="h-4 w-4" aria-hidden="true" />
      </div>
      {/* Spans, not paragraphs: a big bold number above a line of text is a figure, not a
          heading (axe p-as-heading). */}
      <span
        className={`mt-2 block text-3xl font-semibold tabular-nums ${highlight ? 'text-primary' : ''}`}
        data-testid={`stat-${id}`}
      >
        {value}
      </span>
      <span className="mt-1 block text-xs text-muted-foreground">{detail}</span>
      <span className="mt-4 inline-flex items-center gap-1 text-sm font-medium text-primary">
        {linkLabel}
        <ArrowRight
          className="h-3.5 w-3.5 transition-transform group-hover:translate-x-0.5"
          aria-hidden="true"
        />
      </span>
    </Link>
  );
}
