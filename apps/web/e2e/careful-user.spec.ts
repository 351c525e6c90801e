import { addDays, format, isSameMonth } from 'date-fns';
import { expect as baseExpect, signUpViaApi, test } from './fixtures';
import { seedHighlight, seedSummary, zone } from './seed';

// Generous waits: these flows run on a shared, busy machine.
const expect = baseExpect.configure({ timeout: 20_000 });
test.describe.configure({ timeout: 120_000 });

// What a careful user trips over: typed text lost without asking, future days offered, dead links, a toast
// per autosave, text that cannot be selected, hover-only details.

test('the new-highlight form asks before Cancel or Back throws typed text away, and not after a save', async ({
  page,
  user,
}) => {
  expect(user.email).toContain('@');
  await page.goto('/highlights');
  await page.getByRole('link', { name: 'Add highlight' }).click();
  await expect(page).toHaveURL(/\/highlights\/new$/);

  // Nothing typed: Cancel leaves at once.
  await page.getByRole('button', { name: 'Cancel' }).click();
  await expect(page).toHaveURL(/\/highlights$/);

  await page.getByRole('link', { name: 'Add highlight' }).click();
  await page.getByLabel('Content').fill('A sentence worth keeping');
  await page.getByRole('button', { name: 'Cancel' }).click();
  const dialog = page.getByRole('alertdialog', { name: 'Discard your changes?' });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toBeHidden();
  await expect(page).toHaveURL(/\/highlights\/new$/);
  await expect(page.getByLabel('Content')).toHaveValue('A sentence worth keeping');

  // The page's back arrow and a link in the sidebar ask too.
  await page.getByRole('button', { name: 'Back', exact: true }).click();
  await expect(dialog).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.getByLabel('Content')).toHaveValue('A sentence worth keeping');
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Summaries' }).click();
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'Discard' }).click();
  await expect(page).toHaveURL(/\/summaries$/);

  // Closing the tab with typed text brings up the browser's own warning.
  await page.goto('/highlights/new');
  await page.getByLabel('Content').fill('Typed, then the tab closes');
  const beforeUnload = page.waitForEvent('dialog');
  await page.close({ runBeforeUnload: true });
  const warning = await beforeUnload;
  expect(warning.type()).toBe('beforeunload');
  await warning.accept();
});

test('saving a typed highlight goes to the list without a discard question', async ({ page, user }) => {
  expect(user.email).toContain('@');
  await page.goto('/highlights/new');
  await page.getByLabel('Content').fill('Saved, not discarded');
  await page.getByRole('button', { name: 'Save Highlight' }).click();
  await expect(page).toHaveURL(/\/highlights$/);
  await expect(page.getByRole('alertdialog')).toHaveCount(0);
  await expect(page.getByText('Saved, not discarded')).toBeVisible();
});

test('the Custom Range calendar offers no future day, and the summary form has a back arrow', async ({
  page,
  user,
}) => {
  expect(user.email).toContain('@');
  await page.goto('/summaries');
  await page.getByRole('button', { name: 'Custom Range' }).click();
  const calendar = page.getByRole('dialog', { name: 'Pick a date range' });
  // The browser's day, not this process's: they differ for hours around midnight (the browser runs in New York).
  const { year, month, day } = await page.evaluate(() => {
    const now = new Date();
    return { year: now.getFullYear(), month: now.getMonth(), day: now.getDate() };
  });
  const today = new Date(year, month, day);
  const tomorrow = addDays(today, 1);
  await expect(
    calendar.getByRole('button', { name: new RegExp(`^${format(today, 'd MMMM yyyy')}, `) }),
  ).toBeEnabled();
  if (isSameMonth(today, tomorrow)) {
    await expect(
      calendar.getByRole('button', { name: new RegExp(`^${format(tomorrow, 'd MMMM yyyy')}, `) }),
    ).toBeDisabled();
  }
  await expect(calendar.getByRole('button', { name: /next month/i })).toBeDisabled();
  await page.keyboard.press('Escape');

  await page.getByRole('link', { name: 'Request a summary' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Summary Request Form' })).toBeVisible();
  await page.getByRole('button', { name: 'Back', exact: true }).click();
  await expect(page).toHaveURL(/\/summaries$/);
});

test('card text can be selected without opening it; a click opens it; "+N" shows the rest by click', async ({
  page,
  user,
}) => {
  expect(user.email).toContain('@');
  await seedHighlight(page, {
    content: 'Select these words to copy them',
    source: 'Selectable',
    categories: ['DEVELOPMENT_CODING', 'DATA_AI', 'HABITS_ROUTINES', 'TAXES', 'FEEDBACK'],
  });
  await page.goto('/highlights');
  const card = page.getByRole('article', { name: 'Selectable' });
  const text = card.getByText('Select these words to copy them');
  await text.dblclick();
  expect(await page.evaluate(() => window.getSelection()?.toString().trim())).not.toBe('');
  await page.waitForTimeout(300);
  await expect(page).toHaveURL(/\/highlights$/);

  // The built-in engine may add a code of its own after the five given: only the given ones are pinned.
  const more = card.getByRole('button', { name: /^Show \d+ more: Taxes, Feedback\b/ });
  await more.focus();
  await page.keyboard.press('Enter');
  await expect(card.getByText('Taxes', { exact: true })).toBeVisible();
  await expect(card.getByText('Feedback', { exact: true })).toBeVisible();
  await expect(page).toHaveURL(/\/highlights$/);

  await page.evaluate(() => window.getSelection()?.removeAllRanges());
  await card.getByText('Selectable').click();
  await expect(page).toHaveURL(/\/highlights\/[^/]+$/);
});

test('a summary links no deleted highlight, and its range uses one dash style', async ({ page, user }) => {
  expect(user.email).toContain('@');
  const kept = await seedHighlight(page, { content: 'TODO: renew the passport before March' });
  const gone = await seedHighlight(page, { content: 'TODO: call the plumber about the leak' });
  const summary = await seedSummary(page, 'TASKS');
  const deleted = await page.request.delete(`/api/v1/highlights/${gone.id}`, { headers: zone });
  expect(deleted.status()).toBe(204);

  await page.goto(`/summaries/${summary.id}`);
  await expect(page.getByRole('heading', { level: 2, name: 'Linked Highlights (2)' })).toBeVisible();
  await expect(page.getByText('(this highlight was deleted)')).toHaveCount(1);
  await expect(page.locator(`main a[href="/highlights/${gone.id}"]`)).toHaveCount(0);
  await expect(page.locator(`main a[href="/highlights/${kept.id}"]`)).toHaveCount(2);
  await expect(page.getByText(/\d{4} – \w{3} \d/)).toBeVisible();
  await expect(page.getByText(/\d{4} - \w{3} \d/)).toHaveCount(0);
});

test('settings autosave says "updated" once, in place, with no toast', async ({ page, user }) => {
  expect(user.email).toContain('@');
  await page.goto('/settings');
  const toggle = page.getByRole('switch', { name: 'Email notifications' });
  await toggle.click();
  await expect(page.getByRole('status').filter({ hasText: 'Notification settings updated' })).toBeVisible();
  await page.getByLabel('Frequency').click();
  await page.getByRole('option', { name: 'Weekly' }).click();
  await expect(page.getByText(/^Sent every /)).toBeVisible();
  await expect(page.getByText('Notification settings updated')).toHaveCount(1);
  await expect(page.locator('[data-sonner-toast]')).toHaveCount(0);
});

test('a brand-new account sees "No Highlights Yet" on Home, and "Other" is not red before typing', async ({
  page,
  user,
}) => {
  expect(user.email).toContain('@');
  await page.goto('/');
  await expect(page.getByRole('heading', { name: 'No Highlights Yet' })).toBeVisible();

  await page.goto('/request-feature');
  await page.getByRole('button', { name: 'Submit Request' }).click();
  await page.getByRole('radio', { name: /^Other/ }).click();
  const idea = page.getByLabel('Describe your feature idea');
  await expect(idea).toBeVisible();
  await expect(idea).not.toHaveAttribute('aria-invalid', 'true');
  await page.getByRole('button', { name: 'Submit Request' }).click();
  await expect(idea).toHaveAttribute('aria-invalid', 'true');
});

test('no console error on a first /settings visit, after deleting a summary, or after signing out', async ({
  page,
}) => {
  const errors: string[] = [];
  page.on('console', (message) => {
    // The API answers 404 while no notification settings are stored (the specification's contract, and the
    // page then shows the defaults); Chromium logs every 4xx answer, so that one is expected.
    if (message.location().url.endsWith('/api/v1/notifications/settings')) return;
    if (message.type() === 'error') errors.push(`${message.text()} ${message.location().url}`);
  });
  page.on('pageerror', (error) => errors.push(error.message));
  await signUpViaApi(page);
  await seedHighlight(page, { content: 'Something to summarise' });
  const summary = await seedSummary(page);

  await page.goto('/settings');
  // The first page of a fresh browser loads every chunk: on a busy machine that can take long.
  await expect(page.getByRole('heading', { level: 1, name: 'Settings' })).toBeVisible({ timeout: 60_000 });
  await expect(page.getByRole('switch', { name: 'Email notifications' })).toBeVisible();

  await page.goto(`/summaries/${summary.id}`);
  await page.getByRole('button', { name: 'More options' }).click();
  await page.getByRole('menuitem', { name: 'Delete' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Delete' }).click();
  await expect(page).toHaveURL(/\/summaries$/);

  await page.getByRole('button', { name: 'Account' }).click();
  await page.getByRole('menuitem', { name: 'Sign out' }).click();
  await expect(page).toHaveURL(/\/sign-in$/);
  await page.waitForTimeout(500);
  expect(errors).toEqual([]);
});

test('the shell does not shift while the session loads', async ({ page, user }) => {
  expect(user.email).toContain('@');
  await page.addInitScript(() => {
    const shifts: number[] = [];
    Object.assign(window, { __shifts: shifts });
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) shifts.push((entry as unknown as { value: number }).value);
    }).observe({ type: 'layout-shift', buffered: true });
  });
  await page.goto('/summaries');
  await expect(page.getByRole('heading', { level: 1, name: 'Summaries' })).toBeVisible();
  await page.waitForTimeout(500);
  const shifts = await page.evaluate(() => (window as unknown as { __shifts: number[] }).__shifts);
  expect(shifts.reduce((sum, value) => sum + value, 0)).toBeLessThan(0.05);
});

test.describe('on a touch screen', () => {
  test.use({ hasTouch: true, isMobile: true, viewport: { width: 360, height: 740 } });

  test('the content hint does not offer Ctrl+Enter', async ({ page, user }) => {
    expect(user.email).toContain('@');
    await page.goto('/highlights/new');
    await expect(page.getByLabel('Content')).toHaveAccessibleDescription('Markdown is supported.');
  });
});
