import { expect, test } from './fixtures';

test('a summary list that cannot be loaded says so and offers to try again', async ({
  page,
  user: _user,
}) => {
  let refuse = true;
  await page.route('**/api/v1/summaries?**', (route) =>
    refuse
      ? route.fulfill({ status: 500, json: { title: 'Internal Server Error', status: 500 } })
      : route.continue(),
  );
  await page.goto('/summaries');
  await expect(page.getByRole('heading', { name: 'Summaries could not be loaded' })).toBeVisible({
    timeout: 20_000,
  });
  await expect(page.getByText("You don't have any summaries yet.", { exact: false })).toHaveCount(0);
  refuse = false;
  await page.getByRole('button', { name: 'Try again' }).click();
  await expect(page.getByText("You don't have any summaries yet.", { exact: false })).toBeVisible();
});
