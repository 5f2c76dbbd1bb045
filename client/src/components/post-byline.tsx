import { cn } from '~/lib/cn';
import { useLongDate } from '~/lib/format-date';

/** A post's category and date ("WIRELESS · March 5, 2025"), on its card and its page. */
export function PostByline({
  category,
  date,
  className,
}: {
  category: string;
  date: string;
  className?: string;
}) {
  const longDate = useLongDate();
  return (
    <p className={cn('flex items-center gap-2 text-muted-foreground', className)}>
      <span className="font-semibold uppercase tracking-[0.14em] text-primary">{category}</span>
      <span aria-hidden="true">·</span>
      <time dateTime={date}>{longDate(date)}</time>
    </p>
  );
}
