import { execFile } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './test/test-app';

const run = promisify(execFile);
const readme = fs.readFileSync(path.resolve(import.meta.dirname, '../../../README.md'), 'utf8');
const section = readme.slice(readme.indexOf('## Scripts and other apps'));
const codeBlock = (language: string, index = 0) => {
  const blocks = [...section.matchAll(new RegExp(`\`\`\`${language}\\n([\\s\\S]*?)\`\`\``, 'g'))];
  const block = blocks[index]?.[1];
  if (!block)
    throw new Error(`README has no ${language} example ${index + 1} under "Scripts and other apps"`);
  return block;
};
const curlAvailable = await run('curl', ['--version']).then(
  () => true,
  () => false,
);

describe('the README examples for scripts', () => {
  let t: TestApp;
  let base: string;
  let token: string;
  beforeAll(async () => {
    t = await createTestApp('sqlite');
    base = (await t.app.listen({ host: '127.0.0.1', port: 0 })).replace('localhost', '127.0.0.1');
    const user = await t.signUp();
    const created = await user.request({
      method: 'POST',
      url: '/api/v1/api-tokens',
      payload: { name: 'README', scope: 'write' },
    });
    token = created.json().token;
  });
  afterAll(async () => {
    await t?.close();
  });

  it('the Node example saves a highlight with a token, as written', async () => {
    const file = path.join(t.database.dataDir, 'save-highlight.mjs');
    fs.writeFileSync(file, codeBlock('js'));
    const { stdout } = await run(process.execPath, [file], {
      env: { ...process.env, PRECIS_URL: base, PRECIS_TOKEN: token },
    });
    expect(stdout).toMatch(/^Saved highlight \S+\n$/);
    const refused = await run(process.execPath, [file], {
      env: { ...process.env, PRECIS_URL: base, PRECIS_TOKEN: 'prc_wrong' },
    }).catch((error: { stderr: string }) => error.stderr);
    expect(refused).toContain('401: This API token is not valid');
  });

  it.runIf(curlAvailable)('the curl example saves a highlight with a token, as written', async () => {
    const script = codeBlock('sh')
      .replace('http://localhost:3000', base)
      .replace(/^export .*\n/, '');
    const { stdout } = await run('sh', ['-c', script], { env: { ...process.env, PRECIS_TOKEN: token } });
    expect(JSON.parse(stdout)).toMatchObject({ content: 'The map is not the territory.' });
  });

  it.runIf(curlAvailable)('the curl example changes a highlight with a token, as written', async () => {
    const saved = (
      await t.app.inject({
        method: 'POST',
        url: '/api/v1/highlights',
        headers: { authorization: `Bearer ${token}` },
        payload: { content: 'The map is not the territory.', comment: 'To change' },
      })
    ).json<{ id: string }>();
    const script = codeBlock('sh', 1).replace('http://localhost:3000', base);
    const { stdout } = await run('sh', ['-c', script], {
      env: { ...process.env, PRECIS_TOKEN: token, ID: saved.id },
    });
    expect(JSON.parse(stdout)).toMatchObject({
      id: saved.id,
      content: 'The map is not the territory.',
      comment: 'Korzybski, 1933',
      tags: ['semantics'],
    });
  });
});
