import { tokenResponseSchema, type TokenResponse } from '@shared/schemas/auth';
import { SESSION_KEY } from '~/config/storage-keys';

// The session (access and refresh token, expiry, user) in localStorage under SESSION_KEY, so it
// survives a reload and is shared by every tab of the site (see docs/decisions on token storage).

export type Session = TokenResponse;

function storage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    return null;
  }
}

/** Parses a stored value; anything unreadable counts as no session. */
export function parseSession(raw: string | null): Session | null {
  if (!raw) return null;
  try {
    const parsed = tokenResponseSchema.safeParse(JSON.parse(raw));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

export function readStoredSession(): Session | null {
  try {
    return parseSession(storage()?.getItem(SESSION_KEY) ?? null);
  } catch {
    return null;
  }
}

export function writeStoredSession(session: Session | null): void {
  try {
    if (session) storage()?.setItem(SESSION_KEY, JSON.stringify(session));
    else storage()?.removeItem(SESSION_KEY);
  } catch {
    // Storage blocked or full: the session still lives in memory for this tab.
  }
}
