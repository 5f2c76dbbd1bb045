import { sessionUserSchema, type SessionUser, type TokenResponse } from '@shared/schemas/auth';
import { SESSION_KEY } from '~/config/storage-keys';

// The access token lives in memory only and the refresh token in an HttpOnly cookie the page
// cannot read (docs/decisions/012-admin-accounts.md): one XSS does not yield a long session.
// localStorage keeps only a hint that holds no secret, { user }: that a cookie is worth trying
// on the next load, and, through the storage event, that another tab signed out.

export type Session = TokenResponse;

function storage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    return null;
  }
}

/**
 * What a hint must hold: who. The role is not needed (the refresh grant brings the current one),
 * so a hint written before roles existed still counts after an upgrade.
 */
const hintUserSchema = sessionUserSchema.pick({ id: true, email: true });
type HintUser = Pick<SessionUser, 'id' | 'email'>;

/** Parses a stored hint; anything unreadable counts as signed out. */
export function parseHint(raw: string | null): { user: HintUser } | null {
  if (!raw) return null;
  try {
    const parsed = hintUserSchema.safeParse((JSON.parse(raw) as { user?: unknown }).user);
    return parsed.success ? { user: parsed.data } : null;
  } catch {
    return null;
  }
}

export function readSignedInHint(): { user: HintUser } | null {
  try {
    return parseHint(storage()?.getItem(SESSION_KEY) ?? null);
  } catch {
    return null;
  }
}

export function writeSignedInHint(user: HintUser | null): void {
  try {
    if (user)
      storage()?.setItem(SESSION_KEY, JSON.stringify({ user: { id: user.id, email: user.email } }));
    else storage()?.removeItem(SESSION_KEY);
  } catch {
    // Storage blocked or full: this tab still works; a reload asks for the password again.
  }
}
