import { describe, expect, it } from 'vitest';
import { isFreeMailDomain } from './free-mail';

describe('free-mail domains', () => {
  it('knows the big providers and their regional domains', () => {
    for (const domain of ['gmail.com', 'outlook.com', 'yahoo.co.uk', 'gmx.de', 'proton.me']) {
      expect(isFreeMailDomain(domain)).toBe(true);
    }
  });

  it('a company domain is not free mail, even one that ends like a provider', () => {
    expect(isFreeMailDomain('acme-towers.example')).toBe(false);
    expect(isFreeMailDomain('notgmail.com')).toBe(false);
  });
});
