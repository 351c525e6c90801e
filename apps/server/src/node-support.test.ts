import fs from 'node:fs';
import path from 'node:path';
import { PgBoss } from 'pg-boss';
import { describe, expect, it } from 'vitest';
import { createTestDatabase } from './test/databases';
import { describeOnPostgres } from './test/postgres-only';

const root = path.resolve(import.meta.dirname, '../../..');
const engines: string = JSON.parse(fs.readFileSync(path.join(root, 'package.json'), 'utf8')).engines.node;
const readme = fs.readFileSync(path.join(root, 'README.md'), 'utf8');

function version(text: string): number[] {
  return text.replace(/^v/, '').split('.').map(Number);
}

function atLeast(actual: number[], minimum: number[]): boolean {
  for (let index = 0; index < minimum.length; index += 1) {
    const difference = (actual[index] ?? 0) - (minimum[index] ?? 0);
    if (difference !== 0) return difference > 0;
  }
  return true;
}

describe('the supported Node.js versions', () => {
  const [, minimum = '', belowMajor = ''] = /^>=(\S+) <(\d+)$/.exec(engines) ?? [];

  it('are stated alike in package.json and the README', () => {
    expect(minimum, engines).not.toBe('');
    const majorMinor = minimum.split('.').slice(0, 2).join('.');
    expect(readme).toContain(`Node.js ${majorMinor}+`);
    expect(readme).toContain(`\`engines\` in \`package.json\`: \`${engines}\``);
  });

  it('include the Node.js running these tests', () => {
    expect(atLeast(version(process.version), version(minimum)), process.version).toBe(true);
    expect(version(process.version)[0], process.version).toBeLessThan(Number(belowMajor));
  });
});

describeOnPostgres('pg-boss, which declares Node.js 22.12+', () => {
  it('loads, migrates its schema and hands out a job on this Node.js', async () => {
    const database = await createTestDatabase('postgres');
    const boss = new PgBoss({ connectionString: database.databaseUrl });
    boss.on('error', () => {});
    try {
      await boss.start();
      await boss.createQueue('node-support');
      const id = await boss.send('node-support', { on: process.version });
      const [job] = await boss.fetch<{ on: string }>('node-support');
      expect(job?.id).toBe(id);
      expect(job?.data.on).toBe(process.version);
    } finally {
      await boss.stop({ graceful: false });
      await database.drop();
    }
  }, 60_000);
});
