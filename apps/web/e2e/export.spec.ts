import { readFile } from 'node:fs/promises';
import { exportDocumentSchema } from '@precis/shared';
import { unzipSync } from 'fflate';
import { expect, test } from './fixtures';

test('exports the library from Settings as JSON, Markdown for Obsidian and CSV', async ({
  page,
  user: _user,
}) => {
  for (const highlight of [
    {
      content: 'Slow thinking is "System 2", and it is lazy.',
      source: 'Thinking, Fast and Slow',
      tags: ['mind'],
    },
    { content: 'A loose thought, with a comma.\n---\nAnd a rule line.', comment: 'Mine 🙂' },
  ]) {
    const response = await page.request.post('/api/v1/highlights', { data: highlight });
    expect(response.status(), await response.text()).toBe(201);
  }
  await page.goto('/settings');
  const section = page.getByRole('region', { name: 'Export your data' });
  await expect(section).toBeVisible();

  await section.getByRole('radio', { name: /JSON/ }).check();
  const jsonDownload = page.waitForEvent('download');
  await section.getByRole('link', { name: 'Export' }).click();
  const json = await jsonDownload;
  expect(json.suggestedFilename()).toMatch(/^precis-export-\d{4}-\d{2}-\d{2}\.json$/);
  const document = exportDocumentSchema.parse(JSON.parse(await readFile(await json.path(), 'utf8')));
  expect(document.highlights.map((highlight) => highlight.content).sort()).toEqual([
    'A loose thought, with a comma.\n---\nAnd a rule line.',
    'Slow thinking is "System 2", and it is lazy.',
  ]);

  await section.getByRole('radio', { name: /Markdown for Obsidian/ }).check();
  const zipDownload = page.waitForEvent('download');
  await section.getByRole('link', { name: 'Export' }).click();
  const zip = await zipDownload;
  expect(zip.suggestedFilename()).toMatch(/^precis-export-\d{4}-\d{2}-\d{2}\.zip$/);
  const files = unzipSync(await readFile(await zip.path()));
  const names = Object.keys(files);
  expect(names).toContain('Precis/Sources/Thinking, Fast and Slow.md');
  expect(names.some((name) => name.startsWith('Precis/Without a source/Highlights '))).toBe(true);
  const note = new TextDecoder().decode(files['Precis/Sources/Thinking, Fast and Slow.md']);
  expect(note).toContain('> Slow thinking is "System 2", and it is lazy.');
  expect(note).toMatch(/\^precis-[0-9a-f-]+/);

  await section.getByRole('radio', { name: /CSV/ }).check();
  const csvDownload = page.waitForEvent('download');
  await section.getByRole('link', { name: 'Export' }).click();
  const csv = await readFile(await (await csvDownload).path(), 'utf8');
  expect(csv.split('\r\n')[0]).toBe(
    'Highlight,Book Title,Book Author,Amazon Book ID,Note,Color,Tags,Location Type,Location,Highlighted at,Document tags',
  );
});

test('refuses a range that ends before it starts', async ({ page, user: _user }) => {
  await page.goto('/settings');
  const section = page.getByRole('region', { name: 'Export your data' });
  await section.getByLabel('From', { exact: true }).fill('2026-03-10');
  await section.getByLabel('To', { exact: true }).fill('2026-03-01');
  await expect(section.getByText('The end date must not be before the start date.')).toBeVisible();
  await expect(section.getByRole('button', { name: 'Export' })).toBeDisabled();
});

test('exports one source alone from its page', async ({ page, user: _user }) => {
  const saved = [];
  for (const data of [
    { content: 'From the book.', source: 'Dune', author: 'Frank Herbert' },
    { content: 'From elsewhere.', source: 'Another book' },
  ]) {
    const response = await page.request.post('/api/v1/highlights', { data });
    expect(response.status(), await response.text()).toBe(201);
    saved.push((await response.json()) as { sourceId: string });
  }
  await page.goto(`/library/${saved[0]?.sourceId}`);
  const links = page.getByRole('navigation', { name: 'Export this source' });
  const download = page.waitForEvent('download');
  await links.getByRole('link', { name: 'JSON' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/^precis-source-\d{4}-\d{2}-\d{2}\.json$/);
  const document = exportDocumentSchema.parse(JSON.parse(await readFile(await file.path(), 'utf8')));
  expect(document.highlights.map((highlight) => highlight.content)).toEqual(['From the book.']);
  expect(document.sources.map((source) => source.title)).toEqual(['Dune']);
});
