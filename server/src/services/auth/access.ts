import { listRoles, mayUse, rolesOf, type Role, type RoleHolder } from '@shared/vocabularies/roles';
import { ApiError } from '../../lib/api-error';

/**
 * The role rule of every signed-in request (docs/decisions/016-roles.md): the route's declared
 * roles (`config.roles`) must include one of the account's roles. A route that declares none is a
 * programming error and refuses everyone (fail closed), so a forgotten declaration cannot open a
 * route to every role; the role-matrix test (tests/api/roles/role-matrix.test.ts) names it.
 * Returns null when allowed, else the 403 to throw.
 */
export function refusal(
  account: RoleHolder,
  allowed: readonly Role[] | undefined,
  route: string,
): ApiError | null {
  if (!allowed) throw new Error(`${route} declares no roles (config.roles; routes/README.md)`);
  if (mayUse(account, allowed)) return null;
  const held = rolesOf(account);
  return new ApiError(
    403,
    'forbidden',
    `Not available for your ${held.length > 1 ? 'roles' : 'role'} (${listRoles(held)}): this is for ${listRoles(allowed)}. Ask an owner if you need it.`,
  );
}
