import { describe, expect, it } from 'vitest';
import { SIGN_IN_METHODS } from '@shared/schemas/admin-users';
import { describeSignIn } from './sign-in-text';

describe('describeSignIn', () => {
  it('names every way in, the provider by its name', () => {
    expect(describeSignIn(SIGN_IN_METHODS, 'Contoso')).toBe(
      'signs in with Contoso, password, passkey',
    );
    expect(describeSignIn(['provider'], null)).toBe('signs in with the identity provider');
    expect(describeSignIn([], 'Contoso')).toBe('no way to sign in');
  });
});
