import type { LeadAssignee } from '@shared/schemas/lead-work';
import { useQuery } from '@tanstack/react-query';
import { listAssignees, type LeadKind } from './leads-api';

/**
 * The admins who may own a lead of the kind, loaded once per tab (empty until they arrive or on
 * error).
 */
const NONE: LeadAssignee[] = [];

export function useAssignees(kind: LeadKind): LeadAssignee[] {
  // On error the pickers offer "Nobody" and the admin themself only.
  const { data } = useQuery({ queryKey: ['assignees', kind], queryFn: () => listAssignees(kind) });
  return data ?? NONE;
}
