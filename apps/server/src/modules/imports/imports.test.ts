import { strToU8, zipSync } from 'fflate';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { testDialects } from '../../test/databases';
import { createTestApp, type TestApp, type TestUser } from '../../test/test-app';
import { itWithSamples } from './formats/with-samples.test-helper';
import { kindleFile, multipart, sample } from './imports-test-helpers';

describe.each(testDialects)('imports on %s', (dialect) => {
  let t: TestApp;
  let user: TestUser;
  beforeAll(async () => {
    t = await createTestApp(dialect, { IMPORT_MAX_BYTES: String(2 * 1024 * 1024), IMPORT_MAX_ROWS: '3000' });
    user = await t.signUp();
  });
  afterAll(async () => {
    await t?.close();
  });

  const upload = (by: TestUser, parts: Parameters<typeof multipart>[0], url = '/api/v1/imports') =>
    by.request({ method: 'POST', url, timeZone: 'Europe/London', ...multipart(parts) });
  const report = async (by: TestUser, id: string) =>
    (await by.request({ method: 'GET', url: `/api/v1/imports/${id}` })).json();

  itWithSamples('imports a real Kindle file in the background and accounts for every record', async () => {
    const started = await upload(user, [
      { name: 'file', value: sample('kindle-en-us-1.txt'), fileName: 'My Clippings.txt' },
    ]);
    expect(started.statusCode).toBe(202);
    const { id, ...created } = started.json();
    expect(created).toEqual({ status: 'PENDING', format: 'kindle', fileName: 'My Clippings.txt' });
    expect((await report(user, id)).status).toBe('PENDING');

    await t.context.jobs.drain();
    const done = await report(user, id);
    expect(done).toMatchObject({
      status: 'DONE',
      format: 'kindle',
      total: 237,
      processed: 237,
      skipped: 22,
      failed: 0,
    });
    const notesAttached = 31;
    expect(done.created + done.duplicates + done.skipped + done.failed + notesAttached).toBe(237);
    expect(done.created).toBeGreaterThan(150);
    expect(done.errors).toHaveLength(22);
    expect(done.errors[0]).toEqual({ row: expect.any(Number), message: 'a bookmark, not a highlight' });
    expect(Date.parse(done.finishedAt)).toBeGreaterThanOrEqual(Date.parse(done.startedAt));

    const found = await user.request({ method: 'GET', url: '/api/v1/highlights?searchTerm=prerequisite' });
    expect(found.json()).toEqual([
      expect.objectContaining({
        content: 'prerequisite',
        source: 'How to Read a Book',
        author: 'Doren, Charles Van;Mortimer J. Adler',
        location: { type: 'location', value: '322' },
        createdDate: '2024-12-25T17:32:47.000Z',
      }),
    ]);
  });

  it('joins highlights noted ".c1", ".c2" into one, and accounts for every record', async () => {
    const record = (kind: string, location: string, body: string) =>
      `Essays (Montaigne)\r\n- Your ${kind} on Location ${location} | Added on Friday, 8 December 2023 10:00:00\r\n\r\n${body}\r\n==========\r\n`;
    const file = Buffer.from(
      record('Highlight', '40-41', 'Every man bears the whole form of the human condition.') +
        record('Note', '41', '.c1') +
        record('Highlight', '55-56', 'The greatest thing in the world is to know how to belong to oneself.') +
        record('Note', '56', '.c2'),
    );
    const started = await upload(user, [{ name: 'file', value: file, fileName: 'My Clippings.txt' }]);
    await t.context.jobs.drain();
    expect(await report(user, started.json().id)).toMatchObject({
      status: 'DONE',
      total: 4,
      processed: 4,
      created: 1,
      duplicates: 0,
    });
    const saved = (
      await user.request({ method: 'GET', url: '/api/v1/highlights?searchTerm=belong%20to%20oneself' })
    ).json();
    expect(saved).toEqual([
      expect.objectContaining({
        content:
          'Every man bears the whole form of the human condition. … The greatest thing in the world is to know how to belong to oneself.',
        location: { type: 'location', value: '40-56' },
      }),
    ]);
  });

  itWithSamples('creates nothing the second time the same file is imported', async () => {
    const first = await upload(user, [
      { name: 'file', value: sample('kindle-fr-2.txt'), fileName: 'fr.txt' },
    ]);
    await t.context.jobs.drain();
    expect((await report(user, first.json().id)).created).toBe(11);
    const again = await upload(user, [
      { name: 'file', value: sample('kindle-fr-2.txt'), fileName: 'fr.txt' },
    ]);
    await t.context.jobs.drain();
    expect(await report(user, again.json().id)).toMatchObject({ status: 'DONE', created: 0, duplicates: 11 });
  });

  itWithSamples(
    'takes the format field before or after the file, and refuses an unknown format naming the known ones',
    async () => {
      const csv = sample('readwise-en-2.csv');
      const before = await upload(user, [
        { name: 'format', value: 'readwise-csv' },
        { name: 'file', value: csv, fileName: 'r.csv' },
      ]);
      const after = await upload(user, [
        { name: 'file', value: csv, fileName: 'r.csv' },
        { name: 'format', value: 'readwise-csv' },
      ]);
      expect([before.statusCode, after.statusCode]).toEqual([202, 202]);
      expect(after.json().format).toBe('readwise-csv');
      const unknown = await upload(user, [
        { name: 'format', value: 'pocket' },
        { name: 'file', value: csv, fileName: 'r.csv' },
      ]);
      expect(unknown.statusCode).toBe(400);
      expect(unknown.json().title).toContain('kindle, readwise-csv, omnivore, precis-json');
      await t.context.jobs.drain();
      expect(await report(user, before.json().id)).toMatchObject({ status: 'DONE', total: 3, created: 3 });
    },
  );

  it('refuses bad uploads with a 4xx before any work', async () => {
    const tooBig = await upload(user, [
      { name: 'file', value: Buffer.alloc(3 * 1024 * 1024, 'a'), fileName: 'big.txt' },
    ]);
    expect(tooBig.statusCode).toBe(413);
    expect(tooBig.json().title).toContain('larger than 2 MB');
    const tooMany = await upload(user, [{ name: 'file', value: kindleFile(3001), fileName: 'many.txt' }]);
    expect(tooMany.statusCode).toBe(422);
    expect(tooMany.json().title).toContain('at most 3,000');
    const cases: [Buffer, RegExp][] = [
      [Buffer.alloc(0), /empty/],
      [Buffer.from([0x89, 0x50, 0x4e, 0x47, 0, 0, 0, 0x0d]), /binary/],
      [Buffer.alloc(400, 0xff), /not UTF-8/],
      [Buffer.from('x'.repeat(1024 * 1024)), /not recognised/],
    ];
    for (const [bytes, title] of cases) {
      const response = await upload(user, [{ name: 'file', value: bytes, fileName: 'bad' }]);
      expect(response.statusCode, String(title)).toBe(422);
      expect(response.json().title).toMatch(title);
    }
    const noFile = await upload(user, [{ name: 'format', value: 'kindle' }]);
    expect(noFile.statusCode).toBe(400);
    const notMultipart = await user.request({
      method: 'POST',
      url: '/api/v1/imports',
      payload: { file: 'x' },
    });
    expect(notMultipart.statusCode).toBe(400);
    expect(
      (await user.request({ method: 'GET', url: '/api/v1/imports' }))
        .json()
        .items.every((item: { fileName: string }) => item.fileName !== 'bad'),
    ).toBe(true);
  });

  it('imports an Omnivore zip, and ends a zip bomb (over 8 times the upload limit) in FAILED without saving anything', async () => {
    const metadata = [
      {
        slug: 'on-focus',
        title: 'On Focus',
        author: 'A. Writer',
        url: 'https://example.com/focus',
        labels: ['work'],
        savedAt: '2024-03-01T10:00:00.000Z',
      },
    ];
    const zip = zipSync({
      'metadata_0_to_1.json': strToU8(JSON.stringify(metadata)),
      'highlights/on-focus.md': strToU8('> Attention is the currency.\n\n#attention\n\nTrue.'),
    });
    const started = await upload(user, [{ name: 'file', value: Buffer.from(zip), fileName: 'omnivore.zip' }]);
    expect(started.json().format).toBe('omnivore');
    const bomb = zipSync(
      { 'metadata_0_to_1.json': strToU8('[]'), 'highlights/bomb.md': new Uint8Array(70 * 1024 * 1024) },
      { level: 9 },
    );
    const refused = await upload(user, [
      { name: 'format', value: 'omnivore' },
      { name: 'file', value: Buffer.from(bomb), fileName: 'bomb.zip' },
    ]);
    expect(refused.statusCode).toBe(202);
    await t.context.jobs.drain();
    expect(await report(user, started.json().id)).toMatchObject({ status: 'DONE', total: 1, created: 1 });
    const found = (
      await user.request({ method: 'GET', url: '/api/v1/highlights?searchTerm=currency' })
    ).json();
    expect(found).toEqual([
      expect.objectContaining({
        source: 'On Focus',
        author: 'A. Writer',
        comment: 'True.',
        tags: ['attention', 'work'],
      }),
    ]);
    expect(await report(user, refused.json().id)).toMatchObject({
      status: 'FAILED',
      created: 0,
      errors: [{ row: 0, message: expect.stringContaining('zip bomb') }],
    });
  });

  it('ends a file that parses to nothing importable in FAILED with its reason as row 0', async () => {
    const started = await upload(user, [
      { name: 'format', value: 'precis-json' },
      { name: 'file', value: Buffer.from('{"version": 7, "highlights": []}'), fileName: 'x.json' },
    ]);
    expect(started.statusCode).toBe(202);
    await t.context.jobs.drain();
    const failed = await report(user, started.json().id);
    expect(failed).toMatchObject({
      status: 'FAILED',
      errors: [{ row: 0, message: expect.stringContaining('version 7') }],
    });
  });

  itWithSamples('previews the detected format and the first rows without saving anything', async () => {
    const response = await upload(
      user,
      [{ name: 'file', value: sample('kindle-de-2.txt'), fileName: 'de.txt' }],
      '/api/v1/imports/preview',
    );
    expect(response.statusCode).toBe(200);
    const preview = response.json();
    expect(preview).toMatchObject({ format: 'kindle', total: 187 });
    expect(preview.rows).toHaveLength(5);
    expect(preview.rows[0]).toMatchObject({
      row: 1,
      title: 'Menschenkenntnis auf einen Blick (German Edition)',
      author: 'Scheelen, Frank M.',
      location: 'location 150-151',
    });
  });

  it("lists a person's imports newest first and answers 404 for another person's", async () => {
    const other = await t.signUp();
    const mine = (await user.request({ method: 'GET', url: '/api/v1/imports' })).json().items;
    expect(mine.length).toBeGreaterThanOrEqual(3);
    expect(mine[0]).not.toHaveProperty('errors');
    expect((await other.request({ method: 'GET', url: '/api/v1/imports' })).json()).toEqual({ items: [] });
    const foreign = await other.request({ method: 'GET', url: `/api/v1/imports/${mine[0].id}` });
    const missing = await other.request({ method: 'GET', url: '/api/v1/imports/no-such-import' });
    expect([foreign.statusCode, missing.statusCode]).toEqual([404, 404]);
    expect(foreign.json()).toEqual(missing.json());
  });

  it('resumes after a worker died mid-way with no duplicates and no gaps', async () => {
    const owner = await t.signUp();
    const started = await upload(owner, [{ name: 'file', value: kindleFile(1200), fileName: 'long.txt' }]);
    const id = started.json().id;
    await t.context.jobs.drain();
    expect(await report(owner, id)).toMatchObject({ status: 'DONE', created: 1200 });
    const db = t.context.db.kysely;
    const count = async () =>
      Number(
        (
          await db
            .selectFrom('highlights')
            .select((eb) => eb.fn.countAll().as('n'))
            .where('user_id', '=', owner.id)
            .executeTakeFirstOrThrow()
        ).n,
      );

    // The state a worker leaves when it dies inside the second chunk (rows 501-1000): 200 of its highlights
    // saved, the cursor still after the first chunk, the rest never saved, the file still there.
    const saved = await db
      .selectFrom('highlights')
      .select(['id', 'content'])
      .where('user_id', '=', owner.id)
      .execute();
    const neverSaved = saved
      .filter((row) => Number(/number (\d+)/.exec(row.content)?.[1]) >= 700)
      .map((row) => row.id);
    expect(neverSaved).toHaveLength(500);
    await db.deleteFrom('highlights').where('id', 'in', neverSaved).execute();
    await db
      .updateTable('imports')
      .set({ status: 'RUNNING', cursor: 500, processed: 500, created: 500, finished_at: null })
      .where('id', '=', id)
      .execute();
    await db
      .insertInto('import_files')
      .values({ import_id: id, data: kindleFile(1200) })
      .execute();
    await t.context.jobs.enqueue('run-import', { importId: id, userId: owner.id });
    await t.context.jobs.drain();

    expect(await count()).toBe(1200);
    const contents = await db
      .selectFrom('highlights')
      .select('content')
      .where('user_id', '=', owner.id)
      .execute();
    expect(new Set(contents.map((row) => row.content)).size).toBe(1200);
    const resumed = await report(owner, id);
    expect(resumed).toMatchObject({ status: 'DONE', total: 1200, processed: 1200 });
    expect(resumed.created + resumed.duplicates).toBe(1200);
  });

  it('ends the import in FAILED, its file dropped, when its job cannot be queued', async () => {
    const owner = await t.signUp();
    const enqueue = vi.spyOn(t.context.jobs, 'enqueue').mockRejectedValueOnce(new Error('queue down'));
    try {
      const started = await upload(owner, [{ name: 'file', value: kindleFile(3), fileName: 'clips.txt' }]);
      expect(started.statusCode).toBe(500);
    } finally {
      enqueue.mockRestore();
    }
    const [item] = (await owner.request({ method: 'GET', url: '/api/v1/imports' })).json().items;
    expect(item).toMatchObject({ fileName: 'clips.txt', status: 'FAILED' });
    const files = await t.context.db.kysely
      .selectFrom('import_files')
      .select('import_id')
      .where('import_id', '=', item.id)
      .execute();
    expect(files).toEqual([]);
  });
});
