import {
  LEAD_STAGES,
  STAGE_LABELS,
  type LeadAssignee,
  type LeadStage,
} from '@shared/schemas/lead-work';
import type { LeadKind } from './leads-api';
import { useLeadTexts } from './lead-texts';

/** The options of an owner picker: each admin who works leads, "You" for oneself. */
export function AssigneeOptions({
  assignees,
  me,
}: {
  assignees: LeadAssignee[];
  me: string | null;
}) {
  const t = useLeadTexts();
  return assignees.map((a) => (
    <option key={a.id} value={a.id}>
      {a.id === me ? t.filters.you({ email: a.email ?? '' }) : a.email}
    </option>
  ));
}

/** The options of a stage picker: the kind's stages in order. */
export function StageOptions({ kind }: { kind: LeadKind }) {
  return LEAD_STAGES[kind].map((stage: LeadStage) => (
    <option key={stage} value={stage}>
      {STAGE_LABELS[stage]}
    </option>
  ));
}
