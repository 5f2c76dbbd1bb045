import { describe, expect, it } from 'vitest';
import { ACCESS } from '@shared/vocabularies/roles';
import { ApiError } from '../../lib/api-error';
import { refusal } from './access';

describe('the role rule of a signed-in request', () => {
  it('lets a role in the declared roles through', () => {
    expect(refusal({ role: 'sales' }, ACCESS.sales, 'GET /api/contact-submissions')).toBeNull();
    expect(refusal({ role: 'owner' }, ACCESS.owner, 'GET /api/admin/users')).toBeNull();
  });

  it('refuses any other role with 403 forbidden, naming the role and who may', () => {
    const refused = refusal({ role: 'editor' }, ACCESS.sales, 'GET /api/contact-submissions');
    expect(refused).toBeInstanceOf(ApiError);
    expect(refused).toMatchObject({ statusCode: 403, code: 'forbidden' });
    expect(refused?.message).toBe(
      'Not available for your role (editor): this is for owner and sales. Ask an owner if you need it.',
    );
  });

  it("lets a role held beside the account's own through, and names every role it holds", () => {
    const salesAndHiring = { role: 'sales', extra_roles: ['hiring'] } as const;
    expect(refusal(salesAndHiring, ACCESS.hiring, 'GET /api/job-applications')).toBeNull();
    expect(refusal(salesAndHiring, ACCESS.content, 'PUT /api/site-content')?.message).toBe(
      'Not available for your roles (sales and hiring): this is for owner and editor. Ask an owner if you need it.',
    );
  });

  it('fails closed for a route that declares no roles: nobody gets in, not even an owner', () => {
    expect(() => refusal({ role: 'owner' }, undefined, 'GET /api/new-thing')).toThrow(
      'GET /api/new-thing declares no roles',
    );
  });
});
