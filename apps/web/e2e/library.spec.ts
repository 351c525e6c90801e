import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';

const unique = (word: string) => `${word} ${Date.now().toString(36)}${Math.floor(Math.random() * 1e6)}`;

async function seedHighlight(page: Page, data: Record<string, unknown>): Promise<void> {
  const response = await page.request.post('/api/v1/highlights', { data });
  expect(response.status(), await response.text()).toBe(201);
}

test('saves a highlight with author and URL, finds the book in Library, renames it, merges two, opens it', async ({
  page,
  user: _user,
}) => {
  // A long flow of a dozen screens: more than the default budget on a loaded machine.
  test.setTimeout(120_000);
  const title = unique('The Overstory');
  const other = unique('Overstory notes');
  await seedHighlight(page, { content: 'A second passage, from my notes.', source: other });

  await page.goto('/highlights/new');
  await page.getByLabel('Content').fill('The best time to plant a tree was twenty years ago.');
  await page.getByLabel('Source (optional)').fill(title);
  await page.getByText('More details').click();
  await page.getByLabel('Author (optional)').fill('Richard Powers');
  await page.getByLabel('URL (optional)').fill('https://example.com/overstory');
  await page.getByLabel('Location type').selectOption('page');
  await page.getByLabel('Location (optional)').fill('42');
  await page.getByRole('button', { name: 'Save Highlight' }).click();
  await expect(page.getByText('Highlight created successfully.')).toBeVisible();
  const card = page.getByRole('article', { name: title });
  await expect(card).toContainText('Richard Powers · Page 42');

  await page.getByRole('navigation').getByRole('link', { name: 'Library' }).first().click();
  await expect(page.getByRole('heading', { name: 'Library' })).toBeVisible();
  await page.getByLabel('Search sources').fill('richard powers');
  const sources = page.getByRole('list', { name: 'Sources' });
  await expect(sources.getByRole('listitem')).toHaveCount(1);
  await expect(sources).toContainText('1 highlight');
  await sources.getByRole('link', { name: title }).click();

  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await expect(page.getByRole('link', { name: /example\.com\/overstory/ })).toBeVisible();
  await page.getByRole('button', { name: 'Rename' }).click();
  const renamed = `${title} (2018)`;
  await page.getByLabel('Title').fill(renamed);
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Source saved.')).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: renamed })).toBeVisible();

  // Merge the notes into the renamed book, through the searchable picker.
  await page.goto('/library');
  await page.getByLabel('Search sources').fill(other);
  await page.getByRole('list', { name: 'Sources' }).getByRole('link', { name: other }).click();
  await expect(page.getByRole('heading', { level: 1, name: other })).toBeVisible();
  await page.getByRole('button', { name: 'Merge into...' }).click();
  const dialog = page.getByRole('dialog', { name: 'Merge into another source' });
  await dialog.getByLabel('Search sources to merge into').fill('(2018)');
  await dialog.getByRole('button', { name: new RegExp(renamed.replace(/[()]/g, '\\$&')) }).click();
  await dialog.getByRole('button', { name: /^Merge into “/ }).click();
  await expect(page.getByText(`Merged into ${renamed}.`)).toBeVisible();

  await expect(page.getByRole('heading', { level: 1, name: renamed })).toBeVisible();
  await expect(page.getByText('Richard Powers · Other · 2 highlights')).toBeVisible();
  const inOrder = page.getByRole('list', { name: 'Highlights of this source' }).getByRole('article');
  await expect(inOrder).toHaveCount(2);
  await expect(inOrder.first()).toContainText('plant a tree');
  await expect(page.getByRole('button', { name: 'Delete' })).toBeDisabled();
});
