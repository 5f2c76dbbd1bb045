import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startWebhookReceiver } from '../notifications/webhook-receiver';
import {
  ADMIN,
  bearer,
  call,
  createAdmin,
  createTestApp,
  login,
  manualClock,
  signInWithRole,
  type TestApp,
  type Tokens,
} from '../helpers';

const SECRET = `whsec_${randomBytes(32).toString('base64')}`;

/**
 * The work on a lead: owner, stage, follow-up, notes and the timeline, on
 * every kind through the one route builder.
 */
describe.each([
  {
    path: '/api/contact-submissions',
    lead: { name: 'Ada Lovelace', email: 'ada@example.com', message: 'Please call back.' },
    later: 'handled',
    foreign: 'won',
  },
  {
    path: '/api/quote-requests',
    lead: {
      name: 'Grace Hopper',
      email: 'grace@navy.example',
      service_interest: 'Other',
      project_details: 'Fibre to three sites.',
    },
    later: 'qualified',
    foreign: 'interview',
  },
])('the work on a lead at $path', ({ path, lead, later, foreign }) => {
  let app: TestApp;
  let owner: Tokens;
  let sales: Tokens;
  let editor: Tokens;
  let hooks: Awaited<ReturnType<typeof startWebhookReceiver>>;
  const clock = manualClock();

  beforeAll(async () => {
    hooks = await startWebhookReceiver(SECRET);
    app = await createTestApp({ now: clock.now, webhookUrl: hooks.url, webhookSecret: SECRET });
    await createAdmin(app);
    owner = await login(app);
    sales = await signInWithRole(app, 'sales', 'sam@firm.example');
    editor = await signInWithRole(app, 'editor', 'eve@firm.example');
  });
  afterAll(async () => {
    await app.close();
    await hooks.close();
  });

  const newLead = async (payload: object = lead) => {
    clock.advance(1000);
    const res = await app.inject({ method: 'POST', url: path, payload });
    expect(res.statusCode).toBe(201);
    return res.json().id as string;
  };
  const patch = (id: string, body: object, token = owner) =>
    call(app, token.access_token, 'PATCH', `${path}/${id}`, body);

  it('a new lead is at stage new, owned by nobody, with no follow-up', async () => {
    const id = await newLead();
    const res = await call(app, owner.access_token, 'GET', `${path}/${id}`);
    expect(res.json()).toMatchObject({
      status: 'new',
      stage: 'new',
      assignee_id: null,
      assignee_email: null,
      follow_up_at: null,
    });
  });

  it('assigns to an active owner or sales account, and back to nobody', async () => {
    const id = await newLead();
    const res = await patch(id, { assignee_id: sales.user.id });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      assignee_id: sales.user.id,
      assignee_email: 'sam@firm.example',
    });
    // A sales account may assign too, to itself or anyone who works leads.
    const back = await patch(id, { assignee_id: owner.user.id }, sales);
    expect(back.json()).toMatchObject({ assignee_id: owner.user.id, assignee_email: ADMIN.email });
    const nobody = await patch(id, { assignee_id: null });
    expect(nobody.json()).toMatchObject({ assignee_id: null, assignee_email: null });
  });

  it('refuses an unknown, disabled or non-leads account with a 400 naming assignee_id', async () => {
    const id = await newLead();
    const disabled = await signInWithRole(app, 'sales');
    app.repos.users.disable(disabled.user.id);
    for (const assignee of ['no-such-account', disabled.user.id, editor.user.id]) {
      const res = await patch(id, { assignee_id: assignee });
      expect(res.statusCode).toBe(400);
      expect(res.json().error).toBe('invalid_assignee');
      expect(res.json().issues).toEqual([{ path: 'assignee_id', message: expect.any(String) }]);
    }
    expect((await call(app, owner.access_token, 'GET', `${path}/${id}`)).json().assignee_id).toBe(
      null,
    );
  });

  it('moves through its stages; the status follows: new at the first stage, handled after', async () => {
    const id = await newLead();
    const moved = await patch(id, { stage: later });
    expect(moved.statusCode).toBe(200);
    expect(moved.json()).toMatchObject({ stage: later, status: 'handled' });
    const back = await patch(id, { stage: 'new' });
    expect(back.json()).toMatchObject({ stage: 'new', status: 'new' });
  });

  it("today's PATCH { status } keeps working and moves the stage with it", async () => {
    const id = await newLead();
    const handled = (await patch(id, { status: 'handled' })).json();
    expect(handled.status).toBe('handled');
    expect(handled.stage).toBe(path.includes('quote') ? 'contacted' : 'handled');
    expect((await patch(id, { status: 'new' })).json()).toMatchObject({
      status: 'new',
      stage: 'new',
    });
    // Spam is a status of its own: the stage stays, and "not spam" gives the status back.
    await patch(id, { stage: later });
    expect((await patch(id, { status: 'spam' })).json()).toMatchObject({
      status: 'spam',
      stage: later,
    });
    expect((await patch(id, { status: 'handled' })).json()).toMatchObject({
      status: 'handled',
      stage: later,
    });
  });

  it('an unknown stage, or one of another kind, is a 400 naming stage', async () => {
    const id = await newLead();
    for (const stage of ['archived', foreign, '']) {
      const res = await patch(id, { stage });
      expect(res.statusCode).toBe(400);
      expect(res.json().issues.map((i: { path: string }) => i.path)).toContain('stage');
    }
  });

  it('a status and a stage that contradict each other are a 400 naming status', async () => {
    const id = await newLead();
    const res = await patch(id, { status: 'new', stage: later });
    expect(res.statusCode).toBe(400);
    expect(res.json().issues).toEqual([{ path: 'status', message: expect.any(String) }]);
  });

  it('an empty PATCH is a 400; so is a follow-up that is not a date-time', async () => {
    const id = await newLead();
    expect((await patch(id, {})).statusCode).toBe(400);
    const bad = await patch(id, { follow_up_at: 'tomorrow' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().issues[0].path).toBe('follow_up_at');
  });

  it('sets a follow-up (stored in UTC) and clears it', async () => {
    const id = await newLead();
    const set = await patch(id, { follow_up_at: '2030-02-01T09:00:00+01:00' });
    expect(set.json().follow_up_at).toBe('2030-02-01T08:00:00.000Z');
    expect((await patch(id, { follow_up_at: null })).json().follow_up_at).toBe(null);
  });

  it('404 for a lead that does not exist, on PATCH, notes and timeline', async () => {
    const none = crypto.randomUUID();
    expect((await patch(none, { stage: 'new' })).statusCode).toBe(404);
    const note = await call(app, owner.access_token, 'POST', `${path}/${none}/notes`, {
      body: 'x',
    });
    expect(note.statusCode).toBe(404);
    const timeline = await call(app, owner.access_token, 'GET', `${path}/${none}/timeline`);
    expect(timeline.statusCode).toBe(404);
  });

  it('adds notes (201, trimmed, with the author); an empty one is a 400', async () => {
    const id = await newLead();
    const res = await call(app, sales.access_token, 'POST', `${path}/${id}/notes`, {
      body: '  Called, wants a site visit.  ',
    });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({
      id: expect.any(String),
      body: 'Called, wants a site visit.',
      author: { id: sales.user.id, email: 'sam@firm.example' },
      created_at: expect.any(String),
    });
    for (const body of [{ body: '   ' }, {}, { body: 'x'.repeat(5001) }]) {
      const bad = await call(app, sales.access_token, 'POST', `${path}/${id}/notes`, body);
      expect(bad.statusCode).toBe(400);
      expect(bad.json().issues[0].path).toBe('body');
    }
  });

  it('the timeline lists what happened, with who and when, oldest first', async () => {
    const id = await newLead();
    await app.notifications.drain();
    clock.advance(1000);
    await call(app, owner.access_token, 'GET', `${path}/${id}`);
    await call(app, owner.access_token, 'GET', `${path}/${id}`); // one entry for a run of views
    clock.advance(1000);
    await patch(id, { assignee_id: sales.user.id });
    clock.advance(1000);
    await patch(id, { stage: later }, sales);
    clock.advance(1000);
    await patch(id, { follow_up_at: '2030-03-01T10:00:00Z' }, sales);
    clock.advance(1000);
    await call(app, sales.access_token, 'POST', `${path}/${id}/notes`, {
      body: 'Quoted by phone.',
    });

    const res = await call(app, sales.access_token, 'GET', `${path}/${id}/timeline`);
    expect(res.statusCode).toBe(200);
    const items = res.json().items as {
      type: string;
      at: string;
      actor: { email: string } | null;
    }[];
    expect(items.map((i) => i.type)).toEqual([
      'received',
      'notification_sent',
      'viewed',
      'assigned',
      'stage_changed',
      'follow_up_set',
      'note',
    ]);
    expect(items[0]).toMatchObject({ type: 'received', actor: null });
    expect(items[1]).toMatchObject({ channel: 'webhook', actor: null });
    expect(items[2]).toMatchObject({ actor: { email: ADMIN.email } });
    expect(items[3]).toMatchObject({
      actor: { email: ADMIN.email },
      assignee: { id: sales.user.id, email: 'sam@firm.example' },
    });
    expect(items[4]).toMatchObject({
      actor: { email: 'sam@firm.example' },
      stage: later,
      from_stage: 'new',
    });
    expect(items[5]).toMatchObject({ follow_up_at: '2030-03-01T10:00:00.000Z' });
    expect(items[6]).toMatchObject({ note: { body: 'Quoted by phone.' } });
    const times = items.map((i) => i.at);
    expect([...times].sort()).toEqual(times);
  });

  it('filters the list by owner (an id, or none) and by stage', async () => {
    const mine = await newLead();
    const theirs = await newLead();
    await patch(mine, { assignee_id: sales.user.id, stage: later });
    await patch(theirs, { assignee_id: owner.user.id });
    const list = async (query: string) =>
      (await call(app, owner.access_token, 'GET', `${path}?limit=100&${query}`)).json() as {
        items: { id: string; assignee_id: string | null; stage: string }[];
      };
    const bySales = await list(`assignee_id=${sales.user.id}`);
    expect(bySales.items.map((i) => i.id)).toContain(mine);
    expect(bySales.items.every((i) => i.assignee_id === sales.user.id)).toBe(true);
    const unowned = await list('assignee_id=none');
    expect(unowned.items.length).toBeGreaterThan(0);
    expect(unowned.items.every((i) => i.assignee_id === null)).toBe(true);
    expect(unowned.items.map((i) => i.id)).not.toContain(theirs);
    const atStage = await list(`stage=${later}`);
    expect(atStage.items.map((i) => i.id)).toContain(mine);
    expect(atStage.items.every((i) => i.stage === later)).toBe(true);
  });

  it('lists who may own a lead: active owner and sales accounts only', async () => {
    const res = await call(app, sales.access_token, 'GET', '/api/lead-assignees');
    expect(res.statusCode).toBe(200);
    const emails = (res.json().items as { email: string }[]).map((i) => i.email);
    expect(emails).toContain(ADMIN.email);
    expect(emails).toContain('sam@firm.example');
    expect(emails).not.toContain('eve@firm.example');
    const editorCall = await app.inject({
      url: '/api/lead-assignees',
      headers: bearer(editor.access_token),
    });
    expect(editorCall.statusCode).toBe(403);
  });

  it('deleting a lead deletes its notes', async () => {
    const id = await newLead();
    await call(app, owner.access_token, 'POST', `${path}/${id}/notes`, { body: 'gone soon' });
    expect((await call(app, owner.access_token, 'DELETE', `${path}/${id}`)).statusCode).toBe(204);
    const left = app.db.sqlite
      .prepare('SELECT count(*) AS n FROM lead_notes WHERE lead_id = ?')
      .get(id);
    expect(left).toEqual({ n: 0 });
  });
});
