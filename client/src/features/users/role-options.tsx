import { ROLE_LABELS, ROLES } from '@shared/vocabularies/roles';

/** The roles as the options of a select (the invitation form, the Users table). */
export function RoleOptions() {
  return ROLES.map((role) => (
    <option key={role} value={role}>
      {ROLE_LABELS[role]}
    </option>
  ));
}
