import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { expect, signUpViaApi, test } from './fixtures';
import { seedHighlight, seedSummary } from './seed';

const themes = ['light', 'dark'] as const;
const widths = [1280, 360] as const;

/** The serious and critical violations on the page as it is now, one line each, for a readable failure. */
async function seriousViolations(page: Page, where: string): Promise<string[]> {
  const results = await new AxeBuilder({ page }).analyze();
  return results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map(
      (violation) =>
        `${where}: ${violation.id} (${violation.impact}, ${violation.nodes.length}) ${violation.nodes
          .slice(0, 3)
          .map((node) => node.target.join(' '))
          .join(' | ')}`,
    );
}

/** Waits until the page has settled (its heading is there, nothing is loading); a page without an h1 fails. */
async function settle(page: Page, where: string): Promise<void> {
  await expect(page.locator('main h1').first(), `${where} has an h1`).toBeVisible({ timeout: 20_000 });
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0, { timeout: 20_000 });
  // Toasts and menus animate in; axe must see them at rest.
  await page.waitForTimeout(300);
}

/** Signs a new user up with a highlight (Markdown, four categories) and a TASKS summary (checkboxes). */
async function seedAccount(page: Page): Promise<{ highlight: string; summary: string; source: string }> {
  await signUpViaApi(page);
  const highlight = await seedHighlight(page, {
    content: 'Read **this** later: [the article](https://example.com/a) and `code`.',
    source: 'Accessibility notes',
    comment: 'Worth a second look',
    categories: ['DEVELOPMENT_CODING', 'SKILLS_DEVELOPMENT', 'HABITS_ROUTINES', 'DATA_AI'],
    tags: ['a11y'],
  });
  const summary = await seedSummary(page, 'TASKS');
  const sources = await page.request.get('/api/v1/sources');
  expect(sources.status()).toBe(200);
  const source = ((await sources.json()) as { items?: { id: string }[] }).items?.[0]?.id;
  expect(source, 'the seeded highlight made a source').toBeTruthy();
  return { highlight: highlight.id, summary: summary.id, source: String(source) };
}

/** Every signed-in route, in groups small enough to scan within a test's time on a busy machine. */
const SIGNED_IN_ROUTES = {
  lists: ['/', '/highlights', '/library', '/summaries', '/review', '/no-such-page'],
  details: [
    '/highlights/:highlight',
    '/highlights/no-such-highlight',
    '/summaries/:summary',
    '/summaries/no-such-summary',
    '/library/:source',
    '/auth-completed',
  ],
  forms: [
    '/highlights/new',
    '/summaries/new',
    '/settings',
    '/import',
    '/report-bug',
    '/provide-feedback',
    '/request-feature',
  ],
};

for (const theme of themes) {
  for (const width of widths) {
    test.describe(`axe at ${width} px, ${theme} theme`, () => {
      test.use({ viewport: { width, height: 900 }, colorScheme: theme });

      test.beforeEach(async ({ page }) => {
        await page.addInitScript((value) => localStorage.setItem('precis-theme', value), theme);
      });

      test('every signed-out route has no serious or critical violation', async ({ page }) => {
        test.setTimeout(120_000);
        const found: string[] = [];
        for (const path of [
          '/',
          '/sign-in',
          '/sign-up',
          '/reset-password',
          '/auth-completed',
          '/terms-of-service',
          '/privacy-policy',
        ]) {
          await page.goto(path);
          await settle(page, path);
          found.push(...(await seriousViolations(page, path)));
        }
        expect(found).toEqual([]);
      });

      for (const [group, routes] of Object.entries(SIGNED_IN_ROUTES)) {
        test(`signed-in routes (${group}) have no serious or critical violation`, async ({ page }) => {
          test.setTimeout(240_000);
          const ids = await seedAccount(page);
          const found: string[] = [];
          for (const route of routes) {
            const path = route
              .replace(':highlight', ids.highlight)
              .replace(':summary', ids.summary)
              .replace(':source', ids.source);
            await page.goto(path);
            await settle(page, path);
            found.push(...(await seriousViolations(page, route)));
          }
          expect(found).toEqual([]);
        });
      }

      test('the day picker, the account menu and the delete dialog have no serious or critical violation', async ({
        page,
      }) => {
        test.setTimeout(240_000);
        await seedAccount(page);
        const found: string[] = [];
        await page.goto('/highlights');
        await settle(page, '/highlights');
        await page.getByRole('button', { name: /^Day/ }).click();
        await expect(page.getByRole('dialog')).toBeVisible();
        found.push(...(await seriousViolations(page, '/highlights day picker')));
        await page.keyboard.press('Escape');

        await page.getByRole('button', { name: 'Account' }).click();
        await expect(page.getByRole('menu')).toBeVisible();
        found.push(...(await seriousViolations(page, 'account menu')));
        await page.keyboard.press('Escape');

        await page.getByRole('button', { name: 'More options' }).first().click();
        await page.getByRole('menuitem', { name: 'Delete' }).click();
        await expect(page.getByRole('alertdialog')).toBeVisible();
        found.push(...(await seriousViolations(page, 'delete dialog')));
        await page.keyboard.press('Escape');

        expect(found).toEqual([]);
      });
    });
  }
}
