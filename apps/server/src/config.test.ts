import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config';

describe('loadConfig', () => {
  it('applies the documented defaults', () => {
    const config = loadConfig({});
    expect(config.port).toBe(3000);
    expect(config.database.kind).toBe('sqlite');
    expect(config.publicUrl).toBe('http://localhost:3000');
    expect(config.limits).toEqual({
      dailyHighlights: 100,
      dailySummaries: 20,
      apiPerMinute: 600,
      readwisePerMinute: 240,
      readwiseExportPerMinute: 1200,
    });
    expect(config.ai.provider).toBe('builtin');
  });

  it('chooses PostgreSQL when DATABASE_URL points at one', () => {
    expect(loadConfig({ DATABASE_URL: 'postgres://u@h/db' }).database).toEqual({
      kind: 'postgres',
      url: 'postgres://u@h/db',
    });
  });

  it('resolves a relative DATA_DIR from where npm was run, not from the workspace folder', () => {
    const config = loadConfig({ DATA_DIR: './data', INIT_CWD: '/srv/precis' });
    expect(config.dataDir).toBe('/srv/precis/data');
    expect(config.database).toEqual({ kind: 'sqlite', file: '/srv/precis/data/precis.db' });
    expect(loadConfig({ DATA_DIR: '/var/lib/precis', INIT_CWD: '/srv/precis' }).dataDir).toBe(
      '/var/lib/precis',
    );
  });

  it('names every bad variable in one message', () => {
    expect(() => loadConfig({ PORT: 'eighty', DATABASE_URL: 'mysql://x', AI_PROVIDER: 'skynet' })).toThrow(
      ConfigError,
    );
    try {
      loadConfig({ PORT: 'eighty', DATABASE_URL: 'mysql://x' });
    } catch (error) {
      expect(String(error)).toMatch(/PORT/);
      expect(String(error)).toMatch(/DATABASE_URL: must start with postgres/);
    }
  });
});
