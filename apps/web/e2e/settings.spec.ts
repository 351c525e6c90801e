import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { readableMail, waitForMailTo } from './review-data';

const SETTINGS_API = '/api/v1/notifications/settings';

/** Waits for the auto-save a change triggers, and checks it succeeded. */
async function savedBy(page: Page, change: () => Promise<void>): Promise<void> {
  const saved = page.waitForResponse(
    (response) => response.url().endsWith(SETTINGS_API) && response.request().method() === 'PUT',
  );
  await change();
  expect((await saved).status()).toBe(200);
}

const localTime = (iso: string) =>
  new Date(iso).toLocaleTimeString('en-GB', {
    timeZone: 'America/New_York',
    hour: '2-digit',
    minute: '2-digit',
  });

test('notification settings save by themselves and are kept after a reload', async ({ page, user }) => {
  await page.goto('/settings');
  await expect(page.getByRole('heading', { level: 1, name: 'Settings' })).toBeVisible();
  const toggle = page.getByRole('switch', { name: 'Email notifications' });
  await expect(toggle).toHaveAttribute('aria-checked', 'false');
  await expect(page.getByLabel('Email', { exact: true })).toBeHidden();

  await savedBy(page, () => toggle.click());
  await expect(page.getByText('Notification settings updated').first()).toBeVisible();
  const email = page.getByLabel('Email', { exact: true });
  await expect(email).toHaveValue(user.email);
  await expect(page.getByLabel('Frequency')).toHaveText('Daily');
  await expect(page.getByLabel('Time')).toHaveValue('21:00');

  await savedBy(page, async () => {
    await email.fill('digest-reader@example.com');
    await email.press('Tab');
  });

  await email.fill('not-an-email');
  await email.press('Tab');
  await expect(page.getByText('Invalid Email')).toBeVisible();
  await expect(page.getByText('Please enter a valid email address.')).toBeVisible();
  await expect(email).toHaveValue('digest-reader@example.com');

  await savedBy(page, async () => {
    await page.getByLabel('Frequency').click();
    await page.getByRole('option', { name: 'Weekly' }).click();
  });
  await expect(page.getByText(/^Sent every \w+day at 9:00 PM\.$/)).toBeVisible();

  await savedBy(page, () => page.getByLabel('Time').fill('07:45'));

  const stored = await (await page.request.get(SETTINGS_API)).json();
  expect(stored).toMatchObject({ enabled: true, email: 'digest-reader@example.com', frequency: 'WEEKLY' });
  // Picked as 07:45 in the browser's zone (America/New_York), stored as UTC.
  expect(stored.startDate).toMatch(/Z$/);
  expect(localTime(stored.startDate)).toBe('07:45');

  await page.reload();
  await expect(page.getByRole('switch', { name: 'Email notifications' })).toHaveAttribute(
    'aria-checked',
    'true',
  );
  await expect(page.getByLabel('Email', { exact: true })).toHaveValue('digest-reader@example.com');
  await expect(page.getByLabel('Frequency')).toHaveText('Weekly');
  await expect(page.getByLabel('Time')).toHaveValue('07:45');

  await savedBy(page, () => page.getByRole('switch', { name: 'Email notifications' }).click());
  await expect(page.getByLabel('Email', { exact: true })).toBeHidden();
  await page.reload();
  await expect(page.getByRole('switch', { name: 'Email notifications' })).toHaveAttribute(
    'aria-checked',
    'false',
  );
});

test('a failed save says so and brings back the stored settings', async ({ page, user: _user }) => {
  await page.route(`**${SETTINGS_API}`, (route) =>
    route.request().method() === 'PUT'
      ? route.fulfill({ status: 500, json: { title: 'Something went wrong on our side.', status: 500 } })
      : route.fallback(),
  );
  await page.goto('/settings');
  const toggle = page.getByRole('switch', { name: 'Email notifications' });
  await toggle.click();
  await expect(
    page.getByText('Failed to update notification settings. Retaining previous settings.'),
  ).toBeVisible();
  await expect(toggle).toHaveAttribute('aria-checked', 'false');
  await expect(page.getByLabel('Email', { exact: true })).toBeHidden();
});

test('settings that cannot be loaded fall back to the defaults', async ({ page, user }) => {
  await page.route(`**${SETTINGS_API}`, (route) =>
    route.fulfill({ status: 503, json: { title: 'Unavailable', status: 503 } }),
  );
  await page.goto('/settings');
  await expect(page.getByText('Failed to load notification settings. Using default values.')).toBeVisible({
    timeout: 30_000,
  });
  await page.unroute(`**${SETTINGS_API}`);
  await savedBy(page, () => page.getByRole('switch', { name: 'Email notifications' }).click());
  await expect(page.getByLabel('Email', { exact: true })).toHaveValue(user.email);
  await expect(page.getByLabel('Time')).toHaveValue('21:00');
});

test('a test e-mail can be sent once digests are on and the address confirmed', async ({ page, user }) => {
  await page.goto('/settings');
  await savedBy(page, () => page.getByRole('switch', { name: 'Email notifications' }).click());
  await expect(page.getByText(`We sent a confirmation link to ${user.email}`)).toBeVisible();
  // Opened at 127.0.0.1 with no PUBLIC_URL, the links of its e-mails lead to localhost: the page says so.
  await expect(page.getByRole('note')).toContainText(
    /Links in these e-mails open http:\/\/localhost:\d+, not the address you are using now/,
  );
  const mail = readableMail(await waitForMailTo(user.email, 'confirm-address'));
  const link = new URL(/(https?:\/\/\S*confirm-address\S*)/.exec(mail)?.[1] ?? '');
  expect((await page.request.post(link.pathname + link.search)).status()).toBe(200);
  await page.reload();
  await page.getByRole('button', { name: 'Send test e-mail' }).click();
  await expect(page.getByText('Test e-mail on its way')).toBeVisible();
});

test('usage limits show today’s counts with progress bars', async ({ page, user: _user }) => {
  for (const content of ['First thought', 'Second thought']) {
    const response = await page.request.post('/api/v1/highlights', { data: { content } });
    expect(response.status()).toBe(201);
  }
  await page.goto('/settings');
  const highlights = page.getByRole('progressbar', { name: 'Highlights' });
  await expect(highlights).toHaveAttribute('aria-valuenow', '2');
  const max = await highlights.getAttribute('aria-valuemax');
  await expect(page.getByText(`2 / ${max}`)).toBeVisible();
  const summaries = page.getByRole('progressbar', { name: 'Summaries' });
  await expect(summaries).toHaveAttribute('aria-valuenow', '0');
});

test('usage limits that cannot be loaded show the failure toast', async ({ page, user: _user }) => {
  await page.route('**/api/v1/usage-limits/daily', (route) =>
    route.fulfill({ status: 503, json: { title: 'Unavailable', status: 503 } }),
  );
  await page.goto('/settings');
  await expect(page.getByText('Failed to load usage limits. Please try again.')).toBeVisible({
    timeout: 30_000,
  });
});

test('the account section shows who is signed in and the support links lead to their pages', async ({
  page,
  user,
}) => {
  await page.goto('/settings');
  const account = page.getByRole('region', { name: 'Account & Profile' });
  await expect(account.getByText(user.name)).toBeVisible();
  await expect(account.getByText(user.email)).toBeVisible();
  await expect(account.getByRole('button', { name: 'Sign out' })).toBeVisible();

  const support = page.getByRole('region', { name: 'App Info & Support' });
  const links: [string, string][] = [
    ['Privacy Policy', '/privacy-policy'],
    ['Terms of Service', '/terms-of-service'],
    ['Report a Bug', '/report-bug'],
    ['Provide Feedback', '/provide-feedback'],
    ['Request a Feature', '/request-feature'],
  ];
  for (const [name, href] of links) {
    await expect(support.getByRole('link', { name })).toHaveAttribute('href', href);
  }
  await support.getByRole('link', { name: 'Report a Bug' }).click();
  await expect(page).toHaveURL(/\/report-bug$/);
  await page.goBack();
  await page
    .getByRole('region', { name: 'App Info & Support' })
    .getByRole('link', { name: 'Privacy Policy' })
    .click();
  await expect(page).toHaveURL(/\/privacy-policy$/);
});
