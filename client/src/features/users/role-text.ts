import { kindsFor } from '@shared/schemas/leads';
import type { Messages } from '@shared/messages/catalogues';
import type { Held, Role } from '@shared/vocabularies/roles';
import { capitalised, listKinds } from '~/features/leads';

/** The Users page's texts in the admin's language (adminPeople). */
export type PeopleTexts = Messages['adminPeople'];

/**
 * What each role may do, in a person's words (the Users page and the invitation form). A role
 * that works leads names its kinds in the lead-kind registry's words.
 */
export function roleSummaries({ roles: t }: PeopleTexts): Record<Held, string> {
  const leadRole = (role: Role) => t.leads({ kinds: capitalised(listKinds(kindsFor({ role }))) });
  return {
    owner: t.owner(),
    editor: t.editor(),
    sales: leadRole('sales'),
    hiring: leadRole('hiring'),
    reviewer: t.reviewer(),
  };
}
