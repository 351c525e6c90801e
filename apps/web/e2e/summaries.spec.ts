import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';

const DAY_MS = 24 * 60 * 60 * 1000;
// The browser runs in America/New_York (playwright.config.ts); API calls made from the test say so too.
const zone = { 'x-timezone': 'America/New_York' };

async function seedHighlight(page: Page, content: string, categories?: string[]): Promise<string> {
  const response = await page.request.post('/api/v1/highlights', {
    data: { content, categories },
    headers: zone,
  });
  expect(response.status(), await response.text()).toBe(201);
  return ((await response.json()) as { id: string }).id;
}

interface SeedSummary {
  startMs: number;
  endMs: number;
  categories?: string[];
}

/** Requests a summary through the API and waits until the server has generated it. */
async function seedSummary(page: Page, seed: SeedSummary): Promise<{ id: string; summaryTitle: string }> {
  const response = await page.request.post('/api/v1/summaries', {
    headers: zone,
    data: {
      dateInterval: {
        startDate: new Date(seed.startMs).toISOString(),
        endDate: new Date(seed.endMs).toISOString(),
      },
      categories: seed.categories,
    },
  });
  expect(response.status(), await response.text()).toBe(201);
  const { id } = (await response.json()) as { id: string };
  let summary = { id, summaryTitle: '', status: 'PENDING' };
  await expect
    .poll(async () => {
      summary = await (await page.request.get(`/api/v1/summaries/${id}`, { headers: zone })).json();
      return summary.status;
    })
    .toBe('READY');
  return summary;
}

const unique = (word: string) => `${word}${Date.now().toString(36)}`;

test('requests a summary, watches it become ready, opens it and follows a linked highlight', async ({
  page,
  user: _user,
}) => {
  const marker = unique('quokka');
  const highlightId = await seedHighlight(
    page,
    `The ${marker} keeps a monthly budget and reviews every expense.`,
  );

  await page.goto('/summaries/new');
  await expect(page.getByRole('heading', { name: 'Summary Request Form' })).toBeVisible();
  await expect(page.getByRole('combobox', { name: 'Summarization Type' })).toHaveText('Auto');
  await expect(page.getByRole('combobox', { name: 'Category (optional)' })).toHaveText('All categories');
  await page.getByRole('combobox', { name: 'Summarization Type' }).click();
  await expect(page.getByRole('option')).toHaveCount(11);
  await page.getByRole('option', { name: 'Insights' }).click();
  await expect(page.getByText('Patterns, lessons and ideas that connect your highlights.')).toBeVisible();
  await page.getByRole('button', { name: 'Request Summary' }).click();

  await expect(page.getByText('Summary request submitted successfully.')).toBeVisible();
  await expect(page).toHaveURL(/\/summaries$/);
  await expect(page.getByRole('button', { name: "Today's Summary" })).toHaveAttribute('aria-pressed', 'true');
  const card = page.getByRole('list', { name: 'Summaries' }).getByRole('article');
  await expect(card).toHaveCount(1);
  // The list refreshes by itself until the summary is generated.
  await expect(card.getByText('Generating...')).toHaveCount(0, { timeout: 30_000 });
  await expect(card).toContainText(marker);

  await card.getByRole('link', { name: 'View details' }).click();
  await expect(page).toHaveURL(/\/summaries\/[^/]+$/);
  await expect(page.getByRole('heading', { level: 1 })).not.toBeEmpty();
  await expect(page.getByText('Source:')).toBeVisible();
  await expect(page.getByText('User', { exact: true })).toBeVisible();
  // A link inside the generated text opens the highlight within the app, without reloading the page.
  await page.evaluate(() => Object.assign(window, { stillTheSamePage: true }));
  await page.getByRole('article').getByRole('link', { name: 'source' }).first().click();
  await expect(page).toHaveURL(new RegExp(`/highlights/${highlightId}$`));
  expect(await page.evaluate(() => 'stillTheSamePage' in window)).toBe(true);
  await page.goBack();

  const linked = page.getByRole('region', { name: /Linked Highlights/ });
  await expect(linked).toContainText('Linked Highlights (1)');
  await linked.getByRole('link', { name: new RegExp(marker) }).click();
  await expect(page).toHaveURL(new RegExp(`/highlights/${highlightId}$`));
  await expect(page.getByText(marker).first()).toBeVisible();
});

test('switches filters, picks a custom range, and searches on the server', async ({ page, user: _user }) => {
  const finance = unique('quokka');
  const tasks = unique('narwhal');
  await seedHighlight(page, `The ${finance} sets a savings budget every month.`, ['PERSONAL_FINANCE']);
  await seedHighlight(page, `The ${tasks} ships the sprint checklist on Friday.`, ['TASKS_ACTIONS']);
  const now = Date.now();
  // Covers all of last month and today; the other covers today only.
  const long = await seedSummary(page, {
    startMs: now - 70 * DAY_MS,
    endMs: now,
    categories: ['PERSONAL_FINANCE'],
  });
  const short = await seedSummary(page, { startMs: now - 60_000, endMs: now, categories: ['TASKS_ACTIONS'] });

  const listRequests: URL[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.pathname === '/api/v1/summaries') listRequests.push(url);
  });
  await page.goto('/summaries');
  await expect(page.getByRole('heading', { name: 'Summaries', exact: true })).toBeVisible();
  const cards = page.getByRole('list', { name: 'Summaries' }).getByRole('article');
  await expect(cards).toHaveCount(2);
  await expect(cards.first()).toHaveAccessibleName(short.summaryTitle);

  await page.getByRole('button', { name: 'Last 7 Days' }).click();
  await expect(page.getByRole('button', { name: 'Last 7 Days' })).toHaveAttribute('aria-pressed', 'true');
  await expect
    .poll(() => listRequests.at(-1)?.searchParams.get('fromDate'))
    .toBe(localDate(now - 7 * DAY_MS));
  await page.getByRole('button', { name: 'Monthly Insights' }).click();
  await expect
    .poll(() => listRequests.at(-1)?.searchParams.get('fromDate'))
    .toBe(localDate(now - 30 * DAY_MS));
  expect(listRequests.at(-1)?.searchParams.get('toDate')).toBe(localDate(now));
  await expect(cards).toHaveCount(2);

  // Custom Range: the 10th to the 12th of last month, which only the long summary covers.
  await page.getByRole('button', { name: 'Custom Range' }).click();
  const calendar = page.getByRole('dialog', { name: 'Pick a date range' });
  await calendar.getByRole('button', { name: /previous month/i }).click();
  await calendar
    .getByRole('button', { name: /^10 \w+ \d{4}, / })
    .first()
    .click();
  await expect(calendar).toBeVisible();
  await calendar
    .getByRole('button', { name: /^12 \w+ \d{4}, / })
    .first()
    .click();
  await expect(calendar).toBeHidden();
  await expect(page.getByRole('button', { name: 'Custom Range' })).toHaveAttribute('aria-pressed', 'true');
  await expect(cards).toHaveCount(1);
  await expect(cards.first()).toHaveAccessibleName(long.summaryTitle);
  expect(listRequests.at(-1)?.searchParams.get('fromDate')).toMatch(/-10$/);
  expect(listRequests.at(-1)?.searchParams.get('toDate')).toMatch(/-12$/);

  // Another mode resets the custom range: back on today, both show again.
  await page.getByRole('button', { name: "Today's Summary" }).click();
  await expect(cards).toHaveCount(2);
  await expect(page.getByText(/^Showing /)).toHaveCount(0);

  const search = page.getByRole('searchbox', { name: 'Search summaries' });
  await expect(search).toHaveAttribute('placeholder', 'Search summaries...');
  await search.fill(tasks.toUpperCase());
  await expect(cards).toHaveCount(1);
  await expect(cards.first()).toHaveAccessibleName(short.summaryTitle);
  expect(listRequests.at(-1)?.searchParams.get('searchTerm')).toBe(tasks.toUpperCase());
  await search.fill('nothing-matches-this');
  await expect(page.getByRole('heading', { name: 'No Summaries Found' })).toBeVisible();
  await expect(page.getByText('No summaries match your search criteria.')).toBeVisible();
  await page.getByRole('button', { name: 'Clear search' }).click();
  await expect(cards).toHaveCount(2);
});

test('deletes a summary from its card and from its details page', async ({ page, user: _user }) => {
  await seedHighlight(page, 'Delete what no longer serves you.');
  const now = Date.now();
  await seedSummary(page, { startMs: now - 60_000, endMs: now });
  await seedSummary(page, { startMs: now - 120_000, endMs: now });

  await page.goto('/summaries');
  const cards = page.getByRole('list', { name: 'Summaries' }).getByRole('article');
  await expect(cards).toHaveCount(2);
  const openDeleteDialog = async () => {
    await cards.last().getByRole('button', { name: 'More options' }).click();
    await page.getByRole('menuitem', { name: 'Delete' }).click();
  };
  await openDeleteDialog();
  const dialog = page.getByRole('alertdialog', { name: 'Delete Summary' });
  await expect(dialog).toContainText(
    'Are you sure you want to delete this summary? This action cannot be undone.',
  );
  await page.mouse.click(5, 5);
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toBeHidden();
  await expect(cards).toHaveCount(2);

  await openDeleteDialog();
  await dialog.getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByText('Summary deleted successfully')).toBeVisible();
  await expect(cards).toHaveCount(1);

  await cards.first().getByRole('link', { name: 'View details' }).click();
  await expect(page).toHaveURL(/\/summaries\/[^/]+$/);
  await page.getByRole('button', { name: 'More options' }).click();
  await page.getByRole('menuitem', { name: 'Delete' }).click();
  await dialog.getByRole('button', { name: 'Delete' }).click();
  await expect(page).toHaveURL(/\/summaries$/);
  await expect(page.getByText('Summary deleted successfully').first()).toBeVisible();
  await expect(page.getByRole('heading', { name: 'No Summaries Found' })).toBeVisible();
  await expect(
    page.getByText("You don't have any summaries yet. Generate a summary to get started."),
  ).toBeVisible();
});

test("shows the server's reason when a request cannot be made, and the form's own validation", async ({
  page,
  user: _user,
}) => {
  await page.goto('/summaries/new');
  await page.getByRole('button', { name: 'Request Summary' }).click();
  await expect(
    page.getByText(
      'There are no highlights in this date range. Save some highlights first or pick a wider range.',
    ),
  ).toBeVisible();
  await expect(page).toHaveURL(/\/summaries\/new$/);

  // One click after a complete range starts a new one: only its first day is picked.
  await page
    .getByRole('button', { name: /^1 \w+ \d{4}, / })
    .first()
    .click();
  await page.getByRole('button', { name: 'Request Summary' }).click();
  await expect(page.getByText('Please select a date range.')).toBeVisible();
  await page.getByRole('button', { name: 'Cancel' }).click();
  await expect(page).toHaveURL(/\/summaries$/);
});

test('shows the not-found screen for a summary that does not exist', async ({ page, user: _user }) => {
  await page.goto('/summaries/no-such-summary');
  await expect(page.getByRole('heading', { name: 'Summary not found' })).toBeVisible();
  await expect(
    page.getByText("The summary you're looking for doesn't exist or has been removed."),
  ).toBeVisible();
  await page.getByRole('link', { name: 'Back to Summaries' }).click();
  await expect(page).toHaveURL(/\/summaries$/);
});

/** yyyy-MM-dd of the instant in New York, like the browser computes it. */
function localDate(epochMs: number): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'America/New_York' }).format(new Date(epochMs));
}
