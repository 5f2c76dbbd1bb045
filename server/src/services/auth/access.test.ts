import { describe, expect, it } from 'vitest';
import { ACCESS } from '@shared/schemas/roles';
import { ApiError } from '../../lib/api-error';
import { refusal } from './access';

describe('the role rule of a signed-in request', () => {
  it('lets a role in the declared roles through', () => {
    expect(refusal('sales', ACCESS.leads, 'GET /api/contact-submissions')).toBeNull();
    expect(refusal('owner', ACCESS.owner, 'GET /api/admin/users')).toBeNull();
  });

  it('refuses any other role with 403 forbidden, naming the role and who may', () => {
    const refused = refusal('editor', ACCESS.leads, 'GET /api/contact-submissions');
    expect(refused).toBeInstanceOf(ApiError);
    expect(refused).toMatchObject({ statusCode: 403, code: 'forbidden' });
    expect(refused?.message).toBe(
      'Not available for your role (editor): this is for owner and sales. Ask an owner if you need it.',
    );
  });

  it('fails closed for a route that declares no roles: nobody gets in, not even an owner', () => {
    expect(() => refusal('owner', undefined, 'GET /api/new-thing')).toThrow(
      'GET /api/new-thing declares no roles',
    );
  });
});
