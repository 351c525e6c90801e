import { expect, test } from './fixtures';
import { seedHighlight } from './seed';

const DAY_MS = 86_400_000;

test('a search looks in every day by default, can be narrowed to the picked day, and counts its results', async ({
  page,
  user: _user,
}) => {
  const word = `kyoto${Date.now().toString(36)}`;
  await seedHighlight(page, { content: `The moss gardens of ${word} in the rain.`, source: 'Travel notes' });
  await seedHighlight(page, {
    content: `Hay que imaginarse a Sísifo dichoso, ${word}.`,
    source: 'El mito de Sísifo',
  });
  await seedHighlight(page, {
    content: 'Keep functions small.',
    categories: ['DEVELOPMENT_CODING'],
  });
  // The browser lives twelve days later: what was saved now is twelve days old there.
  await page.clock.setFixedTime(new Date(Date.now() + 12 * DAY_MS));

  await page.goto('/highlights');
  await expect(page.getByRole('heading', { name: 'No Highlights Today' })).toBeVisible();
  const search = page.getByRole('searchbox', { name: 'Search highlights' });
  const cards = page.getByRole('list', { name: 'Highlights' }).getByRole('article');
  // Typed without its accent, as people type it.
  await search.fill(`sisifo dichoso, ${word}`);
  await expect(cards).toHaveCount(1);
  await expect(cards.first()).toContainText('Sísifo dichoso');
  await search.fill(`moss gardens of ${word}`);
  await expect(cards).toHaveCount(1);
  await expect(cards.first()).toContainText(`The moss gardens of ${word}`);
  await expect(page.getByRole('status').filter({ hasText: 'matches' })).toHaveText(
    `1 highlight matches “moss gardens of ${word}” in all days.`,
  );
  await expect(page.getByRole('radio', { name: 'All days' })).toBeChecked();

  await page.locator('label').filter({ hasText: 'This day' }).click();
  await expect(page.getByRole('radio', { name: 'This day' })).toBeChecked();
  await expect(page).toHaveURL(/in=day/);
  await expect(page.getByRole('heading', { name: 'No Matching Highlights' })).toBeVisible();
  await expect(page.getByText(`No highlights match “moss gardens of ${word}” on `)).toBeVisible();
  await page.getByRole('button', { name: 'Search all days' }).click();
  await expect(cards).toHaveCount(1);

  // A category chip's own text finds the highlights that carry it.
  await search.fill('Development & Coding');
  await expect(cards).toHaveCount(1);
  await expect(cards.first()).toContainText('Keep functions small.');
  await expect(page.getByRole('status').filter({ hasText: 'matches' })).toContainText('1 highlight matches');

  await page.getByRole('button', { name: 'Clear search' }).click();
  await expect(page.getByRole('radio', { name: 'All days' })).toHaveCount(0);
  await expect(page).not.toHaveURL(/in=/);
});
