import { expect, test, totpCode, uniqueTag } from './fixtures';

// What a first-time admin tripped over: a toast left on screen after Logout, raw
// user-agent strings, a cut-off address, no prompt to turn on two-step verification, and an
// invitation link that showed its form although it was used. Each test has a colleague of its own.

const CHROME_ON_LINUX =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';

test('sessions read "Chrome on Linux"; Logout clears the toast and the login page says Signed out', async ({
  page,
  request,
  signIn,
  createAdmin,
}) => {
  const colleague = await createAdmin();
  // A second session of the colleague's, from a Chrome on Linux.
  const other = await request.post('/auth/token?grant_type=password', {
    data: { email: colleague.email, password: colleague.password },
    headers: { 'user-agent': CHROME_ON_LINUX },
  });
  expect(other.status()).toBe(200);

  await signIn(page, { as: colleague, path: '/admin/account' });
  const sessions = page.getByRole('list', { name: 'Sessions' });
  const chrome = sessions.getByRole('listitem').filter({ hasText: 'Chrome on Linux' });
  await expect(chrome).toHaveCount(1);
  await expect(sessions).not.toContainText('Mozilla/5.0');

  await chrome.getByRole('button', { name: 'End session' }).click();
  await expect(page.getByTestId('toast')).toContainText('Session ended');
  await page
    .getByRole('navigation', { name: 'Admin' })
    .getByRole('button', { name: 'Logout' })
    .click();
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByRole('status').filter({ hasText: 'Signed out' })).toBeVisible();
  // Asked once, not retried: a retry would pass when the toast's own 5 s ran out.
  expect(await page.getByTestId('toast').count()).toBe(0);
});

test('the sidebar shows the whole address of a long one', async ({ page, signIn, createAdmin }) => {
  const colleague = await createAdmin({
    email: `a-rather-long-address-${uniqueTag()}@engineering.firm.example`,
  });
  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: 844 });
    await signIn(page, { as: colleague });
    if (width === 390) await page.getByRole('button', { name: 'Open menu' }).click();
    const line = page
      .getByRole('navigation', { name: 'Admin' })
      .getByText(`Signed in as ${colleague.email}`);
    await expect(line).toBeVisible();
    // Nothing of it is cut off: the line is as wide as its text needs.
    expect(await line.evaluate((el) => el.scrollWidth <= el.clientWidth)).toBe(true);
  }
});

test('the dashboard asks an admin without two-step verification to turn it on, until they do', async ({
  page,
  signIn,
  createAdmin,
}) => {
  const colleague = await createAdmin();
  await signIn(page, { as: colleague });
  const notice = page.getByRole('region', { name: 'Turn on two-step verification' });
  await expect(notice).toBeVisible();
  await notice.getByRole('link', { name: 'Set up two-step verification' }).click();
  await expect(page.getByRole('heading', { name: 'Account', level: 1 })).toBeVisible();

  await page.getByRole('button', { name: 'Set up authenticator app' }).click();
  const stepUp = page.getByRole('dialog', { name: 'Set up an authenticator app' });
  await stepUp.getByLabel('Current password').fill(colleague.password);
  await stepUp.getByRole('button', { name: 'Continue' }).click();
  const secret = (await page.getByTestId('totp-secret').textContent())!.trim();
  await page.getByLabel('Code from the app').fill(totpCode(secret));
  await page.getByRole('button', { name: 'Activate' }).click();
  await page.getByRole('button', { name: 'I have stored them' }).click();
  await expect(page.getByTestId('totp-status')).toHaveText('On');

  await page
    .getByRole('navigation', { name: 'Admin' })
    .getByRole('link', { name: 'Dashboard' })
    .click();
  await expect(page.getByRole('heading', { name: 'Dashboard', level: 1 })).toBeVisible();
  await page.waitForLoadState('networkidle');
  await expect(notice).toHaveCount(0);
});

test('a used invitation link says so instead of showing the password form', async ({
  page,
  adminApi,
  request,
}) => {
  const email = `used-${uniqueTag()}@e2e.example.com`;
  const invitation = await adminApi.post('/api/admin/invitations', {
    data: { email, role: 'editor' },
  });
  const link = ((await invitation.json()) as { invite_url: string }).invite_url;
  const token = new URL(link).hash.replace('#token=', '');

  // While open, the form names the account it makes.
  await page.goto(link);
  await expect(page.getByText(`The account ${email}, role Editor.`)).toBeVisible();
  await expect(page.getByLabel('Password', { exact: true })).toBeVisible();

  const accepted = await request.post('/api/invitations/accept', {
    data: { token, password: 'violet harbour engine quietly' },
  });
  expect(accepted.status()).toBe(201);
  await page.reload();
  await expect(page.getByRole('alert')).toContainText('This invitation was already used');
  await expect(page.getByLabel('Password', { exact: true })).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'Go to sign in' })).toBeVisible();
});
