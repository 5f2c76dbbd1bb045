import { ChevronLeft, ChevronRight } from 'lucide-react';
import { Button } from '~/components/ui/button';
import { rangeLabel, stillIndexingLabel } from './lead-format';
import { useLeadTexts } from './lead-texts';

/** "1-20 of 45" (and a search's leads still being indexed) and the previous/next buttons. */
export function InboxPager({
  page,
  offset,
  shown,
  total,
  unindexed = 0,
  goToPage,
}: {
  page: number;
  offset: number;
  shown: number;
  total: number;
  unindexed?: number;
  goToPage: (page: number) => void;
}) {
  const t = useLeadTexts();
  const indexing = stillIndexingLabel(t, unindexed);
  return (
    <div className="flex items-center justify-between gap-3 border-t border-border px-4 py-2.5 text-sm text-muted-foreground">
      <span className="tabular-nums" aria-live="polite">
        {rangeLabel(t, offset, shown, total)}
        {indexing && <span className="block text-xs">{indexing}</span>}
      </span>
      <div className="flex gap-2">
        <Button variant="outline" size="sm" onClick={() => goToPage(page - 1)} disabled={page <= 1}>
          <ChevronLeft className="h-4 w-4" aria-hidden="true" />
          {t.pager.previous()}
        </Button>
        <Button
          variant="outline"
          size="sm"
          onClick={() => goToPage(page + 1)}
          disabled={offset + shown >= total}
        >
          {t.pager.next()}
          <ChevronRight className="h-4 w-4" aria-hidden="true" />
        </Button>
      </div>
    </div>
  );
}
