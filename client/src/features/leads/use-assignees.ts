import type { LeadAssignee } from '@shared/schemas/lead-work';
import { useEffect, useState } from 'react';
import { listAssignees, type LeadKind } from './leads-api';

/**
 * The admins who may own a lead of the kind, loaded once per tab (empty until they arrive or on
 * error).
 */
export function useAssignees(kind: LeadKind): LeadAssignee[] {
  const [assignees, setAssignees] = useState<LeadAssignee[]>([]);
  useEffect(() => {
    let live = true;
    listAssignees(kind).then(
      (items) => live && setAssignees(items),
      () => {}, // the pickers then offer "Nobody" and the admin themself only
    );
    return () => {
      live = false;
    };
  }, [kind]);
  return assignees;
}

/** How the inbox names an owner: the e-mail, "you" for oneself. */
export function ownerLabel(email: string | null | undefined, isMe: boolean): string {
  if (isMe) return 'You';
  return email ?? 'Someone';
}
