import { createHmac } from 'node:crypto';
import type { LeadKind } from '@shared/lead-kinds';
import type { DataSubjectErasure, DataSubjectExport } from '@shared/schemas/data-subject';
import type { LeadRecordsRepository } from '../../repositories/lead-records-repository';

/**
 * Everything stored about one e-mail address (right of access) in the kinds of lead the caller
 * sees (an owner: all), as one JSON document that names those kinds.
 */
export function exportDataSubject(
  repo: LeadRecordsRepository,
  email: string,
  now: number,
  kinds: readonly LeadKind[],
): DataSubjectExport {
  const { leads, ...rest } = repo.findByEmail(email, kinds);
  return { email, exported_at: new Date(now).toISOString(), kinds: [...kinds], ...leads, ...rest };
}

/** Erases everything stored under one e-mail address in those kinds (right to erasure). */
export function eraseDataSubject(
  repo: LeadRecordsRepository,
  email: string,
  kinds: readonly LeadKind[],
): DataSubjectErasure {
  return { email, kinds: [...kinds], erased: repo.eraseByEmail(email, kinds) };
}

/** How the digest below is made; recorded with each event (older events hold a plain SHA-256). */
export const EMAIL_DIGEST = 'hmac-sha256';

/**
 * HMAC-SHA256 of the lower-cased address, keyed with the server's data-subject key: what the
 * audit trail keeps instead of the address. "Was X's data erased, and when?" is answered by
 * making X's digest again (`npm run data-subject -- digest <email>`); without the key, which lives
 * beside the database and not in it, a list of digests names nobody, and hashing a list of
 * guessed addresses (or a leaked customer list) finds nobody either.
 */
export function emailDigest(key: string, email: string): string {
  return createHmac('sha256', key).update(email.toLowerCase()).digest('hex');
}
