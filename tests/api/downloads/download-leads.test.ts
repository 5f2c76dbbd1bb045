import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LEAD_KIND_SPECS } from '@shared/lead-kinds';
import { defaultSiteData } from '@shared/site-content/defaults';
import { call, createAdmin, createTestApp, login, signInWithRole, type TestApp } from '../helpers';
import { ALTCHA_KEY, fetchChallenge, solve } from '../altcha/helpers';
import { GATED_SAMPLE } from '../lead-samples';
import { startSmtpServer, type SmtpTestServer } from '../notifications/smtp-test-server';
import { startWebhookReceiver } from '../notifications/webhook-receiver';

// A download request is a lead like the others (issue 50, item 4): in the inbox and on the board
// for sales, with its document, stages, CSV, webhook and duplicates; its requester gets the link
// by e-mail as the acknowledgement, with nothing the visitor typed in it.

const SECRET = `whsec_${randomBytes(32).toString('base64')}`;
const spec = LEAD_KIND_SPECS.download;
const gated = defaultSiteData.downloads.find((d) => d.slug === GATED_SAMPLE)!;

describe('download requests as leads', () => {
  let smtp: SmtpTestServer;
  let hooks: Awaited<ReturnType<typeof startWebhookReceiver>>;
  let app: TestApp;
  let owner: string;
  beforeAll(async () => {
    smtp = await startSmtpServer();
    hooks = await startWebhookReceiver(SECRET, 0);
    app = await createTestApp({
      smtpUrl: smtp.url,
      smtpRequireTls: false,
      notifyFrom: 'website@firm.example',
      autoReply: true,
      altcha: { hmacKey: ALTCHA_KEY },
      webhookUrl: hooks.url,
      webhookSecret: SECRET,
    });
    await createAdmin(app);
    owner = (await login(app)).access_token;
  });
  afterAll(async () => {
    await app.close();
    await hooks.close();
    await smtp.close();
  });

  const ask = async (email: string, name = 'Grace <b>Hopper</b>') => {
    const res = await app.inject({
      method: 'POST',
      url: spec.path,
      payload: {
        download: gated.slug,
        name,
        email,
        company: 'Navy',
        source_page: `/downloads/${gated.slug}`,
        utm_campaign: 'datasheets',
        altcha: await solve(await fetchChallenge(app)),
      },
    });
    expect(res.statusCode).toBe(201);
    return res.json() as { id: string; reference: string; url: string };
  };

  it('mails the link as the acknowledgement: the document, the link, no visitor text', async () => {
    const sent = await ask('grace@navy.example');
    await app.notifications.drain();
    const mail = smtp.mails.find((m) => m.envelopeTo.includes('grace@navy.example'))!;
    expect(mail.headers.subject).toBe(`Your download: ${gated.title} (${sent.reference})`);
    expect(mail.text).toContain(`\n${sent.url}\n`);
    expect(mail.text).toContain('works for 7 days');
    expect(mail.text).not.toMatch(/Grace|Hopper|Navy/);
    const timeline = await call(app, owner, 'GET', `${spec.path}/${sent.id}/timeline`);
    expect(timeline.json().items.map((e: { type: string }) => e.type)).toContain(
      'acknowledgement_sent',
    );
  });

  it('sends the webhook download_request.created with the document', async () => {
    const sent = await ask('ada@engines.example', 'Ada');
    await app.notifications.drain();
    const message = hooks.received.find((m) => m.id === `msg_${sent.id}`);
    expect(hooks.rejected).toEqual([]);
    expect(message?.payload).toMatchObject({
      type: 'download_request.created',
      data: {
        kind: 'download',
        id: sent.id,
        company: 'Navy',
        download_id: gated.id,
        download_title: gated.title,
      },
    });
  });

  it('sales sees it in the inbox, works its stages, and exports it as CSV', async () => {
    const sent = await ask('linus@kernel.example', 'Linus');
    const sales = (await signInWithRole(app, 'sales')).access_token;
    const list = await call(app, sales, 'GET', `${spec.path}?q=${sent.reference}`);
    expect(list.statusCode).toBe(200);
    expect(list.json().items).toMatchObject([
      { id: sent.id, download_title: gated.title, utm_campaign: 'datasheets' },
    ]);
    for (const stage of Object.keys(spec.stages).slice(1)) {
      const moved = await call(app, sales, 'PATCH', `${spec.path}/${sent.id}`, { stage });
      expect(moved.statusCode, stage).toBe(200);
      expect(moved.json().stage).toBe(stage);
    }
    const csv = await call(app, sales, 'GET', `${spec.path}.csv`);
    expect(csv.statusCode).toBe(200);
    const [header, ...rows] = csv.body
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(header!.split(',')).toEqual(spec.csvColumns.map((c) => `"${c}"`));
    expect(rows.some((row) => row.includes(sent.reference) && row.includes(gated.title))).toBe(
      true,
    );
    // Hiring works applications, not requests for sales material.
    const hiring = (await signInWithRole(app, 'hiring')).access_token;
    expect((await call(app, hiring, 'GET', spec.path)).statusCode).toBe(403);
  });

  it('links a repeated request by the same address as a duplicate of the first', async () => {
    const first = await ask('Repeat@Towers.example');
    const again = await ask('repeat@towers.example');
    await app.repos.leads.settle();
    const lead = await call(app, owner, 'GET', `${spec.path}/${again.id}`);
    expect(lead.json().duplicate_of).toEqual({ id: first.id, reference: first.reference });
  });
});
