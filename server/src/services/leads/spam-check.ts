import type { SpamReason } from '@shared/schemas/leads';
import type { AppConfig } from '../../config/app-config';
import type { SubmissionContext } from './submission';

/**
 * Why a submission is spam, or null for a person's. Spam is answered like any other submission
 * (201) and stored for the Spam view, so a bot learns nothing from the answer; it is never sent
 * on. The signals:
 * - the hidden honeypot field is filled in;
 * - the form was sent faster than a person can fill it in (a client that does not send the time,
 *   such as an older page or a script, is not judged by it).
 */
export function createSpamCheck(settings: AppConfig['spam']) {
  return function spamReason(context: SubmissionContext): SpamReason | null {
    if ((context.website ?? '').trim() !== '') return 'honeypot';
    const elapsed = context.time_to_submit_ms;
    if (typeof elapsed === 'number' && elapsed < settings.minTimeToSubmitMs) return 'too_fast';
    return null;
  };
}

export type SpamCheck = ReturnType<typeof createSpamCheck>;
