import os from 'node:os';
import path from 'node:path';
import { defineConfig, devices } from '@playwright/test';

const port = Number(process.env.E2E_PORT ?? 4319);
const dataDir = path.join(os.tmpdir(), `precis-e2e-data-${port}`);

/** End-to-end tests against the production build served by the real server, in Debian's Chromium. */
export default defineConfig({
  testDir: 'apps/web/e2e',
  fullyParallel: true,
  workers: process.env.CI ? 2 : undefined,
  retries: process.env.CI ? 1 : 0,
  // CI runs two Chromium workers and the server on two cores after the unit suites: a cold page there can take
  // several times what it takes on a quiet desk, so waits are longer there (they end as soon as the page is ready).
  timeout: process.env.CI ? 90_000 : 30_000,
  expect: { timeout: process.env.CI ? 20_000 : 7_000 },
  reporter: process.env.CI ? [['list']] : [['list'], ['html', { open: 'never' }]],
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    timezoneId: 'America/New_York',
    locale: 'en-US',
  },
  projects: [
    {
      name: 'chromium',
      testIgnore: /extension\.spec\.ts/,
      use: {
        ...devices['Desktop Chrome'],
        launchOptions: {
          executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
          args: [
            '--no-sandbox',
            '--disable-gpu',
            '--disable-background-networking',
            '--disable-component-update',
            '--disable-sync',
            '--no-first-run',
          ],
        },
      },
    },
    // The browser extension's flows: each test launches Chromium itself, with the built extension loaded.
    { name: 'extension', testMatch: /extension\.spec\.ts/ },
  ],
  webServer: {
    command: `rm -rf ${dataDir} && node --import tsx apps/server/src/server.ts`,
    url: `http://127.0.0.1:${port}/api/health`,
    reuseExistingServer: false,
    timeout: 60_000,
    env: {
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      // No PUBLIC_URL: the app must work at whatever address it is opened at, as after `npm start`.
      LOG_LEVEL: 'warn',
      AUTH_RATE_LIMIT_PER_MINUTE: '10000',
      API_RATE_LIMIT_PER_MINUTE: '100000',
      DAILY_HIGHLIGHTS_MAX: '1000',
      DAILY_SUMMARIES_MAX: '1000',
      DATABASE_URL: '',
      ...(process.env.WEB_DIST_DIR ? { WEB_DIST_DIR: path.resolve(process.env.WEB_DIST_DIR) } : {}),
    },
  },
});
