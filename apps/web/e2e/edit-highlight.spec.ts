import AxeBuilder from '@axe-core/playwright';
import { expect, test } from './fixtures';
import { seedHighlight } from './seed';

const unique = (word: string) => `${word}${Date.now().toString(36)}${Math.floor(Math.random() * 1e6)}`;

test('edits the text, comment and tags of a highlight from its details page', async ({
  page,
  user: _user,
}) => {
  const oldTag = unique('oldtag');
  const newTag = unique('newtag');
  const marker = unique('revised');
  const { id } = await seedHighlight(page, {
    content: 'The original wording of the passage.',
    source: 'Editable Source',
    comment: 'A first thought',
    tags: [oldTag, 'kept'],
  });
  await page.goto(`/highlights/${id}`);
  await expect(page.getByText('The original wording of the passage.')).toBeVisible();

  await page.getByRole('button', { name: 'More options' }).click();
  await page.getByRole('menuitem', { name: 'Edit' }).click();
  const form = page.getByRole('form', { name: 'Edit highlight' });
  const content = form.getByLabel('Content');
  await expect(content).toBeFocused();
  await expect(content).toHaveValue('The original wording of the passage.');
  await expect(form.getByLabel('Comment (optional)')).toHaveValue('A first thought');
  const tags = form.getByLabel('Tags (optional, comma-separated)');
  await expect(tags).toHaveValue(`${oldTag}, kept`);
  const axe = await new AxeBuilder({ page }).analyze();
  const serious = axe.violations.filter((found) => found.impact === 'serious' || found.impact === 'critical');
  expect(serious.map((found) => found.id)).toEqual([]);

  // A blank text is refused next to the field, as on the new-highlight form.
  await content.fill('   ');
  await form.getByRole('button', { name: 'Save' }).click();
  await expect(form.getByText('Please enter some content for the highlight.')).toBeVisible();
  await expect(content).toBeFocused();

  await content.fill(`The **${marker}** wording.`);
  await form.getByLabel('Comment (optional)').fill('A better thought');
  await tags.fill(`kept, ${newTag}`);
  // Keyboard only: Tab reaches Cancel, then Save.
  await tags.press('Tab');
  await expect(form.getByRole('button', { name: 'Cancel' })).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(form.getByRole('button', { name: 'Save' })).toBeFocused();
  await page.keyboard.press('Enter');

  await expect(page.getByText('Highlight updated successfully.')).toBeVisible();
  await expect(form).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'More options' })).toBeFocused();
  await expect(page.locator('strong', { hasText: marker })).toBeVisible();
  await expect(page.getByText('A better thought')).toBeVisible();
  const tagList = page.getByRole('list', { name: 'Tags' });
  await expect(tagList).toContainText(newTag);
  await expect(tagList).toContainText('kept');
  await expect(tagList).not.toContainText(oldTag);
  await page.reload();
  await expect(page.locator('strong', { hasText: marker })).toBeVisible();

  await page.goto('/highlights');
  const card = page.getByRole('article', { name: 'Editable Source' });
  await expect(card).toContainText(marker);
  await expect(card).toContainText('A better thought');
  const search = page.getByRole('searchbox', { name: 'Search highlights' });
  await search.fill(newTag);
  await expect(page.getByRole('list', { name: 'Highlights' }).getByRole('article')).toHaveCount(1);
  await search.fill(oldTag);
  await expect(page.getByRole('heading', { name: 'No Matching Highlights' })).toBeVisible();
});

test('Cancel leaves the highlight as it was', async ({ page, user: _user }) => {
  const { id } = await seedHighlight(page, {
    content: 'Words that stay.',
    source: 'Steady Source',
    comment: 'Unchanged note',
    tags: ['steady'],
  });
  await page.goto(`/highlights/${id}`);
  await page.getByRole('button', { name: 'More options' }).click();
  await page.getByRole('menuitem', { name: 'Edit' }).click();
  const form = page.getByRole('form', { name: 'Edit highlight' });
  await form.getByLabel('Content').fill('Words that would have changed.');
  await form.getByLabel('Comment (optional)').fill('');
  await form.getByLabel('Tags (optional, comma-separated)').fill('other');
  await form.getByRole('button', { name: 'Cancel' }).click();

  await expect(form).toHaveCount(0);
  await expect(page.getByText('Words that stay.')).toBeVisible();
  await expect(page.getByText('Unchanged note')).toBeVisible();
  await expect(page.getByRole('list', { name: 'Tags' })).toHaveText('steady');
  await page.reload();
  await expect(page.getByText('Words that stay.')).toBeVisible();
  await expect(page.getByRole('list', { name: 'Tags' })).toHaveText('steady');
  await page.goto('/highlights');
  await expect(page.getByRole('article', { name: 'Steady Source' })).toContainText('Words that stay.');
});

test("Edit in a card's menu opens the highlight's page with its form", async ({ page, user: _user }) => {
  await seedHighlight(page, { content: 'Edited from the list.', source: 'Card Source' });
  await page.goto('/highlights');
  const card = page.getByRole('article', { name: 'Card Source' });
  await card.getByRole('button', { name: 'More options' }).click();
  await page.getByRole('menuitem', { name: 'Edit' }).click();

  await expect(page).toHaveURL(/\/highlights\/[^/?]+$/);
  const form = page.getByRole('form', { name: 'Edit highlight' });
  await expect(form.getByLabel('Content')).toBeFocused();
  await form.getByLabel('Content').fill('Edited from the list, and saved.');
  await form.getByRole('button', { name: 'Save' }).click();
  await expect(form).toHaveCount(0);
  await expect(page.getByText('Edited from the list, and saved.')).toBeVisible();
  // A reload shows the highlight, not the form again.
  await page.reload();
  await expect(page.getByText('Edited from the list, and saved.')).toBeVisible();
  await expect(page.getByRole('form', { name: 'Edit highlight' })).toHaveCount(0);
});

test("a new text is filed again: the dashboard's counts follow the edit", async ({ page, user: _user }) => {
  const groupCard = (name: string) =>
    page
      .getByRole('list', { name: 'Highlights per category' })
      .getByRole('listitem')
      .filter({ hasText: name });
  // The built-in engine files the errands under Productivity, the maxim under Personal Growth (not counted there).
  const { id } = await seedHighlight(page, {
    content: 'Buy milk, call the plumber about the leak, renew the car insurance by Friday.',
  });
  await page.goto('/');
  await expect(groupCard('Productivity')).toContainText(/1\s*highlights?/);
  await page.goto(`/highlights/${id}`);
  await page.getByRole('button', { name: 'More options' }).click();
  await page.getByRole('menuitem', { name: 'Edit' }).click();
  const form = page.getByRole('form', { name: 'Edit highlight' });
  await form.getByLabel('Content').fill('The unexamined life is not worth living. Know thyself.');
  await form.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Highlight updated successfully.')).toBeVisible();
  // Back to the dashboard within the app: its counts are asked again, not shown from before the edit.
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Home' }).click();
  await expect(groupCard('Productivity')).toContainText(/0\s*highlights/);
  await expect(page.getByText('1 highlight saved in all.', { exact: false })).toBeVisible();
});
