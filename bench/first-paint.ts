import { chromium } from '@playwright/test';

const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

/** Median first contentful paint (ms) of each path, signed in with the given session cookie, over `runs` loads. */
export async function measureFirstPaint(
  baseUrl: string,
  paths: string[],
  cookie: { name: string; value: string },
  runs = 5,
): Promise<Record<string, number>> {
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: CHROMIUM_ARGS,
  });
  const results: Record<string, number> = {};
  try {
    for (const pagePath of paths) {
      const samples: number[] = [];
      for (let run = 0; run < runs; run += 1) {
        // A fresh context each time: a cold cache, as a person opening the app.
        const context = await browser.newContext();
        await context.addCookies([{ ...cookie, url: baseUrl }]);
        const page = await context.newPage();
        await page.goto(`${baseUrl}${pagePath}`, { waitUntil: 'load' });
        const fcp = await page.evaluate(
          () =>
            new Promise<number>((resolve) => {
              const existing = performance.getEntriesByName('first-contentful-paint')[0];
              if (existing) return resolve(existing.startTime);
              new PerformanceObserver((list) => {
                const entry = list.getEntriesByName('first-contentful-paint')[0];
                if (entry) resolve(entry.startTime);
              }).observe({ type: 'paint', buffered: true });
            }),
        );
        samples.push(fcp);
        await context.close();
      }
      samples.sort((a, b) => a - b);
      results[pagePath] = Math.round(samples[Math.floor(samples.length / 2)] ?? 0);
    }
  } finally {
    await browser.close();
  }
  return results;
}
