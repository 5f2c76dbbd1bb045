import { listRoles, mayUse, type Role } from '@shared/schemas/roles';
import { ApiError } from '../../lib/api-error';

/**
 * The role rule of every signed-in request (docs/decisions/016-roles.md): the route's declared
 * roles (`config.roles`) must include the account's role. A route that declares none is a
 * programming error and refuses everyone (fail closed), so a forgotten declaration cannot open a
 * route to every role; the role-matrix test (tests/api/roles/role-matrix.test.ts) names it.
 * Returns null when allowed, else the 403 to throw.
 */
export function refusal(
  role: Role,
  allowed: readonly Role[] | undefined,
  route: string,
): ApiError | null {
  if (!allowed) throw new Error(`${route} declares no roles (config.roles; routes/README.md)`);
  if (mayUse(role, allowed)) return null;
  return new ApiError(
    403,
    'forbidden',
    `Not available for your role (${role}): this is for ${listRoles(allowed)}. Ask an owner if you need it.`,
  );
}
