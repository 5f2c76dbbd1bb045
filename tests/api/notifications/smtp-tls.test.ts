import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../../../server/src/config/env';
import type { LeadForMail } from '../../../server/src/services/notifications/lead-mail';
import { createSmtpSender } from '../../../server/src/services/notifications/smtp-sender';
import { startSmtpServer, type SmtpTestServer } from './smtp-test-server';

const mail: LeadForMail = {
  kind: 'contact',
  lead: {
    id: '0190a0a0-0000-7000-8000-000000000000',
    reference: 'C-2030-0001',
    attachments: [],
    name: 'Ada',
    email: 'ada@example.com',
    message: 'Hello',
    status: 'new',
    created_at: '2030-01-01T00:00:00.000Z',
    updated_at: '2030-01-01T00:00:00.000Z',
  } as never,
};

describe('SMTP: TLS is required unless the operator opts out', () => {
  let smtp: SmtpTestServer;
  beforeEach(async () => {
    smtp = await startSmtpServer(); // plain SMTP: STARTTLS is switched off
  });
  afterEach(() => smtp.close());

  const sender = (requireTls: boolean) =>
    createSmtpSender({
      smtpUrl: smtp.url.replace('smtp://', 'smtp://relay-user:relay-password@'),
      to: 'leads@firm.example',
      from: 'site@firm.example',
      firm: () => ({ name: 'Northwind Fiber', legalName: 'Northwind Fiber Ltd' }),
      requireTls,
      timeZone: 'UTC',
    });

  it('refuses to send (and so to log in) over a relay without STARTTLS', async () => {
    const s = sender(true);
    await expect(s.send(mail)).rejects.toThrow(/TLS/i);
    s.close();
    expect(smtp.mails).toHaveLength(0);
  });

  it('sends in clear only with SMTP_REQUIRE_TLS=off', async () => {
    const s = createSmtpSender({
      smtpUrl: smtp.url,
      to: 'leads@firm.example',
      from: 'site@firm.example',
      firm: () => ({ name: 'Northwind Fiber', legalName: 'Northwind Fiber Ltd' }),
      requireTls: false,
      timeZone: 'UTC',
    });
    await s.send(mail);
    s.close();
    expect(smtp.mails).toHaveLength(1);
  });

  it('the environment requires TLS by default, and refuses a URL that turns it off', () => {
    const base = { DATABASE_PATH: ':memory:', JWT_SECRET: 'x'.repeat(32) };
    expect(loadConfig({ ...base, SMTP_URL: 'smtp://mail.example:587' }).smtpRequireTls).toBe(true);
    expect(() =>
      loadConfig({ ...base, SMTP_URL: 'smtp://mail.example:25?ignoreTLS=true' }),
    ).toThrow(ConfigError);
    expect(
      loadConfig({
        ...base,
        SMTP_URL: 'smtp://mail.example:25?ignoreTLS=true',
        SMTP_REQUIRE_TLS: 'off',
      }).smtpRequireTls,
    ).toBe(false);
  });
});
