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
        setInterval(() => window.postMessage({ type: 'TRIGGER_AUTHENTICATED_PAGE', text: 'x', title: 'x', url: location.href }, '*'), 200);
      </script>`,
    }),
  );
}

/** Selects paragraphs `from`..`to` of the page, as a person dragging across them would. */
async function selectParagraphs(page: Page, from: number, to: number): Promise<void> {
  await page.evaluate(
    ([first, last]) => {
      const start = document.getElementById(`p${first}`)?.firstChild;
      const end = document.getElementById(`p${last}`)?.firstChild;
      if (!start || !end) throw new Error('no such paragraph');
      const range = document.createRange();
      range.setStart(start, 0);
      range.setEnd(end, end.textContent?.length ?? 0);
      const selection = window.getSelection();
      selection?.removeAllRanges();
      selection?.addRange(range);
    },
    [from, to],
  );
}

/** Waits until the extension listens in the page: its shortcut, with nothing selected, asks for a selection. */
async function waitForExtension(page: Page): Promise<void> {
  await expect(async () => {
    await page.keyboard.press('Alt+Shift+H');
    await expect(page.locator('precis-capture').getByText('Select some text on the page first.')).toBeVisible(
      {
        timeout: 500,
      },
    );
  }).toPass();
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
  // The extension is present in that page all the same: its shortcut answers there.
  await waitForExtension(evil);
  await evil.waitForTimeout(1500);
  await expect(evil.locator('precis-capture').getByText('signed in')).toHaveCount(0);
  expect(await extensionStorage('auth')).toBeUndefined();

  const popup = await openExtensionPage('popup.html');
  await expect(popup.getByText('Signed out', { exact: true })).toBeVisible();
  await expect(popup.getByRole('button', { name: 'Sign in' })).toBeVisible();
});

interface FoundHighlight {
  id: string;
  content: string;
  source: string | null;
  sourceUrl: string | null;
  url: string | null;
}

async function findHighlight(
  context: BrowserContext,
  address: string,
  term: string,
): Promise<FoundHighlight[]> {
  const response = await context.request.get(`${address}/api/v1/highlights`, {
    params: { searchTerm: term },
  });
  expect(response.status()).toBe(200);
  return response.json();
}

test('signs in through the handshake, saves with the shortcut and the popup, and signs out', async ({
  context,
  address,
  reader,
  openExtensionPage,
  openPopupOver,
  extensionStorage,
}) => {
  test.setTimeout(120_000);
  await serveSites(context);
  await setAddress(() => openExtensionPage('options.html'), address);

  // Sign in: the popup opens Precis's sign-in page, which returns to /auth-completed for the handshake.
  const popup = await openExtensionPage('popup.html');
  await expect(popup.getByText('Signed out', { exact: true })).toBeVisible();
  const signInPage = context.waitForEvent('page');
  await popup.getByRole('button', { name: 'Sign in' }).click();
  const precis = await signInPage;
  await expect(precis).toHaveURL(`${address}/sign-in?redirect=%2Fauth-completed`);
  await signInOnPage(precis, reader);
  await expect(precis.getByRole('heading', { name: 'Sign In Successful!' })).toBeVisible();
  await expect(
    precis.locator('precis-capture').getByText(`The Precis extension is signed in as ${reader.email}.`),
  ).toBeVisible();
  const tokens = await (await context.request.get(`${address}/api/v1/api-tokens`)).json();
  expect(tokens).toEqual([
    expect.objectContaining({ scope: 'write', name: 'Browser extension: Chromium on Linux' }),
  ]);

  // The in-page shortcut, on another site, over two paragraphs.
  const article = await context.newPage();
  await article.goto('http://article.test/slow-web');
  await waitForExtension(article);
  await selectParagraphs(article, 0, 1);
  await article.keyboard.press('Alt+Shift+H');
  const notice = article.locator('precis-capture');
  await expect(notice.getByText('Saved to Precis')).toBeVisible();
  await expect(notice.getByRole('button', { name: 'Undo' })).toBeVisible();
  await expect(notice.getByRole('button', { name: 'Add a note' })).toBeVisible();

  const [saved] = await findHighlight(context, address, 'skill worth keeping');
  expect(saved).toMatchObject({
    content: 'Reading slowly is a skill worth keeping.\n\nAttention, once spent, is hard to win back.',
    source: 'The Slow Web',
    sourceUrl: 'http://article.test/slow-web',
  });
  expect(saved?.url).toMatch(/^http:\/\/article\.test\/slow-web#:~:text=/);
  // The link finds the passage: opened, the browser marks the text it names.
  const url = new URL(saved?.url ?? '');
  const directive = decodeURIComponent(url.hash.slice(url.hash.indexOf('text=') + 5));
  expect(directive).toContain('Reading slowly');

  // A note, through the notice.
  await notice.getByRole('button', { name: 'Add a note' }).click();
  await notice.getByLabel('Note').fill('Slow is smooth.');
  await notice.getByRole('button', { name: 'Save note' }).click();
  await expect(notice.getByText('Note added.')).toBeVisible();
  // The same highlight, changed in place: one copy, its id kept.
  const noted = await findHighlight(context, address, 'skill worth keeping');
  expect(noted).toEqual([
    expect.objectContaining({ id: saved?.id, comment: 'Slow is smooth.', source: 'The Slow Web' }),
  ]);

  // The popup's "Save selection", over the page it was opened on.
  const second = await context.newPage();
  await second.goto('http://article.test/second');
  await waitForExtension(second);
  await selectParagraphs(second, 0, 0);
  const realPopup = await openPopupOver(second);
  await expect.poll(() => realPopup.text()).toContain(`Signed in as ${reader.email}`);
  await realPopup.clickButton('Save selection');
  await expect.poll(() => realPopup.text()).toContain('Saved to Precis.');
  await expect(second.locator('precis-capture').getByText('Saved to Precis')).toBeVisible();
  const [fromPopup] = await findHighlight(context, address, 'Nothing is lost');
  expect(fromPopup).toMatchObject({
    content: 'Nothing is lost when it is written down.',
    source: 'Second Thoughts',
    sourceUrl: 'http://article.test/second',
  });
  expect(fromPopup?.url).toMatch(/^http:\/\/article\.test\/second#:~:text=nothing%20is%20lost/i);
  // The popup lists what was saved from this browser, newest first.
  await expect
    .poll(() => realPopup.text())
    .toMatch(/Recently saved\s+Nothing is lost when it is written down\./i);
  expect(await realPopup.text()).toContain('Reading slowly is a skill worth keeping.');

  // Undo takes the highlight back off the server.
  await second.locator('precis-capture').getByRole('button', { name: 'Undo' }).click();
  await expect(second.locator('precis-capture').getByText('Removed from Precis.')).toBeVisible();
  expect(await findHighlight(context, address, 'Nothing is lost')).toEqual([]);

  // Sign out revokes the token.
  const auth = (await extensionStorage('auth')) as { token: string };
  const signedOut = await openExtensionPage('popup.html');
  await signedOut.getByRole('button', { name: 'Sign out' }).click();
  await expect(signedOut.getByText('Signed out', { exact: true })).toBeVisible();
  // The popup shows "Signed out" as soon as the token is forgotten here; its revocation on the server follows.
  await expect
    .poll(async () =>
      (
        await context.request.get(`${address}/api/v1/usage-limits/daily`, {
          headers: { authorization: `Bearer ${auth.token}` },
        })
      ).status(),
    )
    .toBe(401);
  expect(await (await context.request.get(`${address}/api/v1/api-tokens`)).json()).toEqual([]);
});

test('a token revoked in Settings signs the extension out, and what is captured meanwhile waits and is sent', async ({
  context,
  address,
  reader,
  otherReader,
  openExtensionPage,
  extensionStorage,
}) => {
  test.setTimeout(180_000);
  await serveSites(context);
  await setAddress(() => openExtensionPage('options.html'), address);
  const precis = await context.newPage();
  await precis.goto('/sign-in?redirect=%2Fauth-completed');
  await signInOnPage(precis, reader);
  await expect(precis.locator('precis-capture').getByText(/signed in as/)).toBeVisible();

  // Revoked from Settings (the session's own call).
  const [token] = await (await context.request.get(`${address}/api/v1/api-tokens`)).json();
  expect((await context.request.delete(`${address}/api/v1/api-tokens/${token.id}`)).status()).toBe(204);
  const popup = await openExtensionPage('popup.html');
  await expect(popup.getByText('Signed out', { exact: true })).toBeVisible();
  expect(await extensionStorage('auth')).toBeUndefined();

  // Captured while signed out: kept, shown in the popup, nothing lost.
  const article = await context.newPage();
  await article.goto('http://article.test/slow-web');
  await waitForExtension(article);
  await selectParagraphs(article, 2, 2);
  await article.keyboard.press('Alt+Shift+H');
  await expect(
    article.locator('precis-capture').getByText('Kept in the browser: it will be sent to Precis'),
  ).toBeVisible();
  await popup.reload();
  await expect(popup.getByText('Waiting to be sent (1)')).toBeVisible();
  await expect(popup.getByText('A final paragraph nobody selects.')).toBeVisible();
  expect(await findHighlight(context, address, 'nobody selects')).toEqual([]);

  // Signing in again sends the queue.
  await precis.goto('/auth-completed');
  await expect(precis.locator('precis-capture').getByText(/signed in as/)).toBeVisible();
  await expect
    .poll(async () => (await findHighlight(context, address, 'nobody selects')).map((found) => found.content))
    .toEqual(['A final paragraph nobody selects.']);
  await expect(popup.getByText(/Waiting to be sent/)).toHaveCount(0);
  await expect(popup.getByText(`Signed in as ${reader.email}`)).toBeVisible();

  // A capture the server refuses (the token revoked again) waits for the account it was made with...
  const [again] = await (await context.request.get(`${address}/api/v1/api-tokens`)).json();
  expect((await context.request.delete(`${address}/api/v1/api-tokens/${again.id}`)).status()).toBe(204);
  await selectParagraphs(article, 1, 1);
  await article.keyboard.press('Alt+Shift+H');
  await expect
    .poll(() => extensionStorage('queue'))
    .toEqual([expect.objectContaining({ owner: { address, email: reader.email } })]);

  // ...not for the next person to sign in on this browser, who is told one waits but not what it says.
  await context.clearCookies();
  await precis.goto('/sign-in?redirect=%2Fauth-completed');
  await signInOnPage(precis, otherReader);
  await expect(precis.locator('precis-capture').getByText(`signed in as ${otherReader.email}`)).toBeVisible();
  await popup.reload();
  await expect(popup.getByText(`Signed in as ${otherReader.email}`)).toBeVisible();
  const waitsForAnother = '1 highlight saved by another account waits for it to sign in here.';
  await expect(popup.getByText(waitsForAnother)).toBeVisible();
  await expect(popup.getByText(/once spent/)).toHaveCount(0);
  await expect(popup.getByText(/Waiting to be sent/)).toHaveCount(0);
  // The sign-in sent the queue at once; give it time to have sent what it (wrongly) would.
  await popup.waitForTimeout(1000);
  expect(await findHighlight(context, address, 'once spent')).toEqual([]);
  await popup.getByRole('button', { name: 'Sign out' }).click();
  await expect(
    popup.getByText('1 highlight saved by an account waits for it to sign in here.'),
  ).toBeVisible();

  // Its owner signs in again: it is sent to them.
  await context.clearCookies();
  await precis.goto('/sign-in?redirect=%2Fauth-completed');
  await signInOnPage(precis, reader);
  await expect(precis.locator('precis-capture').getByText(`signed in as ${reader.email}`)).toBeVisible();
  await expect
    .poll(async () => (await findHighlight(context, address, 'once spent')).map((found) => found.content))
    .toEqual(['Attention, once spent, is hard to win back.']);
  await expect(popup.getByText(/saved by (another|an) account/)).toHaveCount(0);
});
