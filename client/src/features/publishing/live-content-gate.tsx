import { useCallback, useEffect, useState, type ReactNode } from 'react';
import { ACCESS } from '@shared/vocabularies/roles';
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

  const load = useCallback(() => {
    setFailed(false);
    const fail = () => setFailed(true);
    if (!getLiveContent()) fetchLiveContent().then(setLiveContent, fail);
    if (editsContent && !getBuiltInContent()) fetchBuiltInContent().then(setBuiltInContent, fail);
  }, [editsContent]);

  useEffect(() => {
    if (!ready) load();
  }, [ready, load]);

  if (ready) return children;
  if (failed) {
    return (
      <div role="alert" className="space-y-3">
        <p className="text-sm">The live content could not be loaded. Check the connection.</p>
        <Button variant="outline" onClick={load}>
          Try again
        </Button>
      </div>
    );
  }
  return <Spinner label="Loading the live content" />;
}
