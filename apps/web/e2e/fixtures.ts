import { test as base, expect, type Page } from '@playwright/test';

export interface E2eUser {
  name: string;
  email: string;
  password: string;
}

let counter = 0;

export function newUser(): E2eUser {
  counter += 1;
  const id = `${Date.now().toString(36)}${process.pid}${counter}`;
  return { name: `Reader ${id}`, email: `reader-${id}@example.com`, password: 'a fine long password' };
}

/** Signs a new user up through the API; the page's context keeps the session cookie. */
export async function signUpViaApi(page: Page, user = newUser()): Promise<E2eUser> {
  const response = await page.request.post('/api/auth/sign-up/email', { data: user });
  expect(response.status(), await response.text()).toBe(200);
  // A sign-up does not sign in (it answers alike for a taken address): sign in as the web app does.
  const signIn = await page.request.post('/api/auth/sign-in/email', {
    data: { email: user.email, password: user.password },
  });
  expect(signIn.status(), await signIn.text()).toBe(200);
  return user;
}

export const test = base.extend<{ user: E2eUser }>({
  user: async ({ page }, use) => {
    await use(await signUpViaApi(page));
  },
});

export { expect };
