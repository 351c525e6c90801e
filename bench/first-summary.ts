import { setTimeout as sleep } from 'node:timers/promises';
import { type SummaryStatus, summarySchema } from '@precis/shared';

const WAITING: readonly SummaryStatus[] = ['PENDING', 'PROCESSING'];

export interface FirstSummary {
  ms: number;
  status: SummaryStatus | `HTTP ${number}`;
}

/**
 * A TASKS summary of today asked of a server that has written none since it started, timed from the request
 * to the finished summary: on a built server the judges' stored models are read then, not learned.
 */
export async function measureFirstSummary(baseUrl: string, token: string): Promise<FirstSummary> {
  const headers = {
    authorization: `Bearer ${token}`,
    'content-type': 'application/json',
    'x-timezone': 'UTC',
  };
  const now = Date.now();
  const started = performance.now();
  const created = await fetch(`${baseUrl}/api/v1/summaries`, {
    method: 'POST',
    headers,
    body: JSON.stringify({
      summarizationType: 'TASKS',
      dateInterval: {
        startDate: new Date(now - (now % 86_400_000)).toISOString(),
        endDate: new Date(now + 60_000).toISOString(),
      },
    }),
  });
  if (created.status !== 201) return { ms: 0, status: `HTTP ${created.status}` };
  const { id } = summarySchema.parse(await created.json());
  for (;;) {
    const answer = await fetch(`${baseUrl}/api/v1/summaries/${id}`, { headers });
    const { status } = summarySchema.parse(await answer.json());
    if (!WAITING.includes(status)) return { ms: Math.round(performance.now() - started), status };
    if (performance.now() - started > 60_000) return { ms: Math.round(performance.now() - started), status };
    await sleep(10);
  }
}
