import { kindsFor } from '@shared/schemas/leads';
import type { Held, Role } from '@shared/vocabularies/roles';
import { capitalised, listKinds } from '~/features/leads';

/** A role that works leads: the kinds it sees ("Applications") and what it does with them. */
const leadRole = (role: Role) =>
  `${capitalised(listKinds(kindsFor({ role })))} with their files: the inbox, CSV export, data ` +
  'requests and statistics. No other leads, no publishing.';

/** What each role may do, in a person's words (the Users page and the invitation form). */
export const ROLE_SUMMARIES: Record<Held, string> = {
  owner: 'Everything, and the only role that manages users, roles and reads the security log.',
  editor: 'Site content: editing, image uploads, publishing, history and preview. No leads.',
  sales: leadRole('sales'),
  hiring: leadRole('hiring'),
  reviewer:
    'Approves or asks for changes to the site content others ask to publish (when review is on).',
};
