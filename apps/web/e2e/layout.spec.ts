import { expect, test } from './fixtures';
import { scrollWidth, seedHighlight, seedSummary } from './seed';

const longUrl = `https://example.com/${'a1b2c3d4e5'.repeat(198)}`;

test('a 2,000-character URL wraps inside its card at 360 px and on the summary page at 1280 px', async ({
  page,
  user: _user,
}) => {
  expect(longUrl.length).toBeGreaterThanOrEqual(2000);
  await seedHighlight(page, { content: `Read this later: ${longUrl}`, source: `Source ${longUrl}` });
  const summary = await seedSummary(page);

  await page.setViewportSize({ width: 360, height: 800 });
  for (const path of ['/', '/highlights', '/summaries', `/summaries/${summary.id}`]) {
    await page.goto(path);
    await expect(page.locator('main').getByText('example.com').first()).toBeVisible();
    expect(await scrollWidth(page), path).toBe(360);
  }
  await page.goto('/highlights');
  const card = page.getByRole('list', { name: 'Highlights' }).getByRole('article').first();
  await expect(card.getByRole('button', { name: 'More options' })).toBeInViewport();
  const details = card.getByRole('link', { name: 'View details' });
  await details.scrollIntoViewIfNeeded();
  const box = await details.boundingBox();
  expect(box && box.x + box.width).toBeLessThanOrEqual(360);

  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto(`/summaries/${summary.id}`);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  expect(await scrollWidth(page)).toBe(1280);
});
