import { describe, expect, it } from 'vitest';
import { SIGN_IN_METHODS } from '@shared/schemas/admin-users';
import peopleEnglish from '@shared/messages/compiled/en/adminPeople.js';
import { messagesIn } from '@shared/messages/all-languages';
import { describeSignIn } from './sign-in-text';

describe('describeSignIn', () => {
  it('names every way in, the provider by its name', () => {
    expect(describeSignIn(SIGN_IN_METHODS, 'Contoso', peopleEnglish)).toBe(
      'signs in with Contoso, password, passkey',
    );
    expect(describeSignIn(['provider'], null, peopleEnglish)).toBe(
      'signs in with the identity provider',
    );
    expect(describeSignIn([], 'Contoso', peopleEnglish)).toBe('no way to sign in');
  });

  it('speaks the admin’s language', () => {
    const french = messagesIn('fr', 'adminPeople');
    expect(describeSignIn(['password', 'passkey'], null, french)).toBe(
      'se connecte avec mot de passe, clé d’accès',
    );
  });
});
