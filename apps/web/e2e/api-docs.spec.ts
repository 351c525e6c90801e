import { expect, signUpViaApi, test } from './fixtures';

test('the API reference renders under its Content-Security-Policy and tries a call with an API token', async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000);
  await signUpViaApi(page);
  const created = await page.request.post('/api/v1/api-tokens', { data: { name: 'Docs', scope: 'read' } });
  expect(created.status(), await created.text()).toBe(201);
  const { token } = (await created.json()) as { token: string };

  // A context without the session cookie: the call can only succeed through the token typed in.
  const context = await browser.newContext();
  const docs = await context.newPage();
  const violations: string[] = [];
  await docs.exposeFunction('reportViolation', (text: string) => violations.push(text));
  await docs.addInitScript(() =>
    document.addEventListener('securitypolicyviolation', (event) =>
      (window as unknown as { reportViolation(text: string): void }).reportViolation(
        `${event.violatedDirective} ${event.blockedURI}`,
      ),
    ),
  );
  await docs.goto('/api/docs');
  await expect(docs.getByText('/api/v1/usage-limits/daily').first()).toBeVisible({ timeout: 30_000 });

  await docs.getByRole('button', { name: 'Authorize' }).first().click();
  await docs.locator('.modal-ux input').first().fill(token);
  await docs.locator('.modal-ux button.modal-btn.authorize').first().click();
  await docs.locator('.modal-ux button.btn-done').first().click();

  const operation = docs.locator('[id$="get_api_v1_usage_limits_daily"]').first();
  await operation.locator('.opblock-summary').first().click();
  await operation.getByRole('button', { name: 'Try it out' }).click();
  await operation.getByRole('button', { name: 'Execute' }).click();
  await expect(operation.locator('.live-responses-table tbody .response-col_status').first()).toHaveText(
    '200',
    { timeout: 20_000 },
  );
  expect(violations).toEqual([]);
  await context.close();
});
