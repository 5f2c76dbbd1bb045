import { cn } from '~/lib/cn';
import { trustedHtml } from '~/lib/trusted-html';

/**
 * Rendered markdown (post bodies, service and case-study texts, legal pages): HTML the server
 * made safe (shared/site-content/markdown.ts), styled by `.prose` (app.css). `lead` is the large
 * reading size of the content pages, `legal` the quieter one of the legal pages.
 */
export function Prose({
  html,
  variant = 'lead',
  className,
}: {
  html: string;
  variant?: 'lead' | 'legal';
  className?: string;
}) {
  return (
    <div
      className={cn('prose', variant === 'legal' ? 'prose-legal' : 'prose-lead', className)}
      dangerouslySetInnerHTML={{ __html: trustedHtml(html) }}
    />
  );
}
