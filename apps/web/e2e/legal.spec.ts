import { expect, test } from '@playwright/test';

test.describe('legal pages, signed out', () => {
  test('the terms of service open without an account, dated, with a Go Back to home', async ({ page }) => {
    await page.goto('/terms-of-service');
    await expect(page).toHaveURL(/\/terms-of-service$/);
    await expect(page.getByRole('heading', { name: 'Terms of Service', level: 1 })).toBeVisible();
    await expect(page.getByText('Last updated: June 2023')).toBeVisible();
    await expect(page.getByRole('heading', { name: /Your content/ })).toBeVisible();
    await page.getByRole('button', { name: 'Go Back' }).first().click();
    await expect(page).toHaveURL(/\/$/);
  });

  test('the privacy policy opens without an account and states the under-13 rule', async ({ page }) => {
    await page.goto('/privacy-policy');
    await expect(page.getByRole('heading', { name: 'Privacy Policy', level: 1 })).toBeVisible();
    await expect(page.getByText('Last updated: June 2023')).toBeVisible();
    await expect(page.getByText('Precis is not intended for children under 13.')).toBeVisible();
    await expect(page.getByRole('heading', { name: /AI providers/ })).toBeVisible();
  });

  test('Go Back returns to the page the reader came from', async ({ page }) => {
    await page.goto('/terms-of-service');
    await page.getByRole('link', { name: 'Privacy Policy' }).first().click();
    await expect(page.getByRole('heading', { name: 'Privacy Policy', level: 1 })).toBeVisible();
    await page.getByRole('button', { name: 'Go Back' }).last().click();
    await expect(page).toHaveURL(/\/terms-of-service$/);
    await expect(page.getByRole('heading', { name: 'Terms of Service', level: 1 })).toBeVisible();
  });
});
