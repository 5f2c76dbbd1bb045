import type { FastifyRequest } from 'fastify';
import { unauthorized } from '../../../lib/api-error';

/**
 * The signed-in account, as the site content's records name who did something: its id and its
 * e-mail (kept beside the id, so a record still says who after the account is deleted).
 */
export function sessionAccount(request: FastifyRequest): { id: string; email: string } {
  const userId = request.principal?.userId;
  const user = userId ? request.server.repos.users.findById(userId) : undefined;
  if (!user) throw unauthorized('The account of this session no longer exists');
  return { id: user.id, email: user.email };
}

/** The signed-in account with what it holds (read afresh on this request): who approves. */
export function sessionActor(request: FastifyRequest) {
  const account = sessionAccount(request);
  const { role, extra_roles } = request.principal!;
  return { ...account, role, extra_roles };
}
