import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, test } from './fixtures';

// The real export files live beside the repository, not in it.
const samples = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  '../../../../shared/samples/imports',
);

test('imports a Kindle file: preview, progress, report, and the report is still there after leaving', async ({
  page,
  user: _user,
}) => {
  // As the server's tests of the real files do: a checkout without ../shared skips it and says why.
  test.skip(!fs.existsSync(samples), `the real samples folder ${samples} is missing`);
  // Two real files go through the server's job queue: slower than a form.
  test.slow();
  await page.goto('/settings');
  await page.getByRole('link', { name: 'Import highlights' }).click();
  await expect(page).toHaveURL(/\/import$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Import' })).toBeVisible();
  await expect(page.getByText('No imports yet.')).toBeVisible();

  await page.locator('input[type="file"]').setInputFiles(path.join(samples, 'kindle-fr-2.txt'));
  const preview = page.getByTestId('import-preview');
  await expect(preview).toContainText('Detected format: Kindle (My Clippings.txt)');
  await expect(preview).toContainText('11 records in the file');
  await expect(preview).toContainText('Peak: Secrets from the New Science of Expertise');

  await page.getByRole('button', { name: 'Start import' }).click();
  await expect(page).toHaveURL(/\/import\?id=/);
  const report = page.getByTestId('import-report');
  await expect(report).toContainText('kindle-fr-2.txt');
  await expect(report).toContainText('Done', { timeout: 20_000 });
  await expect(report.getByRole('definition').nth(0)).toHaveText('11');
  await expect(report.getByRole('definition').nth(1)).toHaveText('11');

  await page.goto('/highlights');
  await page.goBack();
  await expect(page.getByTestId('import-report')).toContainText('Done');
  await expect(page.getByRole('link', { name: /kindle-fr-2\.txt/ })).toContainText('11 created');

  // Every book of the file is in the Library, and the Library leads back to the Import page.
  // Imported highlights keep their Kindle days: today's list says where they went, not that nothing was saved.
  await page.goto('/highlights');
  await expect(page.getByRole('heading', { name: 'No Highlights Today' })).toBeVisible();
  await expect(page.getByText('Imported highlights keep the days you made them')).toBeVisible();
  await page.getByRole('link', { name: 'Open your Library' }).click();
  await expect(page).toHaveURL(/\/library$/);
  const sources = page.getByRole('list', { name: 'Sources' });
  await expect(
    sources.getByRole('link', { name: /Peak: Secrets from the New Science of Expertise/ }),
  ).toBeVisible();
  await expect(sources.getByRole('link', { name: /Man's Search for Meaning/ })).toBeVisible();
  await page.getByRole('link', { name: 'Import', exact: true }).click();
  await expect(page).toHaveURL(/\/import$/);

  await page.getByRole('link', { name: /kindle-fr-2\.txt/ }).click();
  await page.locator('input[type="file"]').setInputFiles(path.join(samples, 'kindle-en-gb-2.txt'));
  await expect(page.getByTestId('import-preview')).toContainText('779 records in the file');
  await page.getByRole('button', { name: 'Start import' }).click();
  const second = page.getByTestId('import-report');
  await expect(second).toContainText('kindle-en-gb-2.txt', { timeout: 20_000 });
  await expect(second).toContainText('Done', { timeout: 25_000 });
  await expect(second).toContainText('a bookmark, not a highlight');
  const download = page.waitForEvent('download');
  await second.getByRole('link', { name: 'Download as CSV' }).click();
  expect((await download).suggestedFilename()).toBe('kindle-en-gb-2.txt - import report.csv');
});

/** A Kindle "My Clippings.txt" as the device writes it (a byte-order mark, CRLF, its separators), for any checkout. */
const CLIPPINGS = [
  'The Pragmatic Programmer (Hunt, Andrew;Thomas, David)',
  '- Your Highlight on page 12 | Location 180-182 | Added on Monday, 3 March 2025 09:14:07',
  '',
  'Care about your craft.',
  '==========',
  'The Pragmatic Programmer (Hunt, Andrew;Thomas, David)',
  '- Your Highlight on page 47 | Location 702-704 | Added on Monday, 3 March 2025 09:31:55',
  '',
  "Don't live with broken windows.",
  '==========',
  'Four Thousand Weeks (Oliver Burkeman)',
  '- Your Highlight on page 88 | Location 1290-1293 | Added on Tuesday, 4 March 2025 21:02:10',
  '',
  'The day will never arrive when you finally have everything under control.',
  '==========',
  '',
].join('\r\n');

test('imports a Kindle file on any checkout: preview, report, and its books in the Library', async ({
  page,
  user: _user,
}) => {
  await page.goto('/import');
  await page.locator('input[type="file"]').setInputFiles({
    name: 'My Clippings.txt',
    mimeType: 'text/plain',
    buffer: Buffer.concat([Buffer.from([0xef, 0xbb, 0xbf]), Buffer.from(CLIPPINGS, 'utf8')]),
  });
  const preview = page.getByTestId('import-preview');
  await expect(preview).toContainText('Detected format: Kindle (My Clippings.txt)');
  await expect(preview).toContainText('3 records in the file');
  await expect(preview).toContainText('The Pragmatic Programmer');

  await page.getByRole('button', { name: 'Start import' }).click();
  const report = page.getByTestId('import-report');
  await expect(report).toContainText('Done', { timeout: 20_000 });
  await expect(report.getByRole('definition').nth(0)).toHaveText('3');
  await expect(report.getByRole('definition').nth(1)).toHaveText('3');

  // Imported highlights keep their Kindle days: today's list says where they went, not that nothing was saved.
  await page.goto('/highlights');
  await expect(page.getByRole('heading', { name: 'No Highlights Today' })).toBeVisible();
  await expect(page.getByText('Imported highlights keep the days you made them')).toBeVisible();
  await page.getByRole('link', { name: 'Open your Library' }).click();
  await expect(page).toHaveURL(/\/library$/);
  const sources = page.getByRole('list', { name: 'Sources' });
  await expect(sources.getByRole('link', { name: /The Pragmatic Programmer/ })).toBeVisible();
  await expect(sources.getByRole('link', { name: /Four Thousand Weeks/ })).toBeVisible();
});

test('says why a file cannot be imported, before anything starts', async ({ page, user: _user }) => {
  await page.goto('/import');
  await page.locator('input[type="file"]').setInputFiles({
    name: 'photo.png',
    mimeType: 'image/png',
    buffer: Buffer.from([0x89, 0x50, 0x4e, 0x47, 0, 0, 0, 0x0d]),
  });
  await expect(page.getByRole('alert')).toHaveText(
    'The file is binary, not text: it is none of the import formats.',
  );
  await expect(page.getByRole('button', { name: 'Start import' })).toBeDisabled();
});
