import { type Highlight, LIMITS } from '@precis/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDialects } from '../../test/databases';
import { createTestApp, type TestApp, type TestUser } from '../../test/test-app';
import { listHighlights, postHighlight } from './highlights-test-helpers';

describe.each(testDialects)('PATCH /highlights/{id} on %s', (dialect) => {
  let t: TestApp;
  let ada: TestUser;
  let bob: TestUser;
  beforeAll(async () => {
    t = await createTestApp(dialect);
    ada = await t.signUp();
    bob = await t.signUp();
  });
  afterAll(async () => {
    await t?.close();
  });

  const patch = (user: TestUser, id: string, payload: unknown) =>
    user.request({ method: 'PATCH', url: `/api/v1/highlights/${id}`, payload: payload as object });
  const read = async (user: TestUser, id: string) =>
    (await user.request({ method: 'GET', url: `/api/v1/highlights/${id}` })).json<Highlight>();
  const search = async (user: TestUser, searchTerm: string) =>
    (await listHighlights(user, { searchTerm })).map((highlight) => highlight.id);
  const tagRows = async (id: string) =>
    (
      await t.context.db.kysely
        .selectFrom('highlight_labels')
        .select('value')
        .where('highlight_id', '=', id)
        .where('kind', '=', 'tag')
        .orderBy('value')
        .execute()
    ).map((row) => row.value);

  it('changes the text, comment and tags and answers the whole highlight, as GET then reads it', async () => {
    const saved = await postHighlight(ada, {
      content: 'The first draft of a thought.',
      source: 'Notebook',
      comment: 'Rough',
      categories: ['Drafts'],
      tags: ['draft'],
    });
    const response = await patch(ada, saved.id, {
      content: '  The second draft, clearer.  ',
      comment: '  Better now. ',
      tags: [' final ', 'FINAL', '', 'clear'],
    });
    expect(response.statusCode, response.body).toBe(200);
    const edited = response.json<Highlight>();
    expect(edited).toEqual({
      ...saved,
      content: 'The second draft, clearer.',
      comment: 'Better now.',
      tags: ['final', 'clear'],
      // The new text is categorised again (highlights-edit-categories.test.ts); the typed category stays.
      categories: expect.arrayContaining(['Drafts']),
    });
    expect(await read(ada, saved.id)).toEqual(edited);
  });

  it('leaves the fields it is not sent as they were', async () => {
    const saved = await postHighlight(ada, {
      content: 'Only the note changes.',
      comment: 'Old note',
      categories: ['Kept'],
      tags: ['stays'],
    });
    const edited = (await patch(ada, saved.id, { comment: 'New note' })).json<Highlight>();
    expect(edited).toEqual({ ...saved, comment: 'New note', categories: expect.arrayContaining(['Kept']) });
    const retagged = (await patch(ada, saved.id, { tags: ['other'] })).json<Highlight>();
    expect(retagged).toEqual({ ...edited, tags: ['other'] });
  });

  it('removes the comment for null or an empty text, and every tag for an empty list or null', async () => {
    const first = await postHighlight(ada, { content: 'Clear me', comment: 'A note', tags: ['a', 'b'] });
    const second = await postHighlight(ada, { content: 'Clear me too', comment: 'A note', tags: ['c'] });
    expect((await patch(ada, first.id, { comment: null, tags: [] })).json()).toMatchObject({
      comment: null,
      tags: [],
    });
    expect((await patch(ada, second.id, { comment: '   ', tags: null })).json()).toMatchObject({
      comment: null,
      tags: [],
    });
    expect(await tagRows(first.id)).toEqual([]);
    expect(await tagRows(second.id)).toEqual([]);
  });

  it('lets search find the new text, comment and tags, and no longer the old ones', async () => {
    const saved = await postHighlight(ada, {
      content: 'Marmalade recipes from grandmother.',
      comment: 'Quincebread',
      tags: ['kumquatish'],
    });
    expect(await search(ada, 'marmalade')).toContain(saved.id);
    expect(await search(ada, 'kumquatish')).toContain(saved.id);
    await patch(ada, saved.id, {
      content: 'Sourdough starters need patience.',
      comment: 'Levainnote',
      tags: ['fermentology'],
    });
    expect(await search(ada, 'marmalade')).not.toContain(saved.id);
    expect(await search(ada, 'quincebread')).not.toContain(saved.id);
    expect(await search(ada, 'kumquatish')).not.toContain(saved.id);
    expect(await search(ada, 'sourdough')).toContain(saved.id);
    expect(await search(ada, 'levainnote')).toContain(saved.id);
    expect(await search(ada, 'FERMENTOLOGY')).toContain(saved.id);
    // Bob's search never sees Ada's highlight, edited or not.
    expect(await search(bob, 'sourdough')).toEqual([]);
  });

  it('keeps the tag labels in step, so filters on tags follow the edit', async () => {
    const saved = await postHighlight(ada, { content: 'Tagged twice', tags: ['alpha', 'beta'] });
    expect(await tagRows(saved.id)).toEqual(['alpha', 'beta']);
    await patch(ada, saved.id, { tags: ['Gamma', 'beta'] });
    expect(await tagRows(saved.id)).toEqual(['Gamma', 'beta']);
    await patch(ada, saved.id, { content: 'Text only' });
    expect(await tagRows(saved.id)).toEqual(['Gamma', 'beta']);
  });

  it('allows the same text as another highlight from the same source, as create does', async () => {
    await postHighlight(ada, { content: 'Twice said.', source: 'Echoes' });
    const other = await postHighlight(ada, { content: 'Once said.', source: 'Echoes' });
    const response = await patch(ada, other.id, { content: 'Twice said.' });
    expect(response.statusCode).toBe(200);
    expect(response.json().content).toBe('Twice said.');
  });

  it("answers 404 for another user's highlight and a missing id alike, whatever the body, and changes nothing", async () => {
    const mine = await postHighlight(ada, { content: 'Ada only', comment: 'Hers', tags: ['private'] });
    for (const body of [{ content: 'Taken over' }, {}, { content: '' }, { tags: 'x' }]) {
      const foreign = await patch(bob, mine.id, body);
      const missing = await patch(bob, 'does-not-exist', body);
      expect(foreign.statusCode, JSON.stringify(body)).toBe(404);
      expect(foreign.json()).toEqual({ title: 'Highlight not found.', status: 404 });
      expect(missing.json()).toEqual(foreign.json());
    }
    expect(await read(ada, mine.id)).toEqual(mine);
  });

  it.each([
    ['content', { content: '' }, 'Please enter some content for the highlight.'],
    ['content', { content: ' \n\u200b ' }, 'Please enter some content for the highlight.'],
    ['content', { content: null }, 'Content is required.'],
    ['content', { content: 'x'.repeat(LIMITS.contentMax + 1) }, 'Content must be at most 20,000 characters.'],
    ['comment', { comment: 'c'.repeat(LIMITS.commentMax + 1) }, 'Comment must be at most 5,000 characters.'],
    ['tags', { tags: Array.from({ length: 21 }, (_, i) => `t${i}`) }, 'Use at most 20 tags.'],
    ['tags.0', { tags: ['t'.repeat(65)] }, 'Each of the tags must be at most 64 characters.'],
    ['tags', { tags: 'a, b' }, 'The tags must be a list of text.'],
    ['body', {}, 'Give at least one of content, comment or tags to change.'],
    // Fields it does not know are dropped, as on create: alone, they change nothing.
    ['body', { categories: ['New'], source: 'Elsewhere' }, 'Give at least one of content, comment'],
  ])(
    'rejects an invalid %s with 400 in the field-error shape, changing nothing',
    async (field, body, message) => {
      const saved = await postHighlight(ada, { content: 'Unchanged', comment: 'Still', tags: ['same'] });
      const response = await patch(ada, saved.id, body);
      expect(response.statusCode).toBe(400);
      const problem = response.json();
      expect(problem).toMatchObject({ status: 400, title: expect.stringContaining(field) });
      expect(problem.errors[0]).toEqual({ field, message: expect.stringContaining(message) });
      expect(await read(ada, saved.id)).toEqual(saved);
    },
  );

  it('accepts each field at its limit', async () => {
    const saved = await postHighlight(ada, { content: 'Short' });
    const response = await patch(ada, saved.id, {
      content: 'x'.repeat(LIMITS.contentMax),
      comment: 'c'.repeat(LIMITS.commentMax),
      tags: Array.from({ length: LIMITS.labelsMax }, (_, i) => `${i}`.padStart(LIMITS.labelMax, 't')),
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().tags).toHaveLength(LIMITS.labelsMax);
  });

  it('rejects a body that is not JSON, or not an object', async () => {
    const saved = await postHighlight(ada, { content: 'Still here' });
    const broken = await ada.request({
      method: 'PATCH',
      url: `/api/v1/highlights/${saved.id}`,
      headers: { 'content-type': 'application/json' },
      payload: '{"content": ',
    });
    expect(broken.statusCode).toBe(400);
    expect(broken.json().title).toBe('The request body is not valid JSON.');
    expect((await patch(ada, saved.id, ['content'])).statusCode).toBe(400);
  });

  it('works with a personal API token of the write scope, and refuses a read-only one', async () => {
    const saved = await postHighlight(ada, { content: 'Edited by a script' });
    const mint = async (scope: string) =>
      (
        await ada.request({ method: 'POST', url: '/api/v1/api-tokens', payload: { name: scope, scope } })
      ).json<{ token: string }>().token;
    const withToken = (token: string, payload: object) =>
      t.app.inject({
        method: 'PATCH',
        url: `/api/v1/highlights/${saved.id}`,
        headers: { authorization: `Token ${token}` },
        payload,
      });
    const written = await withToken(await mint('write'), { comment: 'From a script' });
    expect(written.statusCode, written.body).toBe(200);
    expect(written.json().comment).toBe('From a script');
    const refused = await withToken(await mint('read'), { comment: 'Not allowed' });
    expect(refused.statusCode).toBe(403);
    expect((await read(ada, saved.id)).comment).toBe('From a script');
  });

  it('refuses a session cookie sent from a foreign page, and accepts it from the app itself', async () => {
    const saved = await postHighlight(ada, { content: 'Guarded' });
    const signIn = await t.app.inject({
      method: 'POST',
      url: '/api/auth/sign-in/email',
      payload: { email: ada.email, password: 'correct horse battery' },
    });
    const cookie = [signIn.headers['set-cookie']]
      .flat()
      .map((header) => String(header).split(';')[0])
      .find((pair) => pair?.startsWith('better-auth.session_token='));
    expect(cookie).toBeDefined();
    const send = (origin: string, comment: string) =>
      t.app.inject({
        method: 'PATCH',
        url: `/api/v1/highlights/${saved.id}`,
        headers: { cookie: cookie ?? '', origin, host: '127.0.0.1:3000' },
        payload: { comment },
      });
    const foreign = await send('https://evil.example', 'Forged');
    expect(foreign.statusCode).toBe(403);
    expect(foreign.json().title).toMatch(/https:\/\/evil\.example/);
    const own = await send('http://127.0.0.1:3000', 'Mine');
    expect(own.statusCode, own.body).toBe(200);
    expect((await read(ada, saved.id)).comment).toBe('Mine');
  });

  it('is in the API documentation with its body schema', async () => {
    const document = (await t.app.inject({ method: 'GET', url: '/api/openapi.json' })).json();
    const operation = document.paths['/api/v1/highlights/{id}'].patch;
    expect(operation.summary).toMatch(/Change the text, comment or tags/);
    expect(Object.keys(operation.responses)).toEqual(expect.arrayContaining(['200', '400', '404']));
    expect(document.components.schemas.UpdateHighlight.properties).toEqual({
      content: expect.any(Object),
      comment: expect.any(Object),
      tags: expect.any(Object),
    });
  });
});
