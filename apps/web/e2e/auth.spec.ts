import { expect, newUser, test } from './fixtures';

test('signs up, signs out and signs in again, landing in the shell', async ({ page }) => {
  const user = newUser();
  await page.goto('/sign-up');
  await page.getByLabel('Name').fill(user.name);
  await page.getByLabel('Email').fill(user.email);
  await page.getByLabel('Password').fill(user.password);
  await page.getByRole('button', { name: 'Create Account' }).click();

  await expect(page).toHaveURL(/\/$/);
  const nav = page.getByRole('navigation', { name: 'Main' });
  await expect(nav.getByRole('link', { name: 'Home' })).toBeVisible();
  await expect(nav.getByRole('link', { name: 'Settings' })).toBeVisible();

  await page.getByRole('button', { name: 'Account' }).click();
  await expect(page.getByRole('menu')).toContainText(user.email);
  await page.getByRole('menuitem', { name: 'Sign out' }).click();
  await expect(page).toHaveURL(/\/sign-in$/);

  await page.getByLabel('Email').fill(user.email);
  await page.getByLabel('Password').fill('the wrong password');
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page.getByText('Invalid e-mail or password.')).toBeVisible();

  await page.getByLabel('Password').fill(user.password);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('button', { name: 'Account' })).toBeVisible();
});

test('shows field errors inline on the sign-up form', async ({ page }) => {
  await page.goto('/sign-up');
  await page.getByLabel('Email').fill('not-an-email');
  await page.getByLabel('Password').fill('short');
  await page.getByRole('button', { name: 'Create Account' }).click();
  await expect(page.getByText('Please enter your name.')).toBeVisible();
  await expect(page.getByText('Please enter a valid email address.')).toBeVisible();
  await expect(page.getByText('Use at least 8 characters.')).toBeVisible();
  await page.getByRole('link', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(/\/sign-in$/);
});

test('signed out, the home page shows the sign-in prompt', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { name: 'Please sign in to continue' })).toBeVisible();
  await expect(page.getByText('You need to be signed in to access this content.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Account' })).toHaveCount(0);
  await page.getByRole('link', { name: 'Sign In' }).click();
  await expect(page).toHaveURL(/\/sign-in$/);
});

test('a protected route sends a signed-out person to sign in and back', async ({ page, context }) => {
  const user = newUser();
  await page.request.post('/api/auth/sign-up/email', { data: user });
  await context.clearCookies();
  await page.goto('/summaries?x=1');
  await expect(page).toHaveURL(/\/sign-in\?redirect=%2Fsummaries%3Fx%3D1$/);
  await page.getByLabel('Email').fill(user.email);
  await page.getByLabel('Password').fill(user.password);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page).toHaveURL(/\/summaries\?x=1$/);
  await expect(page.getByRole('heading', { name: 'Summaries', exact: true })).toBeVisible();
});

test('/auth-completed posts its message to the extension after about 500 ms', async ({ page, user }) => {
  expect(user.email).toContain('@');
  await page.addInitScript(() => {
    const messages: unknown[] = [];
    Object.assign(window, { __messages: messages });
    window.addEventListener('message', (event) => messages.push(event.data));
  });
  await page.goto('/auth-completed');
  await expect(page.getByRole('heading', { name: 'Sign In Successful!' })).toBeVisible();
  await expect(page.getByText(/close this window/)).toBeVisible();
  const message = await page.waitForFunction(
    () => (window as unknown as { __messages: unknown[] }).__messages[0],
  );
  const payload = await message.jsonValue();
  expect(payload).toEqual({
    type: 'TRIGGER_AUTHENTICATED_PAGE',
    text: expect.stringContaining('close this window'),
    title: 'Sign In Successful! · Precis',
    url: expect.stringMatching(/\/auth-completed$/),
  });
});

// The first page of a fresh browser loads every chunk; on a busy machine that takes longer than 7 s.
const patient = expect.configure({ timeout: 30_000 });

test('/auth-completed tells a signed-out visitor the truth, sends no message and offers to sign in', async ({
  page,
}) => {
  await page.addInitScript(() => {
    const messages: unknown[] = [];
    Object.assign(window, { __messages: messages });
    window.addEventListener('message', (event) => messages.push(event.data));
  });
  await page.goto('/auth-completed');
  await patient(page.getByRole('heading', { name: 'You are not signed in' })).toBeVisible();
  await expect(page.getByText('Sign In Successful!')).toHaveCount(0);
  await page.waitForTimeout(1_000);
  expect(await page.evaluate(() => (window as unknown as { __messages: unknown[] }).__messages)).toEqual([]);

  const user = newUser();
  await page.request.post('/api/auth/sign-up/email', { data: user });
  await page.getByRole('link', { name: 'Sign In' }).click();
  await page.getByLabel('Email').fill(user.email);
  await page.getByLabel('Password').fill(user.password);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await patient(page).toHaveURL(/\/auth-completed$/);
  await patient(page.getByRole('heading', { name: 'Sign In Successful!' })).toBeVisible();
});

test('a signed-in visitor of /sign-in or /sign-up is sent on', async ({ page, user }) => {
  expect(user.email).toContain('@');
  await page.goto('/sign-in?redirect=%2Fsummaries');
  await patient(page).toHaveURL(/\/summaries$/);
  await page.goto('/sign-up');
  await patient(page).toHaveURL(/\/$/);
  await patient(page.getByRole('button', { name: 'Account' })).toBeVisible();
});
