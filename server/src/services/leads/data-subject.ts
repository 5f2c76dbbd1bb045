import { createHash } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
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

/** SHA-256 of the lower-cased address: what audit records carry instead of the address. */
export function emailDigest(email: string): string {
  return createHash('sha256').update(email.toLowerCase()).digest('hex');
}

/**
 * The audit event of a data-subject request. The log must not keep the address whose data was
 * just erased, so it carries a hash of it instead: enough to answer "was X's data erased, and
 * when?" by hashing X again, useless for finding out who X was from a list of hashes alone.
 */
export function logDataSubjectEvent(
  log: FastifyBaseLogger,
  event: {
    action: 'export' | 'erase';
    email: string;
    actor: string;
    counts: Record<string, number>;
  },
): void {
  log.info(
    {
      event: `data_subject.${event.action}`,
      actor: event.actor,
      email_sha256: emailDigest(event.email),
      counts: event.counts,
    },
    `data-subject ${event.action}`,
  );
}
