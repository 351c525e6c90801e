import { expect, newUser, test } from './fixtures';

test.setTimeout(120_000);

test('signs up at 127.0.0.1 without PUBLIC_URL, creates a token in Settings, uses it from Node, revokes it', async ({
  page,
  context,
  baseURL,
}) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  const user = newUser();
  await page.goto('/sign-up');
  await page.getByLabel('Name').fill(user.name);
  await page.getByLabel('Email').fill(user.email);
  await page.getByLabel('Password').fill(user.password);
  await page.getByRole('button', { name: 'Create Account' }).click();
  await expect(page).toHaveURL(/\/$/);

  await page.goto('/settings');
  const section = page.getByRole('region', { name: 'API tokens' });
  await expect(section.getByText('No API tokens yet.')).toBeVisible();
  await section.getByLabel('Token name').fill('Reading script');
  await section.getByLabel('Expires after').selectOption('30 days');
  await section.getByRole('button', { name: 'Create token' }).click();
  await expect(section.getByText('You will not be able to see it again.')).toBeVisible();
  const token = await section.getByTestId('new-api-token').inputValue();
  expect(token).toMatch(/^prc_[A-Za-z0-9_-]{43}$/);
  await section.getByRole('button', { name: 'Copy' }).click();
  await expect(section.getByRole('button', { name: 'Copied' })).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(token);

  // From Node, as a script would.
  const saved = await fetch(`${baseURL}/api/v1/highlights`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: JSON.stringify({ content: 'Saved from a Node script' }),
  });
  expect(saved.status).toBe(201);

  await section.getByRole('button', { name: 'Done' }).click();
  await expect(section.getByTestId('new-api-token')).toBeHidden();
  await page.reload();
  const row = section.getByTestId('api-token-row');
  await expect(row).toContainText('Reading script');
  await expect(row).toContainText('Last used');
  await expect(row).not.toContainText(token);

  const sessions = page.getByRole('region', { name: 'Sessions' });
  await expect(sessions.getByText('This device')).toBeVisible();

  await row.getByRole('button', { name: 'Revoke' }).click();
  const dialog = page.getByRole('alertdialog');
  await expect(dialog).toContainText('Revoke “Reading script”?');
  await dialog.getByRole('button', { name: 'Revoke' }).click();
  await expect(section.getByText('No API tokens yet.')).toBeVisible();

  const refused = await fetch(`${baseURL}/api/v1/highlights`, {
    method: 'POST',
    headers: { authorization: `Token ${token}`, 'content-type': 'application/json' },
    body: JSON.stringify({ content: 'After revocation' }),
  });
  expect(refused.status).toBe(401);

  await page.goto('/highlights');
  await expect(page.getByText('Saved from a Node script')).toBeVisible();
});
