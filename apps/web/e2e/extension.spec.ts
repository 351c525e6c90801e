import type { BrowserContext, Page } from '@playwright/test';
import { expect, test } from './extension-fixtures';
import type { E2eUser } from './fixtures';

const ARTICLE = (title: string, paragraphs: string[]) => `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>${title}</title>
<style>
  /* A page whose styles would hide or deface a notice living in the page's own DOM. */
  precis-capture, div[role="status"] { display: none; }
  button, p { color: transparent !important; font-size: 2px !important; }
</style></head>
<body><article><h1>${title}</h1>${paragraphs.map((text, index) => `<p id="p${index}">${text}</p>`).join('')}</article></body></html>`;

/** Pages of other sites, served by the test itself. */
async function serveSites(context: BrowserContext): Promise<void> {
  await context.route('http://article.test/**', (route) => {
    const path = new URL(route.request().url()).pathname;
    const body =
      path === '/second'
        ? ARTICLE('Second Thoughts', ['Nothing is lost when   it is written down.', 'A closing line.'])
        : ARTICLE('The Slow Web', [
            'Reading slowly is a skill   worth keeping.',
            'Attention, once spent, is hard to win back.',
            'A final paragraph nobody selects.',
          ]);
    return route.fulfill({ contentType: 'text/html; charset=utf-8', body });
  });
  await context.route('http://evil.test/**', (route) =>
    route.fulfill({
      contentType: 'text/html',
      body: `<!doctype html><title>Not Precis</title><p>Hello</p><script>
        setTimeout(() => window.postMessage({ type: 'TRIGGER_AUTHENTICATED_PAGE', text: 'x', title: 'x', url: location.href }, '*'), 300);
      </script>`,
    }),
  );
}

async function setAddress(openOptions: () => Promise<Page>, address: string): Promise<void> {
  const options = await openOptions();
  await expect(options.getByLabel('Precis address')).toHaveValue('http://localhost:3000');
  await options.getByLabel('Precis address').fill(`${address}/`);
  await options.getByRole('button', { name: 'Save' }).click();
  await expect(options.getByRole('status')).toHaveText(`Saved. Highlights go to ${address}.`);
  await options.close();
}

async function signInOnPage(page: Page, reader: E2eUser): Promise<void> {
  await page.getByLabel('Email').fill(reader.email);
  await page.getByLabel('Password').fill(reader.password);
  await page.getByRole('button', { name: 'Sign In' }).click();
}

test('a fake handshake from another origin gives the extension no token', async ({
  context,
  address,
  reader,
  openExtensionPage,
  extensionStorage,
}) => {
  await serveSites(context);
  await setAddress(() => openExtensionPage('options.html'), address);

  // Signed in to Precis in this browser, so a token could be had if the extension were fooled.
  const precis = await context.newPage();
  await precis.goto('/sign-in');
  await signInOnPage(precis, reader);
  await expect(precis).toHaveURL(`${address}/`);

  const evil = await context.newPage();
  await evil.goto('http://evil.test/');
  await evil.waitForTimeout(1500);
  await expect(evil.locator('precis-capture')).toHaveCount(0);
  expect(await extensionStorage('auth')).toBeUndefined();
  // The extension is present in that page all the same: its shortcut answers there.
  await evil.keyboard.press('Alt+Shift+H');
  await expect(evil.locator('precis-capture').getByText('Select some text on the page first.')).toBeVisible();

  const popup = await openExtensionPage('popup.html');
  await expect(popup.getByText('Signed out', { exact: true })).toBeVisible();
  await expect(popup.getByRole('button', { name: 'Sign in' })).toBeVisible();
});
