import { expect, test } from './fixtures';
import { readableMail, waitForMailTo } from './review-data';

test('a forgotten password is reset through the e-mailed link', async ({ user, browser }) => {
  const visitor = await browser.newContext();
  const tab = await visitor.newPage();
  await tab.goto('/sign-in');
  await tab.getByRole('link', { name: 'Forgot your password?' }).click();
  await expect(tab.getByRole('heading', { name: 'Reset your password' })).toBeVisible();
  await tab.getByLabel('Email').fill(user.email);
  await tab.getByRole('button', { name: 'Send reset link' }).click();
  await expect(tab.getByText('If an account uses this address')).toBeVisible();

  const mail = readableMail(await waitForMailTo(user.email, 'reset-password?token'));
  const link = /(https?:\/\/\S*reset-password\?token=[^\s"<>]+)/.exec(mail)?.[1] ?? '';
  expect(link).toBeTruthy();
  const url = new URL(link);
  await tab.goto(url.pathname + url.search);
  await expect(tab.getByRole('heading', { name: 'Choose a new password' })).toBeVisible();
  await tab.getByLabel('New password', { exact: true }).fill('another fine long password');
  await tab.getByLabel('Repeat the new password').fill('another fine long password');
  await tab.getByRole('button', { name: 'Set new password' }).click();
  await expect(tab.getByText('Your password is changed')).toBeVisible();

  // The old password no longer works; the new one does (in this order: a signed-in context's cookie
  // would make a script-less request look like a cross-site one).
  const old = await tab.request.post('/api/auth/sign-in/email', {
    data: { email: user.email, password: user.password },
  });
  expect(old.status()).toBe(401);
  const signIn = await tab.request.post('/api/auth/sign-in/email', {
    data: { email: user.email, password: 'another fine long password' },
  });
  expect(signIn.status()).toBe(200);
  await visitor.close();
});

test('a reset link used once says so and offers a new one', async ({ user, browser }) => {
  const visitor = await browser.newContext();
  const tab = await visitor.newPage();
  await tab.goto('/reset-password');
  await tab.getByLabel('Email').fill(user.email);
  await tab.getByRole('button', { name: 'Send reset link' }).click();
  await expect(tab.getByText('If an account uses this address')).toBeVisible();
  const mail = readableMail(await waitForMailTo(user.email, 'reset-password?token'));
  const url = new URL(/(https?:\/\/\S*reset-password\?token=[^\s"<>]+)/.exec(mail)?.[1] ?? '');

  const setPassword = async (password: string) => {
    await tab.goto(url.pathname + url.search);
    await tab.getByLabel('New password', { exact: true }).fill(password);
    await tab.getByLabel('Repeat the new password').fill(password);
    await tab.getByRole('button', { name: 'Set new password' }).click();
  };
  await setPassword('another fine long password');
  await expect(tab.getByText('Your password is changed')).toBeVisible();
  await setPassword('a third fine long password');
  await expect(tab.getByRole('alert')).toHaveText(
    'This link was already used or has expired. Request a new one.',
  );
  await tab.getByRole('link', { name: 'Request a new one.' }).click();
  await expect(tab.getByRole('heading', { name: 'Reset your password' })).toBeVisible();
  await visitor.close();
});
