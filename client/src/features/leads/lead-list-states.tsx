import type { LeadKind, LeadStatus } from '@shared/schemas/leads';
import { Inbox, RefreshCw } from 'lucide-react';
import { Button } from '~/components/ui/button';
import { Spinner } from '~/components/ui/spinner';
import { listTexts } from './lead-format';
import { useLeadTexts } from './lead-texts';
import type { Load } from './use-lead-page';

/** What the list shows instead of rows: loading, a failure with a retry, or nothing found. */
export function LeadListStates({
  kind,
  status,
  filtered,
  load,
  reload,
}: {
  kind: LeadKind;
  status: LeadStatus | undefined;
  /** Search, days or attribution narrow the list. */
  filtered: boolean;
  load: Load;
  reload: () => void;
}) {
  const t = useLeadTexts();
  const texts = listTexts(t, kind, { status, filtered });
  const empty = load.state === 'ready' && load.page.items.length === 0;
  return (
    <>
      {load.state === 'loading' && (
        <div className="flex items-center justify-center gap-3 p-12 text-sm text-muted-foreground">
          <Spinner label={texts.loading.replace(/\.+$/, '')} />
          {texts.loading}
        </div>
      )}
      {load.state === 'error' && (
        <div role="alert" className="flex flex-col items-center gap-3 p-12 text-center">
          <p className="text-sm text-destructive">
            {texts.failed}: {load.message}
          </p>
          <Button variant="outline" size="sm" onClick={reload}>
            <RefreshCw className="h-4 w-4" aria-hidden="true" />
            {t.list.tryAgain()}
          </Button>
        </div>
      )}
      {empty && (
        <div className="flex flex-col items-center gap-2 p-12 text-center">
          <Inbox className="h-8 w-8 text-muted-foreground" aria-hidden="true" />
          <p className="font-medium">{texts.empty}</p>
          <p className="max-w-sm text-sm text-muted-foreground">{texts.hint}</p>
        </div>
      )}
    </>
  );
}
