import { expect, test } from './fixtures';

test('a refused sign-out says so and keeps the person where they are; a later one signs out', async ({
  page,
  user,
}) => {
  await page.goto('/highlights');
  await expect(page.getByRole('heading', { name: 'Highlights', level: 1 })).toBeVisible();
  await page.route('**/api/auth/sign-out', (route) =>
    route.fulfill({
      status: 503,
      contentType: 'application/json',
      body: JSON.stringify({ title: 'Service Unavailable', status: 503 }),
    }),
  );

  await page.getByRole('button', { name: 'Account' }).click();
  await page.getByRole('menuitem', { name: 'Sign out' }).click();
  await expect(page.getByText('Sign-out failed: you are still signed in.', { exact: false })).toBeVisible();
  await expect(page).toHaveURL(/\/highlights$/);
  const session = await page.request.get('/api/auth/get-session');
  expect(((await session.json()) as { user?: { email: string } } | null)?.user?.email).toBe(user.email);

  await page.unroute('**/api/auth/sign-out');
  await page.getByRole('button', { name: 'Account' }).click();
  await page.getByRole('menuitem', { name: 'Sign out' }).click();
  await expect(page).toHaveURL(/\/sign-in$/);
  const after = await page.request.get('/api/auth/get-session');
  expect(await after.json()).toBeNull();
});
