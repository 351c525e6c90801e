import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDialects } from '../../test/databases';
import { createTestApp, type TestApp, type TestUser } from '../../test/test-app';
import { kindleFile, multipart } from './imports-test-helpers';

const FIVE_MB = 5 * 1024 * 1024;

/** Files that are not what they claim: each ends in a clear 4xx or a report, never a 500 or a silent loss. */
describe.each(testDialects)('bad import files on %s', (dialect) => {
  let t: TestApp;
  let user: TestUser;
  beforeAll(async () => {
    t = await createTestApp(dialect, { IMPORT_MAX_BYTES: String(8 * 1024 * 1024) });
    user = await t.signUp();
  });
  afterAll(async () => {
    await t?.close();
  });

  async function importFile(bytes: Buffer, format?: string) {
    const response = await user.request({
      method: 'POST',
      url: '/api/v1/imports',
      timeZone: 'UTC',
      ...multipart([
        ...(format ? [{ name: 'format', value: format }] : []),
        { name: 'file', value: bytes, fileName: 'upload' },
      ]),
    });
    if (response.statusCode !== 202) return { status: response.statusCode, body: response.json() };
    await t.context.jobs.drain();
    const report = await user.request({ method: 'GET', url: `/api/v1/imports/${response.json().id}` });
    return { status: 202, body: report.json() };
  }

  it('refuses a CSV with 10,000 columns, saying how many a Readwise file has', async () => {
    const header = ['Highlight', ...Array.from({ length: 9_999 }, (_, index) => `c${index}`)].join(',');
    const { status, body } = await importFile(Buffer.from(`${header}\ntext,${'x,'.repeat(9_998)}x\n`));
    expect(status).toBe(202);
    expect(body).toMatchObject({
      status: 'FAILED',
      created: 0,
      errors: [{ row: 0, message: expect.stringContaining('10000 columns') }],
    });
  });

  it('refuses a 5 MB single line that is no known format, and reports one given as Kindle', async () => {
    const line = Buffer.from('x'.repeat(FIVE_MB));
    const unknown = await importFile(line);
    expect(unknown.status).toBe(422);
    expect(unknown.body.title).toMatch(/not recognised/);
    const asKindle = await importFile(line, 'kindle');
    expect(asKindle.status).toBe(202);
    expect(asKindle.body).toMatchObject({ created: 0 });
    expect(['DONE', 'FAILED']).toContain(asKindle.body.status);
    expect(asKindle.body.errors.length).toBeGreaterThan(0);
  });

  it('fails a 5 MB highlight alone with its reason and imports the rows around it', async () => {
    const csv = `Highlight,Title\nbefore the long one,Long\n${'y'.repeat(FIVE_MB)},Long\nafter the long one,Long\n`;
    const { status, body } = await importFile(Buffer.from(csv));
    expect(status).toBe(202);
    expect(body).toMatchObject({ status: 'DONE', total: 3, created: 2, failed: 1 });
    expect(body.errors).toEqual([{ row: 2, message: expect.stringMatching(/\d/) }]);
  });

  it('imports highlights dated in the future or in year 0 without their date, each reported', async () => {
    const csv = [
      'Highlight,Title,Date',
      'From the future,Dates,2999-01-01 00:00:00',
      'From year zero,Dates,0000-01-01',
      'From 2024,Dates,2024-05-01 09:30:00',
    ].join('\n');
    const { body } = await importFile(Buffer.from(csv));
    expect(body).toMatchObject({ status: 'DONE', total: 3, created: 3, failed: 0 });
    expect(body.errors).toEqual([
      { row: 1, message: expect.stringContaining('imported without its date') },
      { row: 2, message: expect.stringContaining('imported without its date') },
    ]);
  });

  it('refuses a file that is not UTF-8, fails the one record with stray bytes, and reports binary given as Kindle', async () => {
    const latin1 = Buffer.from(
      kindleFile(3)
        .toString('utf8')
        .replace(/Highlight number/g, 'Été à côté'),
      'latin1',
    );
    const notUtf8 = await importFile(Buffer.concat([latin1, Buffer.alloc(200, 0xe9)]));
    expect(notUtf8.status).toBe(422);
    expect(notUtf8.body.title).toMatch(/not UTF-8/);
    const good = kindleFile(3);
    const at = good.indexOf('Highlight number 0') + 'Highlight'.length;
    const stray = Buffer.concat([good.subarray(0, at), Buffer.from([0xff]), good.subarray(at)]);
    const tolerated = await importFile(stray);
    expect(tolerated.body).toMatchObject({ status: 'DONE', total: 3, created: 2, failed: 1 });
    expect(tolerated.body.errors).toEqual([{ row: 1, message: expect.stringContaining('not valid UTF-8') }]);
    const binary = await importFile(Buffer.from([0x50, 0x4b, 0x03, 0x04, 0, 0, 0, 0, 0xff, 0xfe]), 'kindle');
    expect(binary.status).toBeGreaterThanOrEqual(202);
    expect(binary.status).toBeLessThan(500);
    if (binary.status === 202) expect(binary.body.status).toBe('FAILED');
  });
});
