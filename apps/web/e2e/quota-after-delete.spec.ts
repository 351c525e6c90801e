import { expect, test } from './fixtures';
import { seedHighlight, seedSummary } from './seed';

test('deleting a summary or a highlight gives no daily quota back', async ({ page, user: _user }) => {
  const highlight = await seedHighlight(page, { content: 'A passage worth summarising.', source: 'Quota' });
  await seedSummary(page);
  await seedSummary(page);

  await page.goto('/settings');
  const summaries = page.getByRole('progressbar', { name: 'Summaries' });
  const highlights = page.getByRole('progressbar', { name: 'Highlights' });
  await expect(summaries).toHaveAttribute('aria-valuenow', '2');
  await expect(highlights).toHaveAttribute('aria-valuenow', '1');

  await page.goto('/summaries');
  const cards = page.getByRole('list', { name: 'Summaries' }).getByRole('article');
  await expect(cards).toHaveCount(2);
  await cards.first().getByRole('button', { name: 'More options' }).click();
  await page.getByRole('menuitem', { name: 'Delete' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByText('Summary deleted successfully')).toBeVisible();
  await expect(cards).toHaveCount(1);

  const deleted = await page.request.delete(`/api/v1/highlights/${highlight.id}`);
  expect(deleted.status()).toBe(204);

  await page.goto('/settings');
  await expect(summaries).toHaveAttribute('aria-valuenow', '2');
  await expect(highlights).toHaveAttribute('aria-valuenow', '1');
});
