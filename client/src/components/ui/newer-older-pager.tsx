import { Button } from '~/components/ui/button';
import { cn } from '~/lib/cn';
import { useAdminMessages } from '~/lib/admin-messages';
import shellEnglish from '@shared/messages/compiled/en/adminShell.js';

interface NewerOlderPagerProps {
  offset: number;
  pageSize: number;
  /** Items on this page. */
  shown: number;
  total: number;
  onOffsetChange: (offset: number) => void;
  className?: string;
}

/** "21–40 of 73" with Newer / Older buttons, for lists shown newest first. */
export function NewerOlderPager({
  offset,
  pageSize,
  shown,
  total,
  onOffsetChange,
  className,
}: NewerOlderPagerProps) {
  const { pager } = useAdminMessages('adminShell', shellEnglish);
  return (
    <div className={cn('flex items-center justify-between text-sm', className)}>
      <span>{pager.range({ from: offset + 1, to: offset + shown, total })}</span>
      <div className="flex gap-2">
        <Button
          variant="outline"
          size="sm"
          disabled={offset === 0}
          onClick={() => onOffsetChange(Math.max(0, offset - pageSize))}
        >
          {pager.newer()}
        </Button>
        <Button
          variant="outline"
          size="sm"
          disabled={offset + pageSize >= total}
          onClick={() => onOffsetChange(offset + pageSize)}
        >
          {pager.older()}
        </Button>
      </div>
    </div>
  );
}
