import { describe, expect, it } from 'vitest';
import type { LeadKind, NotificationChannel } from '@shared/schemas/leads';
import { createLeadDelivery, mayBeSentOn } from './lead-delivery';

/** The one owner of "spam is never sent on". */
describe('lead delivery rules', () => {
  const queued: [LeadKind, string, NotificationChannel][] = [];
  const delivery = createLeadDelivery({
    channels: ['email', 'webhook'],
    queue: (...args) => queued.push(args),
  });
  const lead = (status: 'new' | 'handled' | 'spam', email: string | null = null) => ({
    status,
    notification_status: email,
    webhook_status: null,
  });

  it('a new lead is queued on every channel, spam on none', () => {
    expect(delivery.channelsForNew('quote', { status: 'new', email: 'a@x.example' })).toEqual([
      'email',
      'webhook',
    ]);
    expect(delivery.channelsForNew('quote', { status: 'spam', email: 'a@x.example' })).toEqual([]);
    expect(mayBeSentOn({ status: 'handled' })).toBe(true);
    expect(mayBeSentOn({ status: 'spam' })).toBe(false);
  });

  it('acknowledges a new lead while its address has not had its share, never spam', () => {
    const asked: string[] = [];
    const acknowledging = createLeadDelivery({
      channels: ['email'],
      queue: () => {},
      acknowledge: (_kind, { email }) => (asked.push(email), email !== 'full@x.example'),
    });
    expect(acknowledging.channelsForNew('quote', { status: 'new', email: 'a@x.example' })).toEqual([
      'email',
      'acknowledgement',
    ]);
    expect(
      acknowledging.channelsForNew('quote', { status: 'new', email: 'full@x.example' }),
    ).toEqual(['email']);
    // Spam is not counted against the address either.
    expect(acknowledging.channelsForNew('quote', { status: 'spam', email: 'b@x.example' })).toEqual(
      [],
    );
    expect(asked).toEqual(['a@x.example', 'full@x.example']);
  });

  it('"send again" refuses spam and a channel that is off (409), queues otherwise', () => {
    queued.length = 0;
    expect(() => delivery.resend('quote', 'a', lead('spam'), 'email')).toThrow(/never sent on/);
    const off = createLeadDelivery({ channels: ['email'], queue: () => {} });
    expect(() => off.resend('quote', 'a', lead('new'), 'webhook')).toThrow(/Webhooks are off/);
    delivery.resend('quote', 'a', lead('new'), 'webhook');
    expect(queued).toEqual([['quote', 'a', 'webhook']]);
  });

  it('"not spam" sends on the channels the lead has no notification on; nothing else does', () => {
    queued.length = 0;
    expect(delivery.afterChange('contact', 'b', lead('new'), lead('handled'))).toBe(false);
    expect(delivery.afterChange('contact', 'b', lead('new'), lead('spam'))).toBe(false);
    expect(queued).toEqual([]);
    expect(delivery.afterChange('contact', 'b', lead('spam'), lead('new', 'sent'))).toBe(true);
    expect(queued).toEqual([['contact', 'b', 'webhook']]);
  });
});
