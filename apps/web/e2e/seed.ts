import { expect, type Page } from '@playwright/test';

export const zone = { 'X-Timezone': 'America/New_York' };

export async function seedHighlight(
  page: Page,
  data: { content: string; source?: string; comment?: string; categories?: string[]; tags?: string[] },
): Promise<{ id: string }> {
  const response = await page.request.post('/api/v1/highlights', { data, headers: zone });
  expect(response.status(), await response.text()).toBe(201);
  return (await response.json()) as { id: string };
}

/** Requests a summary of the last day through the API and waits until the server has settled it. */
export async function seedSummary(page: Page, summarizationType?: string): Promise<{ id: string }> {
  const now = Date.now();
  const response = await page.request.post('/api/v1/summaries', {
    headers: zone,
    data: {
      dateInterval: {
        startDate: new Date(now - 86_400_000).toISOString(),
        endDate: new Date(now + 60_000).toISOString(),
      },
      summarizationType,
    },
  });
  expect(response.status(), await response.text()).toBe(201);
  const { id } = (await response.json()) as { id: string };
  await expect
    .poll(async () => {
      const summary = await (await page.request.get(`/api/v1/summaries/${id}`, { headers: zone })).json();
      return (summary as { status: string }).status;
    })
    .toMatch(/READY|FAILED/);
  return { id };
}

/** The page's width as laid out: more than the viewport means it scrolls sideways. */
export const scrollWidth = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth);
