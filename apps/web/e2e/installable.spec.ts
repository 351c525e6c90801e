import { expect, newUser, test } from './fixtures';

test('the web app can be installed and takes shared text from other apps', async ({ page }) => {
  await page.goto('/');
  const manifestHref = await page.locator('link[rel="manifest"]').getAttribute('href');
  expect(manifestHref).toBe('/manifest.webmanifest');
  const manifest = await (await page.request.get('/manifest.webmanifest')).json();
  expect(manifest).toMatchObject({
    name: 'Precis',
    start_url: '/',
    display: 'standalone',
    share_target: {
      action: '/highlights/new',
      method: 'GET',
      params: { title: 'title', text: 'text', url: 'url' },
    },
  });
  expect(manifest.icons).toContainEqual(expect.objectContaining({ sizes: '512x512', purpose: 'maskable' }));
  for (const icon of manifest.icons) {
    expect((await page.request.get(icon.src)).headers()['content-type']).toBe('image/png');
  }
});

test('sharing into Precis while signed out keeps the shared text through sign-in', async ({ page }) => {
  const user = newUser();
  const signUp = await page.request.post('/api/auth/sign-up/email', { data: user });
  expect(signUp.status()).toBe(200);
  await page.context().clearCookies();

  const shared = new URLSearchParams({
    title: 'On  Reading Slowly',
    text: 'Attention, once spent, is hard to win back.',
    url: 'https://example.org/slow',
  });
  await page.goto(`/highlights/new?${shared}`);
  await expect(page).toHaveURL(/\/sign-in\?redirect=/);
  await page.getByLabel('Email').fill(user.email);
  await page.getByLabel('Password').fill(user.password);
  await page.getByRole('button', { name: 'Sign In' }).click();

  await expect(page.getByRole('heading', { name: 'Add New Highlight' })).toBeVisible();
  await expect(page.getByLabel('Content')).toHaveValue('Attention, once spent, is hard to win back.');
  await expect(page.getByLabel('Source (optional)')).toHaveValue('On Reading Slowly');
  await expect(page.getByLabel('URL (optional)', { exact: true })).toHaveValue('https://example.org/slow');
  await page.getByRole('button', { name: 'Save Highlight' }).click();
  await expect(page.getByText('Highlight created successfully.')).toBeVisible();

  const found = await page.request.get('/api/v1/highlights', { params: { searchTerm: 'once spent' } });
  expect(await found.json()).toEqual([
    expect.objectContaining({
      content: 'Attention, once spent, is hard to win back.',
      source: 'On Reading Slowly',
      sourceUrl: 'https://example.org/slow',
    }),
  ]);
});

test('offline, the installed shell still opens, says it is offline and saves nothing', async ({
  page,
  context,
  user: _user,
}) => {
  await page.goto('/highlights/new');
  await expect(page.getByRole('heading', { name: 'Add New Highlight' })).toBeVisible();
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
  // Once the worker controls the page, it has the shell in its cache.
  await page.reload();
  await expect.poll(() => page.evaluate(() => Boolean(navigator.serviceWorker.controller))).toBe(true);

  // The connection drops with the form open: saving says so instead of pretending.
  await context.setOffline(true);
  await expect(page.getByRole('status').filter({ hasText: 'You are offline.' })).toBeVisible();
  await page.getByLabel('Content').fill('Written on a train without signal.');
  await page.getByRole('button', { name: 'Save Highlight' }).click();
  await expect(
    page.getByText('You are offline. The highlight was not saved: try again when the connection is back.'),
  ).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Add New Highlight' })).toBeVisible();

  // Opened while offline, the shell comes from the service worker's cache and says it is offline.
  const response = await page.reload();
  expect(response?.fromServiceWorker()).toBe(true);
  await expect(page.getByRole('status').filter({ hasText: 'You are offline.' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Precis' })).toBeVisible();

  await context.setOffline(false);
  await expect(page.getByRole('status').filter({ hasText: 'You are offline.' })).toHaveCount(0);
  await expect(page.getByRole('heading', { name: 'Add New Highlight' })).toBeVisible();
});
