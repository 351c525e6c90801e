import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { APP_VERSION } from './app-info';

describe('APP_VERSION', () => {
  it('matches the version of the root package.json', () => {
    const file = path.resolve(import.meta.dirname, '../../../package.json');
    const { version } = JSON.parse(fs.readFileSync(file, 'utf8')) as { version: string };
    expect(APP_VERSION).toBe(version);
  });
});
