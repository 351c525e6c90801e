import { describe, expect, it } from 'vitest';
import { serverViolations, webViolations } from './rules';

const edge = (from: string, to: string) => ({ from, to });

describe('serverViolations', () => {
  it("flags a module importing another module's repository, and passes the same import through its index", () => {
    const inside = edge(
      'modules/summaries/summaries.service.ts',
      'modules/highlights/highlights.repository.ts',
    );
    expect(serverViolations([inside])).toEqual([
      { ...inside, rule: "another module's insides: import its index.ts" },
    ]);
    expect(serverViolations([edge(inside.from, 'modules/highlights/index.ts')])).toEqual([]);
    expect(serverViolations([edge('modules/highlights/a.ts', 'modules/highlights/b.ts')])).toEqual([]);
  });

  it('flags files outside modules (the app, sign-in, the module list) reaching past an index', () => {
    expect(serverViolations([edge('app.ts', 'modules/health/health.routes.ts')])).toHaveLength(1);
    expect(serverViolations([edge('modules/index.ts', 'modules/support/support.routes.ts')])).toHaveLength(1);
    expect(serverViolations([edge('auth/authenticate.ts', 'modules/sessions/index.ts')])).toEqual([]);
  });

  it('flags jobs/, lib/, db/ and mail/ importing any feature module, even its index', () => {
    for (const from of [
      'jobs/register-handlers.ts',
      'lib/errors.ts',
      'db/migrations/0017-x.ts',
      'mail/m.ts',
    ]) {
      expect(serverViolations([edge(from, 'modules/highlights/index.ts')]), from).toHaveLength(1);
    }
  });

  it('flags runtime code importing a migration, but not the migrator, the migrations or tests', () => {
    const fromRuntime = edge('modules/highlights/highlight-insert.ts', 'db/migrations/0002-highlights.ts');
    expect(serverViolations([fromRuntime])).toEqual([
      { ...fromRuntime, rule: 'runtime code imports nothing from db/migrations' },
    ]);
    expect(serverViolations([edge('db/migrate.ts', 'db/migrations/index.ts')])).toEqual([]);
    expect(serverViolations([edge('db/migrations/index.ts', 'db/migrations/0002-highlights.ts')])).toEqual(
      [],
    );
    expect(serverViolations([edge('test/migrations.ts', 'db/migrations/index.ts')])).toEqual([]);
  });

  it('lets tests and their helpers use any module inside', () => {
    const fromTests = [
      edge('modules/usage/usage.test.ts', 'modules/summaries/auto-summaries.ts'),
      edge('test/outbox.ts', 'modules/notifications/raw-mail.test-helper.ts'),
      edge('modules/x/x-test-helpers.ts', 'modules/y/y.repository.ts'),
    ];
    expect(serverViolations(fromTests)).toEqual([]);
  });
});

describe('webViolations', () => {
  it("flags a feature importing another feature's insides, and passes its index", () => {
    const inside = edge('features/settings/pages/settings-page.tsx', 'features/auth/api/session.ts');
    expect(webViolations([inside])).toEqual([
      { ...inside, rule: "another feature's insides: import its index.ts" },
    ]);
    expect(webViolations([edge(inside.from, 'features/auth/index.ts')])).toEqual([]);
    expect(webViolations([edge(inside.from, 'features/auth/index.tsx')])).toEqual([]);
  });

  it('flags components/ and lib/ importing any feature', () => {
    expect(webViolations([edge('components/ui/toast.tsx', 'features/auth/index.ts')])).toHaveLength(1);
    expect(webViolations([edge('lib/api-client.ts', 'features/auth/api/session.ts')])).toHaveLength(1);
  });

  it('lets the app shell and router compose features', () => {
    expect(webViolations([edge('app/router.tsx', 'features/home/pages/home-page.tsx')])).toEqual([]);
  });
});
