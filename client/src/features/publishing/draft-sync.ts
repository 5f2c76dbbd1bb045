import type { SiteContentDraft } from '@shared/site-content/draft-schemas';
import {
  mergeSiteContent,
  type MergeConflict,
  type MergeResolutions,
} from '@shared/site-content/merge';
import type { SiteData } from '@shared/site-content/schema';
import { SITE_DATA_SYNC_KEY, SITE_DATA_SYNCED_KEY } from '~/config/storage-keys';
import { adminApi } from '~/features/auth';
import { ApiError, dataOrThrow, ensureOk } from '~/lib/api-client';
import { toast } from '~/lib/toast-store';
import {
  getLiveContent,
  getWorkingCopy,
  hasStoredWorkingCopy,
  readWorkingCopy,
  resetWorkingCopy,
  saveWorkingCopy,
  subscribeSaves,
  workingCopyBaseVersion,
} from '~/lib/site-data/working-copy';

// The working copy follows the person (issue 52, item 5): each save in the editors is also sent
// to the account's draft on the server (PUT /api/site-content/draft), and an admin area that
// opens takes the draft saved from another browser. localStorage stays the copy the editors
// read and the offline one. Beside it: the draft revision it was last in step with, whether it
// holds saves the server has not had yet, and its content as of that revision, the base of the
// per-field merge (shared/site-content/merge.ts) when two browsers saved on one revision.

interface SyncState {
  revision: number | null;
  dirty: boolean;
}

/** Both browsers changed these fields: the person chooses (the conflicts dialog). */
export interface DraftConflicts {
  conflicts: MergeConflict[];
  settle(resolutions: MergeResolutions): void;
}

function readState(): SyncState {
  try {
    const raw = localStorage.getItem(SITE_DATA_SYNC_KEY);
    if (raw) return JSON.parse(raw) as SyncState;
  } catch {
    // Unreadable: as if never synced.
  }
  // A copy from before the server kept drafts (or never sent): its saves are the server's news.
  return { revision: null, dirty: hasStoredWorkingCopy() };
}

function writeState(state: SyncState, synced?: SiteData | null): void {
  try {
    localStorage.setItem(SITE_DATA_SYNC_KEY, JSON.stringify(state));
    if (synced === null) localStorage.removeItem(SITE_DATA_SYNCED_KEY);
    else if (synced) localStorage.setItem(SITE_DATA_SYNCED_KEY, JSON.stringify(synced));
  } catch {
    // Full (large images): the merge base is the live content instead, never the working copy.
    localStorage.removeItem(SITE_DATA_SYNCED_KEY);
  }
}

/** The copy as of the revision last in step with; the live content when it was not kept. */
function syncedBase(): SiteData {
  const raw = localStorage.getItem(SITE_DATA_SYNCED_KEY);
  const fallback = getLiveContent()?.content ?? getWorkingCopy();
  return raw ? readWorkingCopy(JSON.parse(raw) as unknown, fallback) : fallback;
}

let conflicts: DraftConflicts | null = null;
const conflictListeners = new Set<() => void>();
function setConflicts(next: DraftConflicts | null) {
  conflicts = next;
  for (const listener of conflictListeners) listener();
}
export const getDraftConflicts = () => conflicts;
export function subscribeDraftConflicts(listener: () => void): () => void {
  conflictListeners.add(listener);
  return () => conflictListeners.delete(listener);
}

/** Takes the server's draft as the working copy (nothing of this browser's is lost by it). */
function adopt(draft: SiteContentDraft): void {
  const content = readWorkingCopy(draft.content);
  saveWorkingCopy(content, draft.base_version, { fromServer: true });
  writeState({ revision: draft.revision, dirty: false }, content);
}

/**
 * This browser's saves meet another's: merged field by field from the copy both started from;
 * what both changed differently waits for the person's choice. The result is saved on the
 * draft's revision.
 */
function reconcile(draft: SiteContentDraft | null): void {
  if (!draft) {
    // Published or discarded elsewhere: this browser's saves start a new draft.
    writeState({ revision: null, dirty: true }, null);
    void pushDraft();
    return;
  }
  const theirs = readWorkingCopy(draft.content);
  const base = syncedBase();
  const mine = getWorkingCopy();
  // The older base: changes either made since it are theirs to merge at publish.
  const baseVersion = Math.min(draft.base_version, workingCopyBaseVersion());
  const apply = (resolutions: MergeResolutions) => {
    const merged = mergeSiteContent(base, theirs, mine, resolutions).content;
    saveWorkingCopy(merged, baseVersion, { fromServer: true });
    writeState({ revision: draft.revision, dirty: true }, theirs);
    setConflicts(null);
    void pushDraft();
  };
  const found = mergeSiteContent(base, theirs, mine, {}).conflicts;
  if (found.length === 0) apply({});
  else setConflicts({ conflicts: found, settle: apply });
}

let pushing: Promise<void> | null = null;
let again = false;

async function pushOnce(): Promise<void> {
  const state = readState();
  if (!state.dirty || conflicts) return;
  const content = getWorkingCopy();
  const result = await adminApi.PUT('/api/site-content/draft', {
    body: { content, base_version: workingCopyBaseVersion(), revision: state.revision },
  });
  if (result.response.status === 409) {
    const body = result.error as { draft?: SiteContentDraft | null } | undefined;
    return reconcile(body?.draft ?? null);
  }
  if (result.response.status === 413) {
    toast({
      title: 'Saved in this browser only',
      description:
        'The working copy is too large for the server (large images): publish it to upload them.',
      variant: 'destructive',
    });
    return;
  }
  const saved = dataOrThrow(result);
  // Saved again meanwhile: still dirty, sent on the next round.
  const changed = JSON.stringify(getWorkingCopy()) !== JSON.stringify(content);
  writeState({ revision: saved.revision, dirty: changed }, content);
  if (changed) again = true;
}

/**
 * Sends the working copy to the account's draft, one request at a time (a save during one
 * sends again after it). Offline, the copy stays dirty and goes with the next save or opening.
 */
export function pushDraft(): Promise<void> {
  if (pushing) {
    again = true;
    return pushing;
  }
  pushing = (async () => {
    do {
      again = false;
      await pushOnce().catch(() => undefined);
    } while (again);
  })().finally(() => (pushing = null));
  return pushing;
}

/** Waits for the draft to have this browser's last save (before a publish names its revision). */
export const flushDraft = () => pushing ?? Promise.resolve();

/**
 * When the admin area opens: the draft saved from another browser is taken, this browser's
 * unsent saves are sent, and both, when both saved, are merged.
 */
export async function pullDraft(): Promise<void> {
  const { draft } = dataOrThrow(await adminApi.GET('/api/site-content/draft'));
  const state = readState();
  const stored = hasStoredWorkingCopy();
  if (!draft) {
    if (state.dirty) return void pushDraft();
    // Published or discarded from another browser since: follow the live content again.
    if (stored && state.revision !== null) resetWorkingCopy();
    writeState({ revision: null, dirty: false }, null);
    return;
  }
  if (!stored || (state.revision !== draft.revision && !state.dirty)) return adopt(draft);
  if (state.revision === draft.revision) return state.dirty ? void pushDraft() : undefined;
  reconcile(draft);
}

/** Once the working copy went live (or was discarded): its draft goes, unless a newer one came. */
export async function draftDone(): Promise<void> {
  await flushDraft();
  const { revision } = readState();
  writeState({ revision: null, dirty: false }, null);
  if (revision === null) return;
  try {
    ensureOk(await adminApi.DELETE('/api/site-content/draft', { params: { query: { revision } } }));
  } catch (error) {
    // 409: another browser saved since; that draft stays for the next opening.
    if (!(error instanceof ApiError)) throw error;
  }
}

let started = false;
/** Sends every save a person makes from now on (once per page). */
export function startDraftSync(): void {
  if (started) return;
  started = true;
  subscribeSaves(() => {
    writeState({ ...readState(), dirty: true });
    void pushDraft();
  });
  window.addEventListener('online', () => void pushDraft());
}
