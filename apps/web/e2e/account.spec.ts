import { request as apiRequest } from '@playwright/test';
import { expect, test } from './fixtures';

// Generous: two sign-ins and a password hash each way are slow on a loaded machine.
test.setTimeout(180_000);

const NEW_PASSWORD = 'violet staple lantern';

/** Signs in from another "device": a separate request context with its own session cookie. */
async function otherDevice(baseURL: string, email: string, password: string) {
  const device = await apiRequest.newContext({ baseURL });
  const signIn = await device.post('/api/auth/sign-in/email', { data: { email, password } });
  expect(signIn.status()).toBe(200);
  return device;
}

test('changing the password needs the current one and signs the other devices out', async ({
  page,
  user,
  baseURL,
}) => {
  const device = await otherDevice(baseURL ?? '', user.email, user.password);
  await page.goto('/settings');
  const form = page.getByRole('form', { name: 'Change password' });
  await form.getByLabel('Current password').fill('not my password');
  await form.getByLabel('New password', { exact: true }).fill(NEW_PASSWORD);
  await form.getByLabel('Repeat the new password').fill(NEW_PASSWORD);
  await form.getByRole('button', { name: 'Change password' }).click();
  await expect(form.getByText('That password is not correct.')).toBeVisible();

  await form.getByLabel('Current password').fill(user.password);
  await form.getByLabel('New password', { exact: true }).fill('password');
  await form.getByLabel('Repeat the new password').fill('password');
  await form.getByRole('button', { name: 'Change password' }).click();
  await expect(form.getByText('one of the most common', { exact: false })).toBeVisible();

  await form.getByLabel('New password', { exact: true }).fill(NEW_PASSWORD);
  await form.getByLabel('Repeat the new password').fill(NEW_PASSWORD);
  await form.getByRole('button', { name: 'Change password' }).click();
  await expect(page.getByText('Password changed').first()).toBeVisible();
  await expect(form.getByLabel('Current password')).toHaveValue('');

  expect((await device.get('/api/v1/sessions')).status()).toBe(401);
  // This device stays signed in.
  expect((await page.request.get('/api/v1/sessions')).status()).toBe(200);
  const again = await apiRequest.newContext({ baseURL });
  expect(
    (
      await again.post('/api/auth/sign-in/email', { data: { email: user.email, password: user.password } })
    ).status(),
  ).toBe(401);
  expect(
    (
      await again.post('/api/auth/sign-in/email', { data: { email: user.email, password: NEW_PASSWORD } })
    ).status(),
  ).toBe(200);
  await device.dispose();
  await again.dispose();
});

test('deleting the account asks for the password, then signs out and the account is gone', async ({
  page,
  user,
  baseURL,
}) => {
  await page.request.post('/api/v1/highlights', {
    data: { content: 'A highlight to be deleted with its account' },
  });
  await page.goto('/settings');
  await page.getByRole('button', { name: 'Delete account…' }).click();
  const dialog = page.getByRole('alertdialog', { name: 'Delete your account?' });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toBeHidden();

  await page.getByRole('button', { name: 'Delete account…' }).click();
  await dialog.getByRole('button', { name: 'Delete my account' }).click();
  await expect(dialog.getByText('Enter your password to confirm.')).toBeVisible();
  await dialog.getByLabel('Your password').fill('not my password');
  await dialog.getByRole('button', { name: 'Delete my account' }).click();
  await expect(dialog.getByText('That password is not correct.')).toBeVisible();

  await dialog.getByLabel('Your password').fill(user.password);
  await dialog.getByRole('button', { name: 'Delete my account' }).click();
  await expect(page).toHaveURL(/\/sign-in$/);
  await expect(page.getByText('Account deleted').first()).toBeVisible();
  const stranger = await apiRequest.newContext({ baseURL });
  const signIn = await stranger.post('/api/auth/sign-in/email', {
    data: { email: user.email, password: user.password },
  });
  expect(signIn.status()).toBe(401);
  await stranger.dispose();
});
