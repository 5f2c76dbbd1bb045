import { expect, test, type Page } from '@playwright/test';
import { Secret, TOTP } from 'otpauth';
import { createAdminIfMissing, login, reserveSignIns, uniqueTag } from './fixtures';

// Accounts: inviting a colleague, who then signs in with an authenticator app (the test
// computes the codes as the app would), a recovery code and a passkey (Chromium's virtual
// authenticator over CDP); sessions and the security log. The colleague, not the main admin,
// enrols the second factors, so the other journeys keep signing in with a password.

const colleague = {
  email: `colleague-${uniqueTag()}@e2e.example.com`,
  password: 'violet harbour engine quietly',
};
let totpSecret = '';
let recoveryCodes: string[] = [];

/** WebAuthn refuses IP addresses as relying party: the passkey journey uses localhost. */
const LOCALHOST = `http://localhost:${process.env.E2E_PORT}`;

/** The code an authenticator app shows `offsetSeconds` from now. */
function totpCode(offsetSeconds = 0): string {
  return new TOTP({ secret: Secret.fromBase32(totpSecret) }).generate({
    timestamp: Date.now() + offsetSeconds * 1000,
  });
}

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

async function passwordStep(page: Page, base = '') {
  await page.goto(`${base}/login`);
  await page.getByLabel('Email').fill(colleague.email);
  await page.getByLabel('Password').fill(colleague.password);
  await page.getByRole('button', { name: 'Login' }).click();
}

async function signOut(page: Page) {
  await page
    .getByRole('navigation', { name: 'Admin' })
    .getByRole('button', { name: 'Logout' })
    .click();
  await expect(page).toHaveURL(/\/login$/);
}

/**
 * The main admin signs in, invites `email` from the Users page and returns the link shown. The
 * colleague is an owner: the journeys below also open the inbox and the security log.
 */
async function inviteAsAdmin(page: Page, email: string): Promise<string> {
  await page.goto('/');
  await login(page);
  await page
    .getByRole('navigation', { name: 'Admin' })
    .getByRole('link', { name: 'Users' })
    .click();
  await expect(page.getByRole('heading', { name: 'Users' })).toBeVisible();
  await page.getByLabel("Colleague's e-mail").fill(email);
  await page.getByLabel('Role', { exact: true }).selectOption('owner');
  await page.getByRole('button', { name: 'Invite' }).click();
  const link = await page.getByLabel('Invitation link').inputValue();
  expect(link).toMatch(/\/accept-invite#token=/);
  return link;
}

test.describe.configure({ mode: 'serial' });

test('an admin invites a colleague, who chooses a password from the link', async ({
  page,
  request,
}) => {
  await createAdminIfMissing(request);
  await reserveSignIns(request, 1);
  const policyErrors = collectPolicyErrors(page);
  const link = await inviteAsAdmin(page, colleague.email);

  await signOut(page);
  await page.goto(link);
  await page.getByLabel('Password', { exact: true }).fill('password1234');
  await page.getByLabel('Repeat the password').fill('password1234');
  await page.getByRole('button', { name: 'Create my account' }).click();
  await expect(page.getByRole('alert')).toContainText('too easy to guess');
  await page.getByLabel('Password', { exact: true }).fill(colleague.password);
  await page.getByLabel('Repeat the password').fill(colleague.password);
  await page.getByRole('button', { name: 'Create my account' }).click();
  await expect(page.getByRole('status')).toContainText(`Your account ${colleague.email} is ready`);
  expect(policyErrors).toEqual([]);
});

test('an invitation sent to the wrong address is withdrawn, and its link stops working', async ({
  page,
  context,
  request,
}) => {
  await reserveSignIns(request, 1);
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

  const invitee = await context.newPage();
  await invitee.goto(link);
  await invitee.getByLabel('Password', { exact: true }).fill(colleague.password);
  await invitee.getByLabel('Repeat the password').fill(colleague.password);
  await invitee.getByRole('button', { name: 'Create my account' }).click();
  await expect(invitee.getByRole('alert')).toContainText('This invitation link is not valid');
});

test('the colleague turns on an authenticator app and signs in with a computed code', async ({
  page,
  request,
}) => {
  await reserveSignIns(request, 6);
  const policyErrors = collectPolicyErrors(page);
  await passwordStep(page);
  await expect(page.getByRole('heading', { name: 'Dashboard' })).toBeVisible();
  await page
    .getByRole('navigation', { name: 'Admin' })
    .getByRole('link', { name: 'Account' })
    .click();
  await page.getByRole('button', { name: 'Set up authenticator app' }).click();
  await expect(page.getByRole('img', { name: 'QR code for your authenticator app' })).toBeVisible();
  totpSecret = (await page.getByTestId('totp-secret').textContent())!.trim();
  await page.getByLabel('Code from the app').fill(totpCode());
  await page.getByRole('button', { name: 'Activate' }).click();
  const codes = page.getByRole('list', { name: 'Recovery codes' }).getByRole('listitem');
  await expect(codes).toHaveCount(10);
  recoveryCodes = await codes.allTextContents();
  await page.getByRole('button', { name: 'I have stored them' }).click();
  await expect(page.getByTestId('totp-status')).toHaveText('On');
  await signOut(page);

  // Password, then the code of the next 30 s step (the app's clock may run ahead; the code
  // used to activate cannot be used again).
  await passwordStep(page);
  await page
    .getByLabel('Authentication code')
    .fill('000000' === totpCode(30) ? '111111' : '000000');
  await page.getByRole('button', { name: 'Verify' }).click();
  await expect(page.getByTestId('toast').filter({ hasText: 'Login Failed' })).toBeVisible();
  await expect(page.getByLabel('Authentication code')).toHaveAccessibleDescription(
    'The code is not valid',
  );
  await page.getByLabel('Authentication code').fill(totpCode(30));
  await page.getByRole('button', { name: 'Verify' }).click();
  await expect(page.getByRole('heading', { name: 'Dashboard' })).toBeVisible();
  await signOut(page);

  // A recovery code works once.
  await passwordStep(page);
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

test('a passkey registered on the account page signs in alone and as the second factor', async ({
  page,
  request,
}) => {
  await reserveSignIns(request, 5);
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

  await passwordStep(page, LOCALHOST);
  await page.getByRole('button', { name: 'Use a recovery code instead' }).click();
  await page.getByLabel('Recovery code').fill(recoveryCodes[1]!);
  await page.getByRole('button', { name: 'Verify' }).click();
  await expect(page.getByRole('heading', { name: 'Dashboard' })).toBeVisible();

  await page.goto(`${LOCALHOST}/admin/account`);
  await page.getByLabel('Passkey name').fill('Virtual key');
  await page.getByRole('button', { name: 'Add a passkey' }).click();
  await expect(page.getByRole('list', { name: 'Passkeys' })).toContainText('Virtual key');
  await signOut(page);

  // A passkey alone: no e-mail, no password.
  await page.getByRole('button', { name: 'Sign in with a passkey' }).click();
  await expect(page.getByRole('heading', { name: 'Dashboard' })).toBeVisible();
  await expect(page.getByText(`Signed in as ${colleague.email}`)).toBeVisible();
  await signOut(page);

  // The passkey as the second factor after the password.
  await passwordStep(page, LOCALHOST);
  await page.getByRole('button', { name: 'Use a passkey' }).click();
  await expect(page.getByRole('heading', { name: 'Dashboard' })).toBeVisible();
});

test('sessions can be ended, and the security log shows who did what', async ({
  browser,
  page,
  request,
}) => {
  await reserveSignIns(request, 4);
  // A second browser of the colleague, signed in with a recovery code.
  const other = await browser.newContext();
  const otherPage = await other.newPage();
  await passwordStep(otherPage);
  await otherPage.getByRole('button', { name: 'Use a recovery code instead' }).click();
  await otherPage.getByLabel('Recovery code').fill(recoveryCodes[2]!);
  await otherPage.getByRole('button', { name: 'Verify' }).click();
  await expect(otherPage.getByRole('heading', { name: 'Dashboard' })).toBeVisible();

  await passwordStep(page);
  await page.getByRole('button', { name: 'Use a recovery code instead' }).click();
  await page.getByLabel('Recovery code').fill(recoveryCodes[3]!);
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
