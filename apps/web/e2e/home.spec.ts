import { expect, test } from './fixtures';

const groupCard = (page: import('@playwright/test').Page, name: string) =>
  page.getByRole('list', { name: 'Highlights per category' }).getByRole('listitem').filter({ hasText: name });

test('a new account sees zero counts and the empty state leading to the form', async ({
  page,
  user: _user,
}) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { name: 'AI Suggested Categories' })).toBeVisible();
  for (const name of ['Productivity', 'Technology', 'Learning', 'Business']) {
    await expect(groupCard(page, name)).toContainText(/0\s*highlights/);
  }
  await expect(page.getByText('0 highlights saved in all.', { exact: false })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Recent Highlights' })).toBeVisible();
  // A brand-new account has nothing on any day: the "Yet" variant, not "Today".
  await expect(page.getByRole('heading', { name: 'No Highlights Yet' })).toBeVisible();
  await page.getByRole('link', { name: 'Add Your First Highlight', exact: true }).click();
  await expect(page).toHaveURL(/\/highlights\/new$/);
});

test('the dashboard counts the highlights and lists today’s', async ({ page, user: _user }) => {
  const contents = [
    'Refactoring TypeScript code with a compiler and unit tests keeps software development safe. Programming languages, APIs and databases.',
    'A note on morning walks',
    'Another short quote',
  ];
  for (const content of contents) {
    const response = await page.request.post('/api/v1/highlights', { data: { content } });
    expect(response.status()).toBe(201);
  }
  await page.goto('/');
  await expect(page.getByText('3 highlights saved in all.', { exact: false })).toBeVisible();
  const today = page.getByRole('list', { name: "Today's highlights" }).getByRole('article');
  await expect(today).toHaveCount(3);
  await expect(today.first()).toContainText('Another short quote');
  for (const name of ['Productivity', 'Technology', 'Learning', 'Business']) {
    await expect(groupCard(page, name)).toBeVisible();
  }
  // The AI categorises in the background; the open dashboard refreshes the counts by itself meanwhile.
  await expect(groupCard(page, 'Technology')).toContainText(/1\s*highlights/, { timeout: 30_000 });
});
