import type { Role } from '@shared/schemas/roles';

/** What each role may do, in a person's words (the Users page and the invitation form). */
export const ROLE_SUMMARIES: Record<Role, string> = {
  owner: 'Everything, and the only role that manages users, roles and reads the security log.',
  editor: 'Site content: editing, image uploads, publishing, history and preview. No leads.',
  sales: 'Leads: the inbox, CSV export, data requests and lead statistics. No publishing.',
};
