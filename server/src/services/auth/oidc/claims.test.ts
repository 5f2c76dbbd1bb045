import { describe, expect, it } from 'vitest';
import { ROLES } from '@shared/vocabularies/roles';
import { emailNotAscii, mappedRole, secondFactorShown, verifiedEmail } from './claims';

describe('claims from the identity provider', () => {
  it('takes an address only when the provider vouches for it', () => {
    expect(verifiedEmail({ email: 'Ada@Firm.example', email_verified: true })).toBe(
      'ada@firm.example',
    );
    expect(verifiedEmail({ email: 'ada@firm.example', email_verified: false })).toBeNull();
    expect(verifiedEmail({ email: 'ada@firm.example', email_verified: 'true' })).toBeNull();
    expect(verifiedEmail({ email: 'ada@firm.example' })).toBeNull();
    // Entra ID: the tenant owns the domain.
    expect(verifiedEmail({ email: 'ada@firm.example', xms_edov: true })).toBe('ada@firm.example');
    expect(verifiedEmail({ email_verified: true })).toBeNull();
  });

  it('compares addresses after ASCII lower-casing only: the Kelvin sign is not a k', () => {
    const kelvin = { email: '\u212Aate@firm.example', email_verified: true };
    expect('\u212Aate@firm.example'.toLowerCase()).toBe('kate@firm.example');
    expect(verifiedEmail(kelvin)).toBeNull();
    expect(emailNotAscii(kelvin)).toBe(true);
    expect(verifiedEmail({ email: 'K\u00E4te@firm.example', email_verified: true })).toBeNull();
    expect(emailNotAscii({ email: 'KATE@firm.example' })).toBe(false);
  });

  it('sees a second factor in amr, and not a password alone', () => {
    for (const amr of [['pwd', 'mfa'], ['pwd', 'otp'], ['hwk'], ['swk', 'fpt'], ['face']]) {
      expect(secondFactorShown({ amr })).toBe(true);
    }
    for (const amr of [['pwd'], ['kba', 'pwd'], [], 'mfa', undefined]) {
      expect(secondFactorShown({ amr })).toBe(false);
    }
  });

  it('maps groups to roles, the first matching entry first, for every role', () => {
    const mapping = {
      claim: 'groups',
      entries: ROLES.map((role) => ({ group: `site-${role}`, role })),
    };
    for (const role of ROLES) {
      expect(mappedRole({ groups: ['other', `site-${role}`] }, mapping)).toBe(role);
      // A single string counts as one group (Google's hd, say).
      expect(mappedRole({ groups: `site-${role}` }, mapping)).toBe(role);
    }
    const [first, second] = mapping.entries;
    expect(mappedRole({ groups: [second!.group, first!.group] }, mapping)).toBe(first!.role);
    expect(mappedRole({ groups: ['other'] }, mapping)).toBeNull();
    expect(mappedRole({}, mapping)).toBeNull();
    expect(mappedRole({ groups: [42, null] }, mapping)).toBeNull();
  });
});
