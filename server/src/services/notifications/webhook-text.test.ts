import { describe, expect, it } from 'vitest';
import { webhookPayload } from './webhook-sender';

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
  notification_status: null,
  webhook_status: 'pending' as const,
  spam_reason: null,
  source_page: '/',
  referrer_domain: null,
  utm_source: null,
  utm_medium: null,
  utm_campaign: null,
  language: 'en',
  attribution: null,
};

/** A visitor's name crafted for a chat channel: a mention, Slack and markdown links, entities. */
const hostileName =
  '<!channel> <@U024BE7LH> @here @everyone <https://evil.example|Your bank> ' +
  '[Invoice](https://evil.example) &amp; R&D';

describe('the webhook text for chat tools (Slack, Teams)', () => {
  const contact = webhookPayload({
    kind: 'contact',
    lead: { ...meta, name: hostileName, email: 'ada@example.com', message: 'hello' },
  });

  it('escapes & < > as Slack requires, so no <...> control sequence survives', () => {
    expect(contact.text).not.toMatch(/[<>]/);
    expect(contact.text).toContain('&lt;!channel&gt;');
    expect(contact.text).toMatch(/&lt;@\u200b?U024BE7LH&gt;/);
    expect(contact.text).toContain('&lt;https://evil.example|Your bank&gt;');
    expect(contact.text).toContain('&amp;amp; R&amp;D');
    // The template's own brackets around the address are escaped too (Slack shows them).
    expect(contact.text).toMatch(/&lt;ada@example\.com&gt;$/);
  });

  it('breaks markdown links and @-mentions, yet keeps an address intact', () => {
    expect(contact.text).not.toContain('](');
    expect(contact.text).not.toMatch(/(^|\s)@(here|everyone|channel)\b/);
    expect(contact.text).toContain('ada@example.com');
  });

  it('leaves the data object exactly as the visitor typed it', () => {
    expect(contact.data.name).toBe(hostileName);
  });

  it('does the same for quote requests (name, company, service)', () => {
    const quote = webhookPayload({
      kind: 'quote',
      lead: {
        ...meta,
        name: '@channel',
        company_name: '<!here>',
        email: 'b@example.com',
        phone: null,
        service_interest: '[Pay](https://evil.example)',
        project_details: 'x',
      },
    });
    expect(quote.text).not.toMatch(/[<>]|\]\(|(^|\s)@channel/);
    expect(quote.data).toMatchObject({
      name: '@channel',
      company_name: '<!here>',
      service_interest: '[Pay](https://evil.example)',
    });
  });
});

describe("the webhook's language", () => {
  const lead = { ...meta, name: 'Ada', email: 'ada@example.com', message: 'hello', language: 'fr' };
  const languages = [
    { tag: 'en-GB', name: 'English' },
    { tag: 'fr', name: 'Français' },
  ];

  it('carries the tag in data, and a second chat line where the site speaks several', () => {
    const payload = webhookPayload({ kind: 'contact', lead }, { languages });
    expect(payload.data.language).toBe('fr');
    expect(payload.text).toBe(
      'New contact message C-2030-0001 from Ada &lt;ada@example.com&gt;\nLanguage: Français (fr)',
    );
  });

  it('keeps the chat line one line on a one-language site and for a lead without a language', () => {
    const english = { ...lead, language: 'en' };
    for (const payload of [
      webhookPayload({ kind: 'contact', lead: english }),
      webhookPayload({ kind: 'contact', lead: english }, { languages: [languages[0]!] }),
      webhookPayload({ kind: 'contact', lead: { ...lead, language: null } }, { languages }),
    ]) {
      expect(payload.text).toBe('New contact message C-2030-0001 from Ada &lt;ada@example.com&gt;');
    }
    expect(webhookPayload({ kind: 'contact', lead: english }).data.language).toBe('en');
  });
});
