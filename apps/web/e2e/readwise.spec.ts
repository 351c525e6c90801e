import { expect, signUpViaApi, test } from './fixtures';

const SECTION = 'Use Precis with apps that sync to Readwise';

test('a reader app set up from Settings sends a highlight, and an export tool reads it back', async ({
  page,
  playwright,
}) => {
  // Settings, a token, a sync, the highlights page and an export: a long flow.
  test.slow();
  await signUpViaApi(page);
  await page.goto('/settings');
  const section = page.getByRole('region', { name: SECTION });
  await expect(section).toBeVisible({ timeout: 30_000 });
  const baseUrl = (await section.locator('code').nth(0).textContent()) ?? '';
  const highlightsUrl = (await section.locator('code').nth(1).textContent()) ?? '';
  expect(highlightsUrl).toBe(`${baseUrl}/highlights/`);

  // The token the app asks for, made in Settings as a person would.
  const tokens = page.getByRole('region', { name: 'API tokens' });
  await tokens.getByLabel('Token name').fill('Moon+ Reader');
  await tokens.getByRole('button', { name: 'Create token' }).click();
  const token = await tokens.getByTestId('new-api-token').inputValue();
  expect(token).not.toBe('');

  // The reading app: no cookie, no Origin, Readwise's Token header, one highlight per request.
  const reader = await playwright.request.newContext();
  const headers = { Authorization: `Token ${token}` };
  expect((await reader.get(`${baseUrl}/auth/`, { headers })).status()).toBe(204);
  const text = 'A sentence worth keeping, sent by the reading app';
  const highlight = {
    text,
    title: 'The Reading App Book',
    author: 'Ann Author',
    chapter: 'Chapter One',
    note: 'Remember this .favourite',
    location: 42,
    location_type: 'page',
  };
  const sent = await reader.post(highlightsUrl, { headers, data: { highlights: [highlight] } });
  expect(sent.status(), await sent.text()).toBe(200);
  const [book] = (await sent.json()) as { title: string; modified_highlights: number[] }[];
  expect(book?.title).toBe('The Reading App Book');

  await page.goto('/highlights');
  await expect(page.getByText(text)).toBeVisible({ timeout: 30_000 });

  const exported = await reader.get(`${baseUrl}/export?page_size=1000&includeDeleted=true`, {
    headers: { ...headers, 'Content-Type': 'application/json' },
  });
  expect(exported.status()).toBe(200);
  const body = (await exported.json()) as {
    nextPageCursor: unknown;
    results: {
      title: string;
      highlights: { text: string; note: string; location: number; tags: { name: string }[] }[];
    }[];
  };
  expect(body.nextPageCursor).toBeNull();
  const exportedHighlight = body.results.find((entry) => entry.title === 'The Reading App Book')
    ?.highlights[0];
  expect(exportedHighlight).toMatchObject({ text, note: 'Remember this', location: 42 });
  expect(exportedHighlight?.tags.map((tag) => tag.name)).toEqual(['favourite']);
  await reader.dispose();
});
