import autocannon from 'autocannon';

export interface Scenario {
  name: string;
  method?: 'GET' | 'POST';
  path: string;
  headers?: Record<string, string>;
  body?: () => string;
}

export interface LoadResult {
  name: string;
  requestsPerSecond: number;
  p50Ms: number;
  p99Ms: number;
  non2xx: number;
  errors: number;
  /** Answers per HTTP status, e.g. { "200": 5120 }: says at once what a non-2xx was. */
  statusCodes: Record<string, number>;
}

/** One scenario: a short warm-up, then `seconds` of load from `connections` connections. */
export async function runLoad(
  baseUrl: string,
  scenario: Scenario,
  options: { connections: number; seconds: number; warmupSeconds: number },
): Promise<LoadResult> {
  const request = {
    method: scenario.method ?? 'GET',
    path: scenario.path,
    headers: { 'content-type': 'application/json', ...scenario.headers },
    ...(scenario.body ? { setupRequest: (r: { body?: string }) => ({ ...r, body: scenario.body?.() }) } : {}),
  };
  const common = { url: baseUrl, connections: options.connections, requests: [request] };
  if (options.warmupSeconds > 0) await autocannon({ ...common, duration: options.warmupSeconds });
  const result = await autocannon({ ...common, duration: options.seconds });
  return {
    name: scenario.name,
    requestsPerSecond: Math.round(result.requests.average),
    p50Ms: result.latency.p50,
    p99Ms: result.latency.p99,
    non2xx: result.non2xx,
    errors: result.errors + result.timeouts,
    statusCodes: Object.fromEntries(
      Object.entries(result.statusCodeStats ?? {}).map(([status, { count }]) => [status, count]),
    ),
  };
}
