import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { backdateHighlights, readableMail, waitForMailTo } from './review-data';

const zone = { 'x-timezone': 'America/New_York' };

async function saveLibrary(page: Page, passages: { content: string; source: string }[]) {
  const ids: string[] = [];
  for (const passage of passages) {
    const response = await page.request.post('/api/v1/highlights', { data: passage, headers: zone });
    expect(response.status()).toBe(201);
    ids.push((await response.json()).id);
  }
  backdateHighlights(ids, 2);
  return ids;
}

test('reviews three highlights by keyboard and by click, then sees the finished state', async ({
  page,
  user: _user,
}) => {
  const ids = await saveLibrary(page, [
    { content: 'The map is not the territory.', source: 'Science and Sanity' },
    { content: 'Make it work, make it right, make it fast.', source: 'Kent Beck' },
    { content: 'What gets measured gets managed.', source: 'Peter Drucker' },
  ]);
  await page.goto('/');
  await expect(page.getByRole('heading', { name: 'Daily Review' })).toBeVisible();
  await expect(page.getByText('3 highlights to review today.')).toBeVisible();
  await expect(
    page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: /Review\s*3 to review/ }),
  ).toBeVisible();
  await page.getByRole('link', { name: 'Start review' }).click();

  await expect(page.getByRole('heading', { name: 'Daily Review', level: 1 })).toBeVisible();
  await expect(page.getByText('1 of 3')).toBeVisible();
  await expect(page.getByRole('button', { name: /Again · 1 day/ })).toBeVisible();
  await expect(page.getByRole('button', { name: /Good · 3 days/ })).toBeVisible();

  const firstCard = await page
    .locator('article, [class*="rounded-xl"]')
    .filter({ hasText: '.' })
    .first()
    .innerText();
  await page.keyboard.press('3');
  await expect(page.getByText('2 of 3')).toBeVisible();
  expect(await page.getByText(firstCard.split('\n')[0] ?? '').count()).toBe(0);

  await page.keyboard.press('n');
  await page.getByLabel('Note').fill('Worth a second look');
  await page.getByRole('button', { name: 'Save note' }).click();
  await expect(page.getByRole('textbox', { name: 'Note' })).toHaveCount(0);
  await expect(page.getByText('Worth a second look')).toBeVisible();
  await page.getByRole('button', { name: /Easy ·/ }).click();
  await expect(page.getByText('3 of 3')).toBeVisible();

  await page.keyboard.press('d');
  await expect(page.getByRole('heading', { name: 'You’re done for today' })).toBeVisible();
  await expect(page.getByText('You reviewed 3 highlights.')).toBeVisible();

  const today = await (await page.request.get('/api/v1/review/today', { headers: zone })).json();
  expect(today).toMatchObject({ remaining: 0, total: 3, streak: 1 });
  const ratings = [];
  for (const id of ids) {
    ratings.push((await (await page.request.get(`/api/v1/review/${id}`)).json()).lastRating);
  }
  expect(ratings.sort()).toEqual(['discard', 'easy', 'good']);
});

test('a discarded highlight can be brought back from its page', async ({ page, user: _user }) => {
  const [id] = await saveLibrary(page, [{ content: 'Discard me, then think again.', source: 'Notes' }]);
  await page.goto('/review');
  await page.getByRole('button', { name: 'Discard' }).click();
  await expect(page.getByRole('heading', { name: 'You’re done for today' })).toBeVisible();
  await page.goto(`/highlights/${id}`);
  await expect(page.getByText('Discarded from your daily review.')).toBeVisible();
  await page.getByRole('button', { name: 'Restore to review' }).click();
  await expect(page.getByText('Discarded from your daily review.')).toHaveCount(0);
});

test('a digest’s rating link rates the highlight without signing in', async ({ page, user, browser }) => {
  await saveLibrary(page, [{ content: 'Rated from the inbox.', source: 'Mailbox' }]);
  const settings = await page.request.put('/api/v1/notifications/settings', {
    data: { email: user.email, frequency: 'DAILY', enabled: true, startDate: new Date().toISOString() },
    headers: zone,
  });
  expect(settings.status(), await settings.text()).toBe(200);
  // A digest address is confirmed through the link mailed to it before anything else goes there.
  const confirmation = readableMail(await waitForMailTo(user.email, 'confirm-address'));
  const confirmLink = /(https?:\/\/\S*confirm-address\S*)/.exec(confirmation)?.[1] ?? '';
  expect(confirmLink).toBeTruthy();
  const confirmUrl = new URL(confirmLink);
  expect((await page.request.post(confirmUrl.pathname + confirmUrl.search)).status()).toBe(200);
  const sent = await page.request.post('/api/v1/notifications/test', { headers: zone });
  expect(sent.status(), await sent.text()).toBeLessThan(300);
  const plain = readableMail(await waitForMailTo(user.email, 'FROM YOUR LIBRARY'));
  const link = /Good: (https?:\/\/\S+)/.exec(plain)?.[1];
  expect(link).toBeTruthy();

  const stranger = await browser.newContext();
  const anonymous = await stranger.newPage();
  const linkPath = new URL(link ?? '').pathname + new URL(link ?? '').search;
  // Opening the link rates nothing (a mail scanner opens every link): its page asks first.
  await anonymous.goto(linkPath);
  await expect(anonymous.getByRole('heading', { name: 'Rate this highlight “Good”?' })).toBeVisible();
  await anonymous.getByRole('button', { name: 'Rate “Good”' }).click();
  await expect(anonymous.getByRole('heading', { name: 'Rated “Good”' })).toBeVisible();
  await anonymous.goto(linkPath);
  await expect(anonymous.getByRole('heading', { name: 'This link was already used' })).toBeVisible();
  await stranger.close();
});
