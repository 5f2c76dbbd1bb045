import { createHash } from 'node:crypto';
import type { DataSubjectErasure, DataSubjectExport } from '@shared/schemas/data-subject';
import type { LeadRecordsRepository } from '../../repositories/lead-records-repository';

/** Everything stored about one e-mail address (right of access), as one JSON document. */
export function exportDataSubject(
  repo: LeadRecordsRepository,
  email: string,
  now: number,
): DataSubjectExport {
  return { email, exported_at: new Date(now).toISOString(), ...repo.findByEmail(email) };
}

/** Erases everything stored under one e-mail address (right to erasure). */
export function eraseDataSubject(repo: LeadRecordsRepository, email: string): DataSubjectErasure {
  return { email, erased: repo.eraseByEmail(email) };
}

/**
 * SHA-256 of the lower-cased address: what the audit trail keeps instead of the address. Enough to
 * answer "was X's data erased, and when?" by hashing X again; a list of digests names nobody.
 */
export function emailDigest(email: string): string {
  return createHash('sha256').update(email.toLowerCase()).digest('hex');
}
