import { expect, login, readSignedInHint, refreshCookie, test } from './fixtures';

// The sign-in journeys: the only tests that sign in through the login form (the others get a
// signed-in page from the fixtures).

test('the admin area redirects to /login without a session', async ({ page }) => {
  await page.goto('/admin/blog');
  await page.waitForURL('**/login');
  await expect(page.getByRole('heading', { name: 'Admin Login' })).toBeVisible();
});

test('login validates the form in the browser', async ({ page }) => {
  await page.goto('/login');
  await page.getByLabel('Email').fill('not-an-email');
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page.getByText('Enter a valid email address')).toBeVisible();
  await expect(page.getByText('Password is required')).toBeVisible();
});

test('a wrong password shows the Login Failed toast with the server message', async ({
  page,
  admin,
}) => {
  await page.goto('/login');
  await page.getByLabel('Email').fill(admin.email);
  await page.getByLabel('Password').fill(`${admin.password}-wrong`);
  await page.getByRole('button', { name: 'Login' }).click();
  const toast = page.getByTestId('toast');
  await expect(toast).toContainText('Login Failed');
  await expect(toast).toContainText('Invalid login credentials');
  await expect(page).toHaveURL(/\/login$/);
  expect(await readSignedInHint(page)).toBeNull();
});

test('sign in, keep the session over a reload, sign out', async ({ page, admin }) => {
  await page.goto('/login');
  await page.getByLabel('Email').fill(admin.email);
  await page.getByLabel('Password').fill(admin.password);
  const submit = page.getByRole('button', { name: 'Login' });
  await submit.click();
  await expect(page.getByTestId('toast')).toContainText('Login Successful!');
  await expect(page).toHaveURL(/\/admin$/);
  await expect(page.getByRole('heading', { name: 'Dashboard' })).toBeVisible();
  // localStorage holds the user only; the refresh token is an HttpOnly, Secure, SameSite=Strict
  // cookie for /auth, which Chromium keeps on http://127.0.0.1 (a secure context).
  expect(await readSignedInHint(page)).toEqual({
    user: expect.objectContaining({ email: admin.email }),
  });
  expect(JSON.stringify(await page.evaluate(() => ({ ...localStorage })))).not.toMatch(
    /access_token|eyJ/,
  );
  expect(await refreshCookie(page)).toMatchObject({
    httpOnly: true,
    secure: true,
    sameSite: 'Strict',
    path: '/auth',
  });
  expect(await page.evaluate(() => document.cookie)).not.toContain('admin_refresh_token');

  // The sidebar marks the current page.
  const nav = page.getByRole('navigation', { name: 'Admin' });
  await expect(nav.getByRole('link', { name: 'Dashboard' })).toHaveAttribute(
    'aria-current',
    'page',
  );
  await nav.getByRole('link', { name: 'Team Members' }).click();
  await expect(page).toHaveURL(/\/admin\/team$/);
  await expect(nav.getByRole('link', { name: 'Team Members' })).toHaveAttribute(
    'aria-current',
    'page',
  );
  await expect(nav.getByRole('link', { name: 'Dashboard' })).not.toHaveAttribute(
    'aria-current',
    'page',
  );

  // A reload keeps the session.
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Team Members' })).toBeVisible();

  // The signed-in user is sent on from /login.
  await page.goto('/login');
  await expect(page).toHaveURL(/\/admin$/);

  await nav.getByRole('button', { name: 'Logout' }).click();
  await expect(page).toHaveURL(/\/login$/);
  expect(await readSignedInHint(page)).toBeNull();
  expect(await refreshCookie(page)).toBeUndefined();
  await page.goto('/admin');
  await expect(page).toHaveURL(/\/login$/);
});

test('a sign-out in one tab signs out the others', async ({ context, admin }) => {
  const first = await context.newPage();
  await login(first, admin);
  const second = await context.newPage();
  await second.goto('/admin/settings');
  await expect(second.getByRole('heading', { name: 'Site Settings' })).toBeVisible();

  await first
    .getByRole('navigation', { name: 'Admin' })
    .getByRole('button', { name: 'Logout' })
    .click();
  await expect(first).toHaveURL(/\/login$/);
  await expect(second).toHaveURL(/\/login$/);
});

test('a revoked session is refused by the API after logout', async ({ page, request, admin }) => {
  const grant = page.waitForResponse((r) => r.url().includes('/auth/token?grant_type=password'));
  await login(page, admin);
  const session = (await (await grant).json()) as { access_token: string };
  await page
    .getByRole('navigation', { name: 'Admin' })
    .getByRole('button', { name: 'Logout' })
    .click();
  await expect(page).toHaveURL(/\/login$/);
  const response = await request.get('/api/contact-submissions', {
    headers: { Authorization: `Bearer ${session!.access_token}` },
  });
  expect(response.status()).toBe(401);
});
