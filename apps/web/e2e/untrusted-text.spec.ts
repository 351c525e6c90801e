import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';

// Every payload sets window.__pwned and opens a dialog if it ever runs.
const RUN = 'window.__pwned=1;alert(1)';
const HOSTILE = [
  `<script>${RUN}</script>`,
  `[a Markdown link](javascript:${RUN})`,
  `[a shouting link](  JaVaScRiPt:${RUN})`,
  `[an entity link](java&#x09;script:${RUN})`,
  `[a reference link][evil]\n\n[evil]: javascript:${RUN}`,
  `<javascript:${RUN}>`,
  `![an image](javascript:${RUN})`,
  `<img src=x onerror="${RUN}">`,
  `<svg onload="${RUN}"><script>${RUN}</script></svg>`,
  `<a href="javascript:${RUN}">a raw link</a>`,
  '[a data link](data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==)',
  `<a href="data:text/html,<script>${RUN}</script>">a raw data link</a>`,
  `<iframe src="javascript:${RUN}"></iframe><object data="javascript:${RUN}"></object>`,
  `<details open ontoggle="${RUN}"><summary>x</summary></details>`,
  `<math><mtext><table><mglyph><style><img src=x onerror="${RUN}"></style></mglyph></table></mtext></math>`,
];
// Labels are at most 64 characters.
const HOSTILE_LABELS = [`<img src=x onerror="${RUN}">`, `<svg onload="${RUN}">`, `javascript:${RUN}`];
const zone = { 'x-timezone': 'America/New_York' };

/** Watches a page for any sign that injected text ran: dialogs and CSP violations. */
function watch(page: Page): string[] {
  const incidents: string[] = [];
  page.on('dialog', async (dialog) => {
    incidents.push(`dialog: ${dialog.message()}`);
    await dialog.dismiss();
  });
  page.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) incidents.push(`csp: ${message.text()}`);
  });
  return incidents;
}

/** What the DOM holds that could run code: injected scripts, handler attributes, script URLs, frames. */
async function activeContent(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const found: string[] = [];
    const scriptUrl = (value: string) =>
      // biome-ignore lint/suspicious/noControlCharactersInRegex: browsers ignore these inside a scheme
      /^(javascript|data|vbscript):/i.test(value.replace(/[\u0000-\u0020\u007f]/g, ''));
    if ('__pwned' in window) found.push('window.__pwned is set');
    for (const element of Array.from(document.querySelectorAll('*'))) {
      const tag = element.tagName.toLowerCase();
      if (tag === 'script' && (element.textContent?.includes('__pwned') || !element.getAttribute('src'))) {
        found.push(`script: ${element.outerHTML.slice(0, 120)}`);
      }
      if (['iframe', 'object', 'embed', 'math', 'foreignobject'].includes(tag)) found.push(`<${tag}>`);
      for (const attribute of Array.from(element.attributes)) {
        const name = attribute.name.toLowerCase();
        if (name.startsWith('on')) found.push(`${tag}[${name}]`);
        if (['href', 'src', 'xlink:href', 'action', 'formaction', 'data'].includes(name)) {
          if (scriptUrl(attribute.value)) found.push(`${tag}[${name}=${attribute.value.slice(0, 60)}]`);
        }
      }
    }
    return found;
  });
}

async function expectInert(page: Page, incidents: string[], where: string) {
  // Give anything that would run (image errors, SVG loads, toggles) the chance to.
  await page.waitForTimeout(300);
  expect(await activeContent(page), where).toEqual([]);
  expect(incidents, where).toEqual([]);
}

async function saveHighlight(page: Page, data: Record<string, unknown>): Promise<string> {
  const response = await page.request.post('/api/v1/highlights', { data, headers: zone });
  expect(response.status(), await response.text()).toBe(201);
  return ((await response.json()) as { id: string }).id;
}

test('hostile highlight text, comments, labels and AI output render inert on every page', async ({
  page,
  user: _user,
}) => {
  test.setTimeout(180_000);
  const incidents = watch(page);
  const ids: string[] = [];
  for (const [index, content] of HOSTILE.entries()) {
    ids.push(
      await saveHighlight(page, {
        content: `Budget review ${index}: ${content}`,
        source: HOSTILE[(index + 1) % HOSTILE.length]?.slice(0, 2048),
        comment: HOSTILE.join('\n\n'),
        categories: HOSTILE_LABELS,
        tags: HOSTILE_LABELS,
      }),
    );
  }

  await test.step('the highlight list', async () => {
    await page.goto('/highlights');
    await expect(page.getByText(/Budget review 0/)).toBeVisible();
    await expect(page.getByText(`Budget review 0: <script>${RUN}</script>`)).toBeVisible();
    await expectInert(page, incidents, '/highlights');
  });

  await test.step('the home page', async () => {
    await page.goto('/');
    // Home shows the newest few of today: the last one saved is among them.
    await expect(page.getByText(new RegExp(`Budget review ${HOSTILE.length - 1}`))).toBeVisible();
    await expectInert(page, incidents, '/');
  });

  await test.step('every details page', async () => {
    for (const [index, id] of ids.entries()) {
      await page.goto(`/highlights/${id}`);
      await expect(page.getByText(`Budget review ${index}:`, { exact: false }).first()).toBeVisible();
      await expectInert(page, incidents, `/highlights/${id} (${HOSTILE[index]})`);
    }
    // Raw HTML shows as the text it is; a Markdown link to a script URL keeps its text and loses its target.
    await page.goto(`/highlights/${ids[7]}`);
    await expect(page.getByText(`<img src=x onerror="${RUN}">`).first()).toBeVisible();
    await page.goto(`/highlights/${ids[1]}`);
    await expect(page.getByText('a Markdown link', { exact: true })).toBeVisible();
    await expect(page.getByRole('link', { name: 'a Markdown link' })).toHaveCount(0);
  });

  await test.step('a summary generated from them, in the list and on its page', async () => {
    const now = Date.now();
    const response = await page.request.post('/api/v1/summaries', {
      headers: zone,
      data: {
        dateInterval: {
          startDate: new Date(now - 60 * 60_000).toISOString(),
          endDate: new Date(now + 60_000).toISOString(),
        },
      },
    });
    expect(response.status(), await response.text()).toBe(201);
    const { id } = (await response.json()) as { id: string };
    await expect
      .poll(
        async () => {
          const summary = await page.request.get(`/api/v1/summaries/${id}`, { headers: zone });
          return ((await summary.json()) as { status: string }).status;
        },
        { timeout: 30_000 },
      )
      .toBe('READY');

    await page.goto('/summaries');
    await expect(page.getByRole('list', { name: 'Summaries' }).getByRole('article')).toHaveCount(1);
    await expectInert(page, incidents, '/summaries');

    await page.goto(`/summaries/${id}`);
    await expect(page.getByRole('heading', { level: 1 })).not.toBeEmpty();
    await expect(page.getByText(/Budget review/).first()).toBeVisible();
    await expectInert(page, incidents, `/summaries/${id}`);
  });
});

test('the inertness check notices markup that would run', async ({ page }) => {
  const incidents = watch(page);
  await page.setContent(
    `<p>plain</p><a href=" javascript:void(0)">x</a><img src="x" onerror="${RUN}"><div onclick="x()"></div>`,
  );
  await expect.poll(() => incidents.length).toBeGreaterThan(0);
  expect(await activeContent(page)).toEqual([
    'window.__pwned is set',
    'a[href= javascript:void(0)]',
    'img[onerror]',
    'div[onclick]',
  ]);
});
