import type { LeadAssignee } from '@shared/schemas/lead-work';
import { useEffect, useState } from 'react';
import { listAssignees } from './leads-api';

/** The admins who may own a lead, loaded once per inbox (empty until they arrive or on error). */
export function useAssignees(): LeadAssignee[] {
  const [assignees, setAssignees] = useState<LeadAssignee[]>([]);
  useEffect(() => {
    let live = true;
    listAssignees().then(
      (items) => live && setAssignees(items),
      () => {}, // the pickers then offer "Nobody" and the admin themself only
    );
    return () => {
      live = false;
    };
  }, []);
  return assignees;
}

/** How the inbox names an owner: the e-mail, "you" for oneself. */
export function ownerLabel(email: string | null | undefined, isMe: boolean): string {
  if (isMe) return 'You';
  return email ?? 'Someone';
}
