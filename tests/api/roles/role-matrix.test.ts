/**
 * Every signed-in route, every role, derived from the route table (the OpenAPI document, which
 * @fastify/swagger builds from every registered route): a route that needs a session must declare
 * its roles (`x-roles`, from `config.roles`), every role outside them gets 403 forbidden, and every
 * role inside gets past the role check. A new route is in the table the moment it is registered,
 * so it cannot be forgotten here.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LEAD_KIND_SPECS, LEAD_KINDS } from '../../../shared/lead-kinds';
import { ACCESS, ROLES, type AccessArea, type Role } from '../../../shared/vocabularies/roles';
import { createAdmin, createTestApp, login, signInWithRole, type TestApp } from '../helpers';

/** A path and everything under it (`/api/quote-requests`, `.csv`, `/{id}/notes`). */
const under = (path: string) =>
  new RegExp(`^${path.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}(\\.csv|/|$)`);

/**
 * The role model by area (docs/operations/admin-accounts.md, "Roles"): what each route SHOULD declare. A
 * signed-in route outside every area fails until someone decides its roles here. Each kind of
 * lead's routes are its area's (shared/lead-kinds: `access`).
 */
const POLICY: [RegExp, AccessArea][] = [
  [/^\/(auth|api\/account)\//, 'everyone'],
  [/^\/api\/(site-content|media)(\/|$)/, 'content'],
  ...LEAD_KINDS.map((kind): [RegExp, AccessArea] => [
    under(LEAD_KIND_SPECS[kind].path),
    LEAD_KIND_SPECS[kind].access,
  ]),
  // An event's registrations, its list at the door and its link: the registration kind's area.
  [/^\/api\/events(\/|$)/, LEAD_KIND_SPECS.registration.access],
  // Who may own a lead, the files that came with leads (each file then checked against its
  // lead's kind), their room, and the acknowledgement sent to their requesters.
  [/^\/api\/(lead-assignees$|attachments\/)/, 'leads'],
  [/^\/api\/admin\/(lead-stats|lead-follow-ups|data-subject\/|acknowledgement$|storage$)/, 'leads'],
  [/^\/api\/admin\/(users|invitations|audit-events)(\/|$)/, 'owner'],
  // Page figures for all of them; the leads in them only for roles that see leads.
  [/^\/api\/admin\/analytics(\.csv|\/downloads)?$/, 'analytics'],
];

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
interface Operation {
  method: Method;
  path: string;
  url: string;
  roles: Role[] | undefined;
  responses: Record<string, unknown>;
}

/** Every operation of the document, with a URL to call (placeholders filled with dummies). */
function operations(doc: {
  paths: Record<string, Record<string, { 'x-roles'?: Role[]; responses: object }>>;
}): Operation[] {
  return Object.entries(doc.paths).flatMap(([path, methods]) =>
    Object.entries(methods).map(([method, op]) => ({
      method: method.toUpperCase() as Method,
      path,
      url: path.replace('{version}', '1').replace(/\{\w+\}/g, 'no-such-id'),
      roles: op['x-roles'],
      responses: op.responses as Record<string, unknown>,
    })),
  );
}

describe('the role matrix: every signed-in route answers each role as it declares', () => {
  let app: TestApp;
  const tokens = {} as Record<Role, string>;
  let ops: Operation[];
  let signedIn: Operation[];

  beforeAll(async () => {
    app = await createTestApp();
    await createAdmin(app);
    tokens.owner = (await login(app)).access_token;
    tokens.editor = (await signInWithRole(app, 'editor')).access_token;
    tokens.sales = (await signInWithRole(app, 'sales')).access_token;
    tokens.hiring = (await signInWithRole(app, 'hiring')).access_token;
    ops = operations((await app.inject({ url: '/api/openapi.json' })).json());
    // A route that needs a session answers 401 without one, before it reads a body.
    signedIn = [];
    for (const op of ops) {
      const res = await app.inject({ method: op.method, url: op.url });
      if (res.statusCode === 401) signedIn.push(op);
    }
    // Signing out ends the session the other calls use: it goes last.
    signedIn.sort((a, b) => Number(a.path === '/auth/logout') - Number(b.path === '/auth/logout'));
  });
  afterAll(() => app.close());

  it('finds the admin API in the route table', () => {
    const paths = signedIn.map((op) => `${op.method} ${op.path}`);
    // A sample of each area, so an empty or broken table cannot pass the checks below.
    expect(paths).toEqual(
      expect.arrayContaining([
        'GET /api/contact-submissions',
        'PATCH /api/quote-requests/{id}',
        'GET /api/admin/lead-stats',
        'POST /api/admin/data-subject/erase',
        'PUT /api/site-content',
        'POST /api/media',
        'GET /api/admin/users',
        'PATCH /api/admin/users/{id}',
        'GET /api/admin/audit-events',
        'POST /api/account/password',
        'GET /auth/user',
      ]),
    );
    expect(signedIn.length).toBeGreaterThan(30);
  });

  it('every route that needs a session declares its roles (x-roles)', () => {
    const undeclared = signedIn.filter((op) => !op.roles || op.roles.length === 0);
    expect(undeclared.map((op) => `${op.method} ${op.path}`)).toEqual([]);
    for (const op of signedIn) {
      for (const role of op.roles ?? []) expect(ROLES).toContain(role);
    }
  });

  it("each route's roles are its area's in the role model", () => {
    const mismatches = signedIn.flatMap((op) => {
      const area = POLICY.find(([pattern]) => pattern.test(op.path))?.[1];
      if (!area) return [`${op.method} ${op.path}: in no area of POLICY`];
      const expected = [...ACCESS[area]].sort();
      const declared = [...(op.roles ?? [])].sort();
      return JSON.stringify(declared) === JSON.stringify(expected)
        ? []
        : [`${op.method} ${op.path}: ${declared.join(',')} instead of ${area}`];
    });
    expect(mismatches).toEqual([]);
  });

  it('a public route declares none (x-roles means "needs a session")', () => {
    const publicOps = ops.filter((op) => !signedIn.includes(op));
    expect(publicOps.length).toBeGreaterThan(5);
    expect(publicOps.filter((op) => op.roles).map((op) => op.path)).toEqual([]);
  });

  it('documents the 403 on every route that some role may not use', () => {
    const missing = signedIn.filter(
      (op) => (op.roles ?? []).length < ROLES.length && !op.responses['403'],
    );
    expect(missing.map((op) => `${op.method} ${op.path}`)).toEqual([]);
  });

  it('answers 403 forbidden to each role outside, and lets each role inside past the check', async () => {
    const wrong: string[] = [];
    for (const op of signedIn) {
      for (const role of ROLES) {
        const res = await app.inject({
          method: op.method,
          url: op.url,
          headers: { authorization: `Bearer ${tokens[role]}` },
        });
        const allowed = (op.roles ?? []).includes(role);
        const forbidden = res.statusCode === 403 && res.json().error === 'forbidden';
        if (allowed === forbidden || res.statusCode >= 500) {
          wrong.push(`${op.method} ${op.path} as ${role}: ${res.statusCode} ${res.body}`);
        }
        if (forbidden) {
          expect(res.json()).toEqual({
            error: 'forbidden',
            message: expect.stringContaining(role),
          });
        }
      }
    }
    expect(wrong).toEqual([]);
  });
});
