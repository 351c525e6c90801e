import { expect, test } from './fixtures';

test('the theme toggle switches light and dark and survives a reload', async ({ page, user: _user }) => {
  await page.emulateMedia({ colorScheme: 'light' });
  await page.goto('/');
  const html = page.locator('html');
  await expect(html).not.toHaveClass(/dark/);
  await page.getByRole('button', { name: 'Toggle theme' }).click();
  await expect(html).toHaveClass(/dark/);
  expect(await page.evaluate(() => localStorage.getItem('precis-theme'))).toBe('dark');
  await page.reload();
  await expect(html).toHaveClass(/dark/);
  await page.getByRole('button', { name: 'Toggle theme' }).click();
  await expect(html).not.toHaveClass(/dark/);
});

test('the sidebar highlights the active section and every route of the spec opens', async ({
  page,
  user: _user,
}) => {
  test.slow(); // eleven full page loads
  await page.goto('/highlights');
  const nav = page.getByRole('navigation', { name: 'Main' });
  await expect(nav.getByRole('link', { name: 'Highlights' })).toHaveAttribute('aria-current', 'page');
  await expect(nav.getByRole('link', { name: 'Home' })).not.toHaveAttribute('aria-current', 'page');
  for (const route of [
    '/',
    '/highlights/new',
    '/summaries',
    '/summaries/new',
    '/settings',
    '/report-bug',
    '/provide-feedback',
    '/request-feature',
    '/terms-of-service',
    '/privacy-policy',
  ]) {
    await page.goto(route);
    await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
  }
});

test('the mobile drawer opens from the left and navigates', async ({ page, user: _user }) => {
  await page.setViewportSize({ width: 390, height: 800 });
  await page.goto('/');
  await page.getByRole('button', { name: 'Open menu' }).click();
  const drawer = page.getByRole('dialog');
  await expect(drawer).toBeVisible();
  await drawer.getByRole('link', { name: 'Summaries' }).click();
  await expect(page).toHaveURL(/\/summaries$/);
  await expect(drawer).toBeHidden();
});
