import { describe, expect, it } from 'vitest';
import { escapeHtml, oneLine, renderLeadMail } from './lead-mail';
import { nextRetryAt } from './retry-schedule';
import { describeSmtpError } from './smtp-sender';
import { webhookPayload } from './webhook-sender';

const FIRM = { name: 'Northwind Fiber', legalName: 'Northwind Fiber Ltd' };

const meta = {
  id: 'lead-1',
  reference: 'C-2030-0001',
  attachments: [],
  status: 'new' as const,
  stage: 'new' as const,
  assignee_id: null,
  assignee_email: null,
  follow_up_at: null,
  duplicate_of: null,
  created_at: '2030-01-01T00:00:00.000Z',
  updated_at: '2030-01-01T00:00:00.000Z',
  notification_status: 'pending' as const,
  webhook_status: null,
  spam_reason: null,
  source_page: '/quote',
  referrer_domain: null,
  utm_source: 'newsletter',
  utm_medium: null,
  utm_campaign: null,
  language: 'en',
  attribution: null,
};

describe('lead notification mail', () => {
  it('escapes every HTML special character', () => {
    expect(escapeHtml(`<a href="x" title='y'>&</a>`)).toBe(
      '&lt;a href=&quot;x&quot; title=&#39;y&#39;&gt;&amp;&lt;/a&gt;',
    );
  });

  it('flattens control characters in one-line values and bounds their length', () => {
    expect(oneLine('a\r\nBcc: x\u0000y\tz')).toBe('a Bcc: x y z');
    expect(oneLine('x'.repeat(300))).toHaveLength(200);
  });

  it('renders a quote request: subject with the service, escaped table, Reply-To', () => {
    const mail = renderLeadMail(
      {
        kind: 'quote',
        lead: {
          ...meta,
          name: '<script>x</script>',
          company_name: null,
          email: 'b@example.com',
          phone: null,
          service_interest: 'Other',
          project_details: 'a & b',
        },
      },
      FIRM,
      'UTC',
    );
    expect(mail.subject).toBe('New quote request C-2030-0001: <script>x</script> (Other)');
    expect(mail.html).not.toContain('<script>');
    expect(mail.html).toContain('&lt;script&gt;x&lt;/script&gt;');
    expect(mail.html).toContain('a &amp; b');
    expect(mail.text).toContain('Company: -');
    // Known attribution is shown; unknown attribution adds no empty rows.
    expect(mail.text).toContain('Sent from page: /quote');
    expect(mail.text).toContain('Campaign source: newsletter');
    expect(mail.text).not.toContain('Referred by');
    expect(mail.replyTo).toBe('b@example.com');
    // The firm's name as published, never the built-in one.
    expect(mail.text.split('\n')[0]).toBe(
      'New quote request on the Northwind Fiber website. Reply to this e-mail to answer <script>x</script>.',
    );
    expect(mail.html).toContain('New quote request on the Northwind Fiber website');
  });

  it('a line break in a value cannot forge a line of the text part; Reply-To is the bare address', () => {
    const mail = renderLeadMail(
      {
        kind: 'contact',
        lead: {
          ...meta,
          name: 'Eve\nE-mail: ceo@firm.example\r\nLead id: forged',
          email: 'eve@example.com',
          message: 'first\nsecond',
        },
      },
      FIRM,
      'UTC',
    );
    const lines = mail.text.split('\n');
    expect(lines.filter((l) => l.startsWith('E-mail:'))).toEqual(['E-mail: eve@example.com']);
    expect(lines.filter((l) => l.startsWith('Lead id:'))).toHaveLength(1);
    expect(mail.text).toContain('Message: first\n    second');
    expect(mail.replyTo).toBe('eve@example.com');
  });

  it('says when it was received on the firm’s clocks, naming the zone', () => {
    // 2030-01-01T00:00Z: still New Year's Eve in New York, already 1 January in Zurich.
    const lead = { ...meta, name: 'A', email: 'a@example.com', message: 'm' };
    const zurich = renderLeadMail({ kind: 'contact', lead }, FIRM, 'Europe/Zurich');
    expect(zurich.text).toContain('Received: 1 Jan 2030, 01:00 (Europe/Zurich)\n');
    expect(zurich.html).toContain('1 Jan 2030, 01:00 (Europe/Zurich)');
    const newYork = renderLeadMail({ kind: 'contact', lead }, FIRM, 'America/New_York');
    expect(newYork.text).toContain('Received: 31 Dec 2029, 19:00 (America/New_York)');
    expect(`${zurich.text}${newYork.html}`).not.toContain('2030-01-01T00:00:00.000Z');
  });

  it("names the lead's language where the site speaks several; nothing new where it speaks one", () => {
    const lead = { ...meta, name: 'A', email: 'a@example.com', message: 'm', language: 'fr' };
    const bilingual = {
      ...FIRM,
      languages: [
        { tag: 'en-GB', name: 'English' },
        { tag: 'fr', name: 'Français' },
      ],
    };
    const french = renderLeadMail({ kind: 'contact', lead }, bilingual, 'UTC');
    expect(french.text).toContain('\nLead id: lead-1\nLanguage: Français (fr)\n');
    expect(french.html).toContain('>Language</th>');
    expect(french.html).toContain('Français (fr)</td>');
    // One language (absent or listed alone): the mail is the one it always was.
    const one = renderLeadMail({ kind: 'contact', lead: { ...lead, language: 'en' } }, FIRM, 'UTC');
    const listed = renderLeadMail(
      { kind: 'contact', lead: { ...lead, language: 'en-GB' } },
      { ...FIRM, languages: [bilingual.languages[0]!] },
      'UTC',
    );
    for (const mail of [one, listed]) {
      expect(`${mail.text}${mail.html}`).not.toContain('Language');
      expect(mail.text.split('\n').slice(2)).toEqual([
        'Name: A',
        'E-mail: a@example.com',
        'Message: m',
        'Reference: C-2030-0001',
        'Received: 1 Jan 2030, 00:00 (UTC)',
        'Lead id: lead-1',
        'Sent from page: /quote',
        'Campaign source: newsletter',
      ]);
    }
    // A lead from before languages were kept has no line; a language since removed, its tag.
    const old = renderLeadMail(
      { kind: 'contact', lead: { ...lead, language: null } },
      bilingual,
      'UTC',
    );
    expect(old.text).not.toContain('Language');
    const removed = renderLeadMail(
      { kind: 'contact', lead: { ...lead, language: 'de' } },
      bilingual,
      'UTC',
    );
    expect(removed.text).toContain('\nLanguage: de\n');
  });

  it('leaves Reply-To out when the stored address is not valid', () => {
    const mail = renderLeadMail(
      {
        kind: 'contact',
        lead: { ...meta, name: 'A', email: 'not an address', message: 'm' },
      },
      FIRM,
      'UTC',
    );
    expect(mail.replyTo).toBeUndefined();
  });
});

describe('retry schedule', () => {
  const retry = { baseDelayMs: 30_000, maxDelayMs: 3_600_000, maxAttempts: 10 };
  const mid = () => 0.5; // no jitter

  it('doubles from 30 s and caps at 1 h', () => {
    const delays = [1, 2, 3, 8, 9].map((n) => (nextRetryAt(n, 0, retry, mid) ?? -1) / 1000);
    expect(delays).toEqual([30, 60, 120, 3600, 3600]);
  });

  it('spreads retries by ±20 %', () => {
    expect(nextRetryAt(1, 0, retry, () => 0)).toBe(24_000);
    expect(nextRetryAt(1, 0, retry, () => 1)).toBe(36_000);
  });

  it('gives up after maxAttempts', () => {
    expect(nextRetryAt(10, 0, retry, mid)).toBeNull();
  });
});

describe('SMTP error description', () => {
  it('keeps the code and message on one line, without the password', () => {
    const error = Object.assign(new Error('Invalid login for s3cr%2Ft\r\nand s3cr/t'), {
      code: 'EAUTH',
      responseCode: 535,
    });
    const text = describeSmtpError(error, 'smtps://user:s3cr%2Ft@mail.example:465');
    expect(text).toBe('EAUTH 535 Invalid login for [redacted] and [redacted]');
  });

  it('an application with its CV: the list of files in the mail and the webhook, never the bytes', () => {
    const item = {
      kind: 'application' as const,
      lead: {
        ...meta,
        reference: 'J-2030-0007',
        stage: 'new' as const,
        attachments: [
          {
            id: 'file-1',
            filename: 'Ada CV.pdf',
            content_type: 'application/pdf',
            size: 2_621_440,
          },
        ],
        name: 'Ada Lovelace',
        email: 'ada@example.com',
        phone: null,
        opening_id: 2,
        opening_title: 'Cybersecurity Analyst',
        cover_letter: 'Engines.',
      },
    };
    const mail = renderLeadMail(item, FIRM, 'UTC');
    expect(mail.subject).toBe(
      'New job application J-2030-0007: Ada Lovelace (Cybersecurity Analyst)',
    );
    expect(mail.text).toContain('Attachments (in the inbox): Ada CV.pdf (2.5 MB)');
    expect(mail.text).toContain('Position: Cybersecurity Analyst');
    const payload = webhookPayload(item);
    expect(payload.type).toBe('job_application.created');
    expect(payload.data.attachments).toEqual([
      { id: 'file-1', filename: 'Ada CV.pdf', content_type: 'application/pdf', size: 2_621_440 },
    ]);
    expect(payload.text).toBe(
      'New job application J-2030-0007 from Ada Lovelace: Cybersecurity Analyst',
    );
  });
});
