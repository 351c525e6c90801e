import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runCli } from './cli-run';
import { type ServerProcess, startServer } from './server-process';

/** Runs the command as an operator would: `npm run add-account -- ARGS`, beside a running server. */
const runAddAccount = (args: string[], env: Record<string, string>) =>
  runCli('npm', ['run', '--silent', 'add-account', '--', ...args], env);

const signIn = (baseUrl: string, email: string, password: string) =>
  fetch(`${baseUrl}/api/auth/sign-in/email`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: baseUrl },
    body: JSON.stringify({ email, password }),
  });

describe('npm run add-account on a server with sign-up closed', () => {
  let root: string;
  let dataDir: string;
  let server: ServerProcess | undefined;
  beforeAll(async () => {
    root = fs.mkdtempSync(path.join(os.tmpdir(), 'precis-add-account-'));
    dataDir = path.join(root, 'data');
    server = await startServer({ dataDir, env: { DISABLE_SIGNUPS: 'true' } });
  });
  afterAll(async () => {
    await server?.kill('SIGKILL');
    fs.rmSync(root, { recursive: true, force: true });
  });

  it('creates an account whose one-time password signs in, where the sign-up form is refused', async () => {
    const baseUrl = server?.baseUrl ?? '';
    const refused = await fetch(`${baseUrl}/api/auth/sign-up/email`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: baseUrl },
      body: JSON.stringify({ name: 'Ada', email: 'ada@example.com', password: 'correct horse battery' }),
    });
    expect(refused.status).toBe(403);

    const env = { DATA_DIR: dataDir, DISABLE_SIGNUPS: 'true', PUBLIC_URL: baseUrl };
    const created = await runAddAccount(['Ada@Example.com', '--name', 'Ada Lovelace'], env);
    expect(created.stderr).toBe('');
    expect(created.code).toBe(0);
    expect(created.stdout).toContain('Account created for Ada Lovelace <ada@example.com>.');
    expect(created.stdout).toContain(`${baseUrl}/sign-in`);
    const password = /Password \(shown once\): (\S+)/.exec(created.stdout)?.[1] ?? '';
    expect(password.length).toBeGreaterThanOrEqual(20);

    const signedIn = await signIn(baseUrl, 'ada@example.com', password);
    expect(signedIn.status).toBe(200);
    expect(((await signedIn.json()) as { user: { name: string } }).user.name).toBe('Ada Lovelace');

    const again = await runAddAccount(['ada@example.com'], env);
    expect(again.code).toBe(1);
    expect(again.stderr).toContain('ada@example.com already has an account.');
    expect((await signIn(baseUrl, 'ada@example.com', password)).status).toBe(200);
  }, 60_000);

  it('refuses a malformed address or a missing one, and says how to use it', async () => {
    const env = { DATA_DIR: dataDir };
    const malformed = await runAddAccount(['not-an-address'], env);
    expect(malformed.code).toBe(1);
    expect(malformed.stderr).toContain('Please enter a valid email address.');
    const missing = await runAddAccount([], env);
    expect(missing.code).toBe(1);
    expect(missing.stderr).toContain('Usage: npm run add-account -- EMAIL');
  }, 60_000);
});
