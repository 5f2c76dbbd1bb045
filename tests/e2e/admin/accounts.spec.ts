import type { Page } from '@playwright/test';
import { wcagViolations } from '../support/axe';
import { expect, signOut, test, totpCode, uniqueTag, type Account } from './fixtures';

// Accounts: inviting a colleague, who then signs in with an authenticator app (the test
// computes the codes as the app would), a recovery code and a passkey (Chromium's virtual
// authenticator over CDP); sessions and the security log. Each test has a colleague of its own
// (createAdmin), so the first admin keeps signing in with a password and the tests run in any
// order. These are sign-in journeys: the colleague signs in through the form.

/** A password a colleague chooses on the invitation page (strong enough for the policy). */
const chosenPassword = 'violet harbour engine quietly';

/** Console errors about the CSP or Trusted Types, and script errors: the client must cause none. */
function collectPolicyErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' && /Trusted ?Type|Content Security Policy/i.test(message.text()))
      errors.push(message.text());
  });
  // A script the policy blocked, e.g. the entry loader of a prerendered page, throws here.
  page.on('pageerror', (error) => errors.push(error.message));
  return errors;
}

async function passwordStep(page: Page, colleague: Account, origin = '') {
  await page.goto(`${origin}/login`);
  await page.getByLabel('Email').fill(colleague.email);
  await page.getByLabel('Password').fill(colleague.password);
  await page.getByRole('button', { name: 'Login' }).click();
}

/** The signed-in admin invites `email` from the Users page and returns the link shown. */
async function inviteAsAdmin(page: Page, email: string): Promise<string> {
  await page
    .getByRole('navigation', { name: 'Admin' })
    .getByRole('link', { name: 'Users' })
    .click();
  await expect(page.getByRole('heading', { name: 'Users' })).toBeVisible();
  await page.getByLabel("Colleague's e-mail").fill(email);
  // An owner: the journeys below also open the inbox and the security log.
  await page.getByLabel('Role', { exact: true }).selectOption('owner');
  await page.getByRole('button', { name: 'Invite' }).click();
  const link = await page.getByLabel('Invitation link').inputValue();
  expect(link).toMatch(/\/accept-invite#token=/);
  return link;
}

test('an admin invites a colleague, who chooses a password from the link', async ({
  page,
  signIn,
}) => {
  const email = `colleague-${uniqueTag()}@e2e.example.com`;
  const policyErrors = collectPolicyErrors(page);
  await signIn(page);
  const link = await inviteAsAdmin(page, email);

  await signOut(page);
  await page.goto(link);
  await page.getByLabel('Password', { exact: true }).fill('password1234');
  await page.getByLabel('Repeat the password').fill('password1234');
  await page.getByRole('button', { name: 'Create my account' }).click();
  await expect(page.getByRole('alert')).toContainText('too easy to guess');
  await page.getByLabel('Password', { exact: true }).fill(chosenPassword);
  await page.getByLabel('Repeat the password').fill(chosenPassword);
  await page.getByRole('button', { name: 'Create my account' }).click();
  await expect(page.getByRole('status')).toContainText(`Your account ${email} is ready`);
  expect(policyErrors).toEqual([]);
});

test('an invitation sent to the wrong address is withdrawn, and its link stops working', async ({
  adminPage: page,
  context,
}) => {
  const wrong = `wrong-${uniqueTag()}@e2e.example.com`;
  const link = await inviteAsAdmin(page, wrong);
  const open = page.getByRole('list', { name: 'Open invitations' });
  await expect(open.getByRole('listitem').filter({ hasText: wrong })).toBeVisible();

  await open.getByRole('button', { name: `Withdraw the invitation to ${wrong}` }).click();
  await expect(
    page.getByTestId('toast').filter({ hasText: `Invitation to ${wrong} withdrawn` }),
  ).toBeVisible();
  await expect(open.getByRole('listitem').filter({ hasText: wrong })).toHaveCount(0);
  await expect(page.getByLabel('Invitation link')).toHaveCount(0); // not left on screen to pass on

  // The link says so before any form is filled in.
  const invitee = await context.newPage();
  await invitee.goto(link);
  await expect(invitee.getByRole('alert')).toContainText('This invitation was withdrawn');
  await expect(invitee.getByLabel('Password', { exact: true })).toHaveCount(0);
});

test('the colleague turns on an authenticator app and signs in with a computed code', async ({
  page,
  createAdmin,
}) => {
  const colleague = await createAdmin();
  const policyErrors = collectPolicyErrors(page);
  await passwordStep(page, colleague);
  await expect(page.getByRole('heading', { name: 'Dashboard' })).toBeVisible();
  await page
    .getByRole('navigation', { name: 'Admin' })
    .getByRole('link', { name: 'Account' })
    .click();
  await page.getByRole('button', { name: 'Set up authenticator app' }).click();
  // Changing a factor asks who you are; with no factor yet, the password is all there is.
  const stepUp = page.getByRole('dialog', { name: 'Set up an authenticator app' });
  await stepUp.getByLabel('Current password').fill('not my password');
  await stepUp.getByRole('button', { name: 'Continue' }).click();
  await expect(stepUp.getByLabel('Current password')).toHaveAccessibleDescription(
    'The password is not right',
  );
  expect(await wcagViolations(page)).toEqual([]);
  await stepUp.getByLabel('Current password').fill(colleague.password);
  await stepUp.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByRole('img', { name: 'QR code for your authenticator app' })).toBeVisible();
  const secret = (await page.getByTestId('totp-secret').textContent())!.trim();
  await page.getByLabel('Code from the app').fill(totpCode(secret));
  await page.getByRole('button', { name: 'Activate' }).click();
  const codes = page.getByRole('list', { name: 'Recovery codes' }).getByRole('listitem');
  await expect(codes).toHaveCount(10);
  const recoveryCodes = await codes.allTextContents();
  await page.getByRole('button', { name: 'I have stored them' }).click();
  await expect(page.getByTestId('totp-status')).toHaveText('On');
  await signOut(page);

  // Password, then the code of the next 30 s step (the app's clock may run ahead; the code
  // used to activate cannot be used again).
  await passwordStep(page, colleague);
  await page
    .getByLabel('Authentication code')
    .fill('000000' === totpCode(secret, 30) ? '111111' : '000000');
  await page.getByRole('button', { name: 'Verify' }).click();
  // Said once, beside the field: no toast repeats it.
  await expect(page.getByLabel('Authentication code')).toHaveAccessibleDescription(
    'The code is not valid',
  );
  await expect(page.getByTestId('toast')).toHaveCount(0);
  // One code for both sign-ins: computed again, it would be the next step's after a boundary.
  const nextCode = totpCode(secret, 30);
  await page.getByLabel('Authentication code').fill(nextCode);
  await page.getByRole('button', { name: 'Verify' }).click();
  await expect(page.getByRole('heading', { name: 'Dashboard' })).toBeVisible();
  await signOut(page);

  // The code the app still shows, already used: wait for the next one (said once).
  await passwordStep(page, colleague);
  await page.getByLabel('Authentication code').fill(nextCode);
  await page.getByRole('button', { name: 'Verify' }).click();
  await expect(page.getByLabel('Authentication code')).toHaveAccessibleDescription(
    'This code was already used. Wait for the next code in your authenticator app and enter that one.',
  );
  await expect(page.getByTestId('toast')).toHaveCount(0);

  // A recovery code works once.
  await page.getByRole('button', { name: 'Use a recovery code instead' }).click();
  await page.getByLabel('Recovery code').fill(recoveryCodes[0]!);
  await page.getByRole('button', { name: 'Verify' }).click();
  await expect(page.getByRole('heading', { name: 'Dashboard' })).toBeVisible();
  await page
    .getByRole('navigation', { name: 'Admin' })
    .getByRole('link', { name: 'Account' })
    .click();
  await expect(page.getByTestId('recovery-codes-left')).toHaveText('9 left');
  expect(policyErrors).toEqual([]);
});

test.describe('passkeys', () => {
  // WebAuthn refuses IP addresses as relying party: this server's public origin is localhost.
  test.use({ freshServer: true, serverEnv: { PUBLIC_ORIGIN: 'http://localhost:{port}' } });

  test('a passkey registered on the account page signs in alone and as the second factor', async ({
    page,
    server,
    createAdmin,
  }) => {
    const colleague = await createAdmin({ totp: true });
    const recoveryCodes = colleague.totp!.recoveryCodes;
    /** WebAuthn refuses IP addresses as relying party: this journey uses localhost. */
    const localhost = server.url.replace('127.0.0.1', 'localhost');
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('WebAuthn.enable');
    await cdp.send('WebAuthn.addVirtualAuthenticator', {
      options: {
        protocol: 'ctap2',
        transport: 'internal',
        hasResidentKey: true,
        hasUserVerification: true,
        isUserVerified: true,
        automaticPresenceSimulation: true,
      },
    });

    await passwordStep(page, colleague, localhost);
    await page.getByRole('button', { name: 'Use a recovery code instead' }).click();
    await page.getByLabel('Recovery code').fill(recoveryCodes[0]!);
    await page.getByRole('button', { name: 'Verify' }).click();
    await expect(page.getByRole('heading', { name: 'Dashboard' })).toBeVisible();

    await page.goto(`${localhost}/admin/account`);
    await page.getByLabel('Passkey name').fill('Virtual key');
    await page.getByRole('button', { name: 'Add a passkey' }).click();
    // The account has an app: the password alone is not enough, a recovery code is one more step.
    const stepUp = page.getByRole('dialog', { name: 'Add a passkey' });
    await stepUp.getByLabel('Current password').fill(colleague.password);
    await stepUp.getByRole('button', { name: 'Continue' }).click();
    await expect(
      stepUp.getByLabel('Code from your app or a recovery code'),
    ).toHaveAccessibleDescription('Enter a code from your authenticator app or a recovery code');
    await stepUp.getByLabel('Code from your app or a recovery code').fill(recoveryCodes[5]!);
    await stepUp.getByRole('button', { name: 'Continue' }).click();
    await expect(page.getByRole('list', { name: 'Passkeys' })).toContainText('Virtual key');
    await signOut(page);

    // A passkey alone: no e-mail, no password.
    await page.getByRole('button', { name: 'Sign in with a passkey' }).click();
    await expect(page.getByRole('heading', { name: 'Dashboard' })).toBeVisible();
    await expect(page.getByText(`Signed in as ${colleague.email}`)).toBeVisible();
    await signOut(page);

    // The passkey as the second factor after the password.
    await passwordStep(page, colleague, localhost);
    await page.getByRole('button', { name: 'Use a passkey' }).click();
    await expect(page.getByRole('heading', { name: 'Dashboard' })).toBeVisible();

    // A password change lists the passkeys (one added by a thief would survive it), and removing
    // one asks for the second factor again.
    await page.goto(`${localhost}/admin/account`);
    const newPassword = 'copper lantern orchard seventeen';
    await page.getByLabel('Current password').fill(colleague.password);
    await page.getByLabel('New password', { exact: true }).fill(newPassword);
    await page.getByLabel('Repeat the new password').fill(newPassword);
    await page.getByRole('button', { name: 'Change password' }).click();
    const review = page.getByRole('list', { name: 'Passkeys to review' });
    await expect(review).toContainText('Virtual key');
    await review.getByRole('button', { name: 'Remove passkey Virtual key' }).click();
    const removal = page.getByRole('dialog', { name: 'Remove the passkey Virtual key' });
    await expect(removal.getByLabel('Current password')).toHaveValue(newPassword);
    await removal.getByLabel('Code from your app or a recovery code').fill(recoveryCodes[6]!);
    await removal.getByRole('button', { name: 'Remove passkey' }).click();
    await expect(page.getByTestId('toast').filter({ hasText: 'Passkey removed' })).toBeVisible();
    await expect(page.getByRole('list', { name: 'Passkeys' })).toHaveCount(0);
    await expect(review).toHaveCount(0);
  });
});

test('sessions can be ended, and the security log shows who did what', async ({
  browser,
  page,
  server,
  createAdmin,
}) => {
  const colleague = await createAdmin({ totp: true });
  const recoveryCodes = colleague.totp!.recoveryCodes;
  // A second browser of the colleague, signed in with a recovery code.
  const other = await browser.newContext({ baseURL: server.url });
  const otherPage = await other.newPage();
  await passwordStep(otherPage, colleague);
  await otherPage.getByRole('button', { name: 'Use a recovery code instead' }).click();
  await otherPage.getByLabel('Recovery code').fill(recoveryCodes[0]!);
  await otherPage.getByRole('button', { name: 'Verify' }).click();
  await expect(otherPage.getByRole('heading', { name: 'Dashboard' })).toBeVisible();

  await passwordStep(page, colleague);
  await page.getByRole('button', { name: 'Use a recovery code instead' }).click();
  await page.getByLabel('Recovery code').fill(recoveryCodes[1]!);
  await page.getByRole('button', { name: 'Verify' }).click();
  await expect(page.getByRole('heading', { name: 'Dashboard' })).toBeVisible();
  await page.goto('/admin/account');
  const sessions = page.getByRole('list', { name: 'Sessions' });
  await expect(sessions).toContainText('This session');
  await page.getByRole('button', { name: 'Sign out everywhere else' }).click();
  await expect(sessions.getByRole('listitem')).toHaveCount(1);

  // The other browser is signed out at its next call.
  await otherPage
    .getByRole('navigation', { name: 'Admin' })
    .getByRole('link', { name: 'Inbox' })
    .click();
  await expect(otherPage).toHaveURL(/\/login$/);
  await other.close();

  await page
    .getByRole('navigation', { name: 'Admin' })
    .getByRole('link', { name: 'Security Log' })
    .click();
  await expect(page.getByRole('heading', { name: 'Security log' })).toBeVisible();
  await page.getByLabel('Event').selectOption('mfa.used');
  const rows = page.getByRole('row').filter({ hasText: colleague.email });
  await expect(rows.first()).toBeVisible();
  await expect(page.getByRole('row').filter({ hasText: 'sign_in.succeeded' })).toHaveCount(0);
  await page.getByLabel('Event').selectOption('session.revoked');
  await expect(page.getByRole('row').filter({ hasText: colleague.email }).first()).toContainText(
    'scope: others',
  );
});
