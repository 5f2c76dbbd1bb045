import type { LeadStatus } from '@shared/schemas/leads';
import type { LeadKind } from '@shared/lead-kinds';
import { LEAD_STAGES } from '@shared/schemas/lead-work';
import { ApiError } from '../../lib/api-error';

/**
 * How a lead's status and stage move together (docs/decisions/019-lead-stages.md). The status
 * stays the triage every kind shares (new, handled, spam) and the filter of today's API; the stage
 * is the kind's pipeline. Outside spam the status follows the stage: a lead at its first stage is
 * new, any later stage is handled. Spam is a status of its own and keeps the stage it had.
 */
export function statusOfStage(stage: string): Exclude<LeadStatus, 'spam'> {
  return stage === 'new' ? 'new' : 'handled';
}

export interface StatusAndStage {
  status: LeadStatus;
  stage: string;
}

/**
 * The status and stage after a change of either or both. `status: handled` alone on a lead at
 * its first stage moves it to the kind's second stage (contacted for a quote: someone answered);
 * `status: new` moves it back to the first. A status and a stage that contradict each other are
 * a 400 naming `status`.
 */
export function nextStatusAndStage(
  kind: LeadKind,
  current: StatusAndStage,
  change: { status?: LeadStatus | undefined; stage?: string | undefined },
): StatusAndStage {
  const { status, stage } = change;
  if (status === undefined) {
    if (stage === undefined) return current;
    return { stage, status: current.status === 'spam' ? 'spam' : statusOfStage(stage) };
  }
  if (status === 'spam') return { status, stage: stage ?? current.stage };
  if (stage !== undefined) {
    if (statusOfStage(stage) !== status) {
      const message = `A lead at stage ${stage} is ${statusOfStage(stage)}, not ${status}`;
      throw new ApiError(400, 'validation_failed', message, {
        issues: [{ path: 'status', message }],
      });
    }
    return { status, stage };
  }
  if (status === 'new') return { status, stage: 'new' };
  return { status, stage: current.stage === 'new' ? LEAD_STAGES[kind][1] : current.stage };
}
