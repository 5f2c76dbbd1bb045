import type { SpamReason } from '@shared/schemas/leads';
import type { Altcha } from './altcha';
import type { SubmissionContext } from './submission';

/**
 * Why a submission is spam, or null for a person's. Spam is answered like any other submission
 * (201) and stored for the Spam view, so a bot learns nothing from the answer and a person whose
 * browser failed a check loses nothing; it is never sent on. The signals, cheapest first:
 * - the hidden honeypot field is filled in;
 * - while the proof-of-work challenge is on (the default): no solution, a wrong or forged one,
 *   an expired one, or one already used (services/leads/altcha.ts).
 * How fast a form was sent decides nothing: a browser that fills a form in by itself sends it
 * within a second or two, and that is a person (`too_fast` stays only on leads filed before).
 */
export function createSpamCheck(altcha: Altcha | null) {
  return async function spamReason(context: SubmissionContext): Promise<SpamReason | null> {
    if ((context.website ?? '').trim() !== '') return 'honeypot';
    return altcha ? altcha.check(context.altcha) : null;
  };
}

export type SpamCheck = ReturnType<typeof createSpamCheck>;
