import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';

interface SeedHighlight {
  content: string;
  source?: string;
  comment?: string;
  categories?: string[];
  tags?: string[];
}

async function seedHighlight(page: Page, data: SeedHighlight): Promise<{ id: string }> {
  const response = await page.request.post('/api/v1/highlights', { data });
  expect(response.status(), await response.text()).toBe(201);
  return (await response.json()) as { id: string };
}

const unique = (word: string) => `${word}${Date.now().toString(36)}${Math.floor(Math.random() * 1e6)}`;

test('adds a highlight from the clipboard, finds it in the list and by search, and opens it', async ({
  page,
  context,
  user: _user,
}) => {
  const marker = unique('zephyr');
  const tag = unique('tag');
  await seedHighlight(page, { content: 'Another note about gardening', source: 'Garden Weekly' });
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);

  await page.goto('/highlights/new');
  await expect(page.getByRole('heading', { name: 'Add New Highlight' })).toBeVisible();
  const clipboardText = `The **${marker}** wind\n\n- first point\n- second point`;
  await page.evaluate(`navigator.clipboard.writeText(${JSON.stringify(clipboardText)})`);
  await page.getByRole('button', { name: 'Paste from Clipboard' }).click();
  await expect(page.getByText('Text pasted from clipboard.')).toBeVisible();
  await expect(page.getByLabel('Content')).toHaveValue(clipboardText);

  await page.getByLabel('Source (optional)').fill('The Book of Winds');
  await page.getByLabel('Comment (optional)').fill('Worth re-reading');
  await page.getByLabel('Categories (optional, comma-separated)').fill('Reading, , Weather');
  await page.getByLabel('Tags (optional, comma-separated)').fill(`${tag}, poetry`);
  await page.getByRole('button', { name: 'Save Highlight' }).click();

  await expect(page.getByText('Highlight created successfully.')).toBeVisible();
  await expect(page).toHaveURL(/\/highlights$/);
  const cards = page.getByRole('list', { name: 'Highlights' }).getByRole('article');
  await expect(cards).toHaveCount(2);
  const card = page.getByRole('article', { name: 'The Book of Winds' });
  await expect(card).toContainText(marker);
  await expect(card).toContainText('Worth re-reading');
  await expect(card.getByText('Reading', { exact: true })).toBeVisible();

  const search = page.getByRole('searchbox', { name: 'Search highlights' });
  await expect(search).toHaveAttribute('placeholder', 'Search highlights...');
  await search.fill(marker.toUpperCase());
  await expect(cards).toHaveCount(1);
  await expect(cards.first()).toContainText(marker);
  await expect(page).toHaveURL(new RegExp(`q=${marker.toUpperCase()}`));
  await search.fill(tag);
  await expect(cards).toHaveCount(1);
  await search.fill('no such words anywhere');
  await expect(page.getByRole('heading', { name: 'No Matching Highlights' })).toBeVisible();
  await page.getByRole('button', { name: 'Clear search' }).click();
  await expect(search).toHaveValue('');
  await expect(cards).toHaveCount(2);

  await card.click();
  await expect(page).toHaveURL(/\/highlights\/[^/]+$/);
  await expect(page.getByRole('heading', { name: 'Highlight Details' })).toBeVisible();
  await expect(page.getByText('The Book of Winds')).toBeVisible();
  await expect(page.locator('strong', { hasText: marker })).toBeVisible();
  await expect(page.getByRole('listitem').filter({ hasText: 'second point' })).toBeVisible();
  await expect(page.getByText('Worth re-reading')).toBeVisible();
  await expect(page.getByRole('list', { name: 'Tags' })).toContainText('poetry');
  await expect(page.getByRole('list', { name: 'Categories' })).toContainText('Weather');
  await expect(page.locator('time')).toHaveText(/^\w+day, \w+ \d{1,2}, \d{4} at \d{1,2}:\d{2}\s[AP]M$/);
});

test('asks for content before saving, and the back arrow goes to the list after a direct visit', async ({
  page,
  user: _user,
}) => {
  await page.goto('/highlights/new');
  await page.getByLabel('Content').fill('   ');
  await page.getByLabel('Content').press('Control+Enter');
  await expect(page.getByText('Please enter some content for the highlight.')).toBeVisible();
  await expect(page).toHaveURL(/\/highlights\/new$/);
  await page.getByRole('button', { name: 'Back' }).click();
  await expect(page).toHaveURL(/\/highlights$/);
});

test('the back arrow returns to the previous in-app page', async ({ page, user: _user }) => {
  await page.goto('/');
  await page.getByRole('link', { name: 'Add Your First Highlight', exact: true }).click();
  await expect(page).toHaveURL(/\/highlights\/new$/);
  await page.getByRole('button', { name: 'Back' }).click();
  await expect(page).toHaveURL(/127\.0\.0\.1:\d+\/$/);
});

test('deletes a highlight from its card after confirmation', async ({ page, user: _user }) => {
  await seedHighlight(page, { content: 'Keep this one', source: 'Keeper' });
  await seedHighlight(page, { content: 'Remove this one', source: 'Goner' });
  await page.goto('/highlights');
  const card = page.getByRole('article', { name: 'Goner' });
  await card.getByRole('button', { name: 'More options' }).click();
  await page.getByRole('menuitem', { name: 'Delete' }).click();
  const dialog = page.getByRole('alertdialog', { name: 'Delete Highlight' });
  await expect(dialog).toContainText(
    'Are you sure you want to delete this highlight? This action cannot be undone.',
  );
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(card).toBeVisible();

  await card.getByRole('button', { name: 'More options' }).click();
  await page.getByRole('menuitem', { name: 'Delete' }).click();
  await dialog.getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByText('Highlight deleted successfully')).toBeVisible();
  await expect(card).toHaveCount(0);
  await expect(page.getByRole('article', { name: 'Keeper' })).toBeVisible();
  await page.reload();
  await expect(page.getByRole('article', { name: 'Keeper' })).toBeVisible();
  await expect(page.getByRole('article', { name: 'Goner' })).toHaveCount(0);
});

test('deletes a highlight from its details page and returns to the list', async ({ page, user: _user }) => {
  const { id } = await seedHighlight(page, { content: 'Short-lived', source: 'Ephemera' });
  await page.goto(`/highlights/${id}`);
  await expect(page.getByText('Short-lived')).toBeVisible();
  await page.getByRole('button', { name: 'More options' }).click();
  await page.getByRole('menuitem', { name: 'Delete' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByText('Highlight deleted successfully')).toBeVisible();
  await expect(page).toHaveURL(/\/highlights$/);
  // The only highlight is gone: the person has none at all.
  await expect(page.getByText('No Highlights Yet')).toBeVisible();
  await page.goto(`/highlights/${id}`);
  await expect(page.getByText('Highlight not found')).toBeVisible();
});

test('shows the not-found screen for a highlight that does not exist', async ({ page, user: _user }) => {
  await page.goto('/highlights/no-such-highlight');
  await expect(page.getByRole('heading', { name: 'Highlight not found' })).toBeVisible();
  await expect(
    page.getByText("The highlight you're looking for doesn't exist or has been removed."),
  ).toBeVisible();
  await page.getByRole('link', { name: 'Back to Highlights' }).click();
  await expect(page).toHaveURL(/\/highlights$/);
});

test('the day picker moves between days, keeps the day in the URL and forbids the future', async ({
  page,
  user: _user,
}) => {
  await seedHighlight(page, { content: 'Saved today', source: 'Today source' });
  await page.goto('/highlights');
  const todayLabel = new Intl.DateTimeFormat('en-US', {
    month: 'long',
    day: 'numeric',
    year: 'numeric',
    timeZone: 'America/New_York',
  }).format(new Date());
  await expect(page.getByRole('button', { name: `Day: ${todayLabel}` })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Next day' })).toBeDisabled();
  await expect(page.getByRole('article', { name: 'Today source' })).toBeVisible();

  await page.getByRole('button', { name: 'Previous day' }).click();
  await expect(page).toHaveURL(/\?date=\d{4}-\d{2}-\d{2}/);
  await expect(page.getByText('No Highlights for Selected Date')).toBeVisible();
  await page.reload();
  await expect(page.getByText('No Highlights for Selected Date')).toBeVisible();

  await page.getByRole('button', { name: /^Day: / }).click();
  const calendar = page.getByRole('grid');
  await expect(calendar).toBeVisible();
  await page.keyboard.press('Escape');
  await page.getByRole('button', { name: 'Next day' }).click();
  await expect(page).toHaveURL(/\/highlights$/);
  await expect(page.getByRole('article', { name: 'Today source' })).toBeVisible();
});
