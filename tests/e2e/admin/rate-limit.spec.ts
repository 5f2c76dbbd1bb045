import { expect, readSignedInHint, test } from './fixtures';

// The production limits, on a server of this test's own (the others run with RATE_LIMIT=off;
// tests/api/rate-limits.test.ts checks every rule). What a person sees at the login form once
// their address has used up the token endpoint's minute: a clear message, no sign-in, no wait.

test.use({ freshServer: true, serverEnv: { RATE_LIMIT: 'on' } });

test('the login form says so when the sign-in limit is reached', async ({
  page,
  request,
  admin,
}) => {
  // A script from the same address guesses away the minute's 20 calls (no password is tried).
  for (let call = 0; ; call++) {
    const response = await request.post('/auth/token?grant_type=guess', { data: {} });
    if (response.status() === 429) break;
    expect(call, 'the token endpoint never answered 429').toBeLessThan(20);
  }

  await page.goto('/login');
  await page.getByLabel('Email').fill(admin.email);
  await page.getByLabel('Password').fill(admin.password);
  await page.getByRole('button', { name: 'Login' }).click();
  const toast = page.getByTestId('toast');
  await expect(toast).toContainText('Login Failed');
  await expect(toast).toContainText(/Too many requests\. Try again in \d+ (second|minute)s?/);
  await expect(page).toHaveURL(/\/login$/);
  expect(await readSignedInHint(page)).toBeNull();
});
