import { INFLUENCE_DAYS } from '@shared/schemas/download-figures';
import { ChartNoAxesColumn } from 'lucide-react';
import { useEffect, useState } from 'react';
import { fetchDownloadFigures, type DownloadFigures } from './analytics-api';
import { addDays, todayIn, type Range } from './periods';
import { useInsightTexts } from './insight-texts';

/** The days a document's editor counts: as long as a request's influence lasts. */
const DAYS = INFLUENCE_DAYS;
/** The editor's cards share one answer for this long (one request, not one per document). */
const SHARED_MS = 30_000;

let shared: { key: string; at: number; answer: Promise<DownloadFigures> } | null = null;
function figuresOf(range: Range): Promise<DownloadFigures> {
  const key = `${range.from}/${range.to}`;
  if (shared?.key === key && Date.now() - shared.at < SHARED_MS) return shared.answer;
  const answer = fetchDownloadFigures(range);
  shared = { key, at: Date.now(), answer };
  return answer;
}

/**
 * One document's figures in its editor (issue 50, item 5): views of its page, downloads of its
 * file, and for those who see them the requests and the quotes they influenced, over the last
 * DAYS days. Nothing for a document not published yet.
 */
export function DocumentFigures({ id }: { id: number }) {
  const t = useInsightTexts();
  const [figures, setFigures] = useState<DownloadFigures | null>(null);
  useEffect(() => {
    let cancelled = false;
    const today = todayIn(undefined);
    figuresOf({ from: addDays(today, -(DAYS - 1)), to: today })
      .then((answer) => !cancelled && setFigures(answer))
      .catch(() => undefined); // The analytics page says why; here the line stays away.
    return () => {
      cancelled = true;
    };
  }, []);
  const doc = figures?.documents.find((d) => d.id === id);
  if (!doc) return null;
  const { downloads: d } = t;
  const parts = [
    d.views({ count: doc.views }),
    d.downloads({ count: doc.downloads }),
    ...(doc.requests !== undefined && doc.gated ? [d.requests({ count: doc.requests })] : []),
    ...(doc.influenced !== undefined ? [d.quotesAfter({ count: doc.influenced })] : []),
  ];
  return (
    <p
      className="mb-4 flex items-center gap-2 text-sm text-muted-foreground"
      data-testid="document-figures"
    >
      <ChartNoAxesColumn className="h-4 w-4 shrink-0" aria-hidden="true" />
      <span>{d.lastDays({ days: DAYS, figures: parts.join(' · ') })}</span>
    </p>
  );
}
