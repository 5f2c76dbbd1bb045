import type { Role } from '@shared/schemas/roles';

/** What each role may do, in a person's words (the Users page and the invitation form). */
export const ROLE_SUMMARIES: Record<Role, string> = {
  owner: 'Everything, and the only role that manages users, roles and reads the security log.',
  editor: 'Site content: editing, image uploads, publishing, history and preview. No leads.',
  sales:
    'Contact messages and quote requests: the inbox, CSV export, data requests and lead ' +
    'statistics. No applications, no publishing.',
  hiring:
    'Job applications and their CVs: the inbox, CSV export, data requests and statistics. No ' +
    'quotes or contact messages, no publishing.',
};
