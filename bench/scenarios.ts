import type { Scenario } from './load';
import { RARE_TERM, sampleHighlight, seededRandom } from './sample-text';

const BROWSER_ENCODINGS = { 'accept-encoding': 'gzip, deflate, br' };

/**
 * The API scenarios of the bench, all as the heavy user but the SPA page and the creates: those are a
 * writer's of its own, or the thousands they add would swell the heavy user's today for what follows.
 */
export function benchScenarios(tokens: { heavy: string; writer: string }): Scenario[] {
  const auth = { authorization: `Bearer ${tokens.heavy}`, 'x-timezone': 'UTC' };
  const today = new Date().toISOString().slice(0, 10);
  const monthAgo = new Date(Date.now() - 30 * 86_400_000).toISOString().slice(0, 10);
  const random = seededRandom(99);
  return [
    { name: 'list a day', path: `/api/v1/highlights?date=${today}`, headers: auth },
    { name: 'search all days', path: `/api/v1/highlights?searchTerm=${RARE_TERM}`, headers: auth },
    // What a browser asks for: the same answers, compressed (the baseline's stay uncompressed).
    {
      name: 'list a day, compressed (browser)',
      path: `/api/v1/highlights?date=${today}`,
      headers: { ...auth, ...BROWSER_ENCODINGS },
    },
    {
      name: 'search all days, compressed (browser)',
      path: `/api/v1/highlights?searchTerm=${RARE_TERM}`,
      headers: { ...auth, ...BROWSER_ENCODINGS },
    },
    {
      name: 'create a highlight',
      method: 'POST',
      path: '/api/v1/highlights',
      headers: { ...auth, authorization: `Bearer ${tokens.writer}` },
      body: () => JSON.stringify(sampleHighlight(random)),
    },
    {
      name: 'list summaries (30 days)',
      path: `/api/v1/summaries?fromDate=${monthAgo}&toDate=${today}`,
      headers: auth,
    },
    {
      name: 'totals per category group',
      path: '/api/v1/highlights/totals/per-category-group',
      headers: auth,
    },
    { name: 'daily usage limits', path: '/api/v1/usage-limits/daily', headers: auth },
    { name: 'GET / (SPA page)', path: '/' },
  ];
}
