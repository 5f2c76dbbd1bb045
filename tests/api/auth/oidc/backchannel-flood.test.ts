import { afterEach, describe, expect, it } from 'vitest';
import { defaultRateLimits } from '../../../../server/src/config/app-config';
import { manualClock } from '../../helpers';
import { auditOf, oidcTestSetup, postLogoutToken, type OidcTestSetup } from './oidc-helpers';

// Anyone can post to the back-channel logout (issue 47, finding 4): 3,000 junk tokens made 3,000
// rows in the append-only security log and never a 429. Now the route has a rate limit, and
// refused tokens are one audit row per minute with their count.

let setup: OidcTestSetup;
afterEach(async () => setup?.close());

describe('junk posted to the back-channel logout', () => {
  it('is limited per address, and written as one audit row per minute with a count', async () => {
    const clock = manualClock();
    setup = await oidcTestSetup({
      app: {
        now: clock.now,
        rateLimit: { ...defaultRateLimits, enabled: true, logout: { max: 40, timeWindow: 60_000 } },
      },
    });
    const { app } = setup;
    const statuses: number[] = [];
    for (let i = 0; i < 50; i++) {
      statuses.push((await postLogoutToken(app, `junk-${i}`, '203.0.113.7')).statusCode);
    }
    expect(statuses.filter((s) => s === 400)).toHaveLength(40);
    expect(statuses.filter((s) => s === 429)).toHaveLength(10);
    // Another address, the next minute: a second row.
    clock.advance(60_000);
    for (let i = 0; i < 3; i++) await postLogoutToken(app, `junk-b${i}`, '198.51.100.4');

    const rows = auditOf(app, 'oidc.refused');
    expect(rows.map((row) => row.details)).toEqual([
      expect.objectContaining({
        count: 40,
        reasons: { logout_token_invalid: 40 },
        addresses: ['203.0.113.7'],
      }),
      expect.objectContaining({ count: 3, addresses: ['198.51.100.4'] }),
    ]);
    expect(rows.map((row) => row.ip)).toEqual(['203.0.113.7', '198.51.100.4']);
  });
});
