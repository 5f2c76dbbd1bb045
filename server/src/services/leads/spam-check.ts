import type { SpamReason } from '@shared/schemas/leads';
import type { AppConfig } from '../../config/app-config';
import type { Altcha } from './altcha';
import type { SubmissionContext } from './submission';

/**
 * Why a submission is spam, or null for a person's. Spam is answered like any other submission
 * (201) and stored for the Spam view, so a bot learns nothing from the answer and a person whose
 * browser failed a check loses nothing; it is never sent on. The signals, cheapest first:
 * - the hidden honeypot field is filled in;
 * - the form was sent faster than a person can fill it in (a client that does not send the time,
 *   such as an older page or a script, is not judged by it);
 * - while the proof-of-work challenge is on: no solution, a wrong or forged one, an expired one,
 *   or one already used (services/leads/altcha.ts).
 */
export function createSpamCheck(settings: AppConfig['spam'], altcha: Altcha | null) {
  return async function spamReason(context: SubmissionContext): Promise<SpamReason | null> {
    if ((context.website ?? '').trim() !== '') return 'honeypot';
    const elapsed = context.time_to_submit_ms;
    if (typeof elapsed === 'number' && elapsed < settings.minTimeToSubmitMs) return 'too_fast';
    return altcha ? altcha.check(context.altcha) : null;
  };
}

export type SpamCheck = ReturnType<typeof createSpamCheck>;
