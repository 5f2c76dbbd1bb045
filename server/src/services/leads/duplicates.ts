import { CLOSED_STAGES } from '@shared/schemas/lead-work';
import type { DuplicateRule } from '../../db/lead-duplicate-links';

/**
 * When a new lead repeats an earlier one: the same address in any case (mail
 * systems treat it so), else the same company domain (not a free-mail provider's: the
 * email-providers list, lib/free-mail.ts), as an open lead of the same kind from the last 90
 * days; linked to the oldest such lead, so repeats all point at the original. Open means neither
 * spam nor at a closing stage. Spam is never linked.
 *
 * The lead writer applies the rule after its commits, off the durable write path, in SQL
 * (db/lead-duplicate-links.ts): a 201 never waits for it, and a burst of leads is linked in the
 * writer's pauses. The rule travels there as data (the writer thread loads no service code).
 */
export const duplicateRule: DuplicateRule = {
  windowDays: 90,
  closedStages: CLOSED_STAGES,
};
