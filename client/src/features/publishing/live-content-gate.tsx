import { useCallback, useEffect, useState, type ReactNode } from 'react';
import { defaultLanguage } from '@shared/site-content/languages';
import { ACCESS } from '@shared/vocabularies/roles';
import { setAdminLocale } from '~/lib/admin-locale';
import { Button } from '~/components/ui/button';
import { Spinner } from '~/components/ui/spinner';
import { useMayUse } from '~/features/auth';
import {
  getBuiltInContent,
  setBuiltInContent,
  useBuiltInContent,
} from '~/lib/site-data/built-in-content';
import { getLiveContent, setLiveContent, useLiveContent } from '~/lib/site-data/working-copy';
import { fetchBuiltInContent, fetchLiveContent } from './publishing-api';
import publishingEnglish from '@shared/messages/compiled/en/adminPublishing.js';
import { useAdminMessages } from '~/lib/admin-messages';

/**
 * Fetches the live content once the admin area opens, before the editors show anything: a
 * browser holding no working copy of its own starts from it (not from the built-in defaults),
 * and the Publish action compares the working copy against it. Beside it, the built-in content
 * as the server has it: what the editors mark as the sample.
 */
export function LiveContentGate({ children }: { children: ReactNode }) {
  const live = useLiveContent();
  // Only the content roles edit it (and may read the built-in content).
  const editsContent = useMayUse(ACCESS.content);
  const builtIn = useBuiltInContent();
  const ready = live !== null && (builtIn !== null || !editsContent);
  const [failed, setFailed] = useState(false);
  const { workingCopy: t } = useAdminMessages('adminPublishing', publishingEnglish);

  const load = useCallback(() => {
    setFailed(false);
    const fail = () => setFailed(true);
    if (!getLiveContent()) fetchLiveContent().then(setLiveContent, fail);
    if (editsContent && !getBuiltInContent()) fetchBuiltInContent().then(setBuiltInContent, fail);
  }, [editsContent]);

  useEffect(() => {
    if (!ready) load();
  }, [ready, load]);

  if (ready) {
    // Before any admin page renders: its dates and numbers are in the site's locale.
    setAdminLocale(defaultLanguage(live.content.identity).tag);
    return children;
  }
  if (failed) {
    return (
      <div role="alert" className="space-y-3">
        <p className="text-sm">{t.liveFailed()}</p>
        <Button variant="outline" onClick={load}>
          {t.tryAgain()}
        </Button>
      </div>
    );
  }
  return <Spinner label={t.loadingLive()} />;
}
