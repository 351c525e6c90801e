import { expect, test } from './fixtures';
import { seedHighlight } from './seed';

test('focus returns to the menu button after a cancelled delete, and to the page heading after a delete', async ({
  page,
  user: _user,
}) => {
  await seedHighlight(page, { content: 'The first passage.', source: 'First' });
  await seedHighlight(page, { content: 'The second passage.', source: 'Second' });
  await page.goto('/highlights');
  const card = page.getByRole('article', { name: 'Second' });
  const menuButton = card.getByRole('button', { name: 'More options' });

  await menuButton.focus();
  await page.keyboard.press('Enter');
  await page.getByRole('menuitem', { name: 'Delete' }).press('Enter');
  const dialog = page.getByRole('alertdialog', { name: 'Delete Highlight' });
  await expect(dialog).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(menuButton).toBeFocused();

  await page.keyboard.press('Enter');
  await page.getByRole('menuitem', { name: 'Delete' }).press('Enter');
  await dialog.getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByRole('article', { name: 'Second' })).toHaveCount(0);
  await expect(page.getByRole('heading', { name: 'Highlights', level: 1 })).toBeFocused();
});

test('each page has its own title, and an in-app navigation moves focus to the new heading', async ({
  page,
  user: _user,
}) => {
  await page.goto('/highlights');
  await expect(page).toHaveTitle('Highlights · Precis');
  await page.getByRole('link', { name: 'Summaries' }).first().click();
  await expect(page).toHaveTitle('Summaries · Precis');
  await expect(page.getByRole('heading', { level: 1 })).toBeFocused();
  await page.goto('/settings');
  await expect(page).toHaveTitle(/Settings · Precis/);
});
