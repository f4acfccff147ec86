import autocannon from 'autocannon';

export interface Throughput {
  requestsPerSecond: number;
  p99Ms: number;
  non2xx: number;
}

/** Load at 50 connections for `seconds`, as the budgets say. */
export async function measure(
  url: string,
  seconds: number,
  headers: Record<string, string> = {},
  method: 'GET' | 'POST' = 'GET',
  body?: string,
): Promise<Throughput> {
  const result = await autocannon({ url, connections: 50, duration: seconds, headers, method, body });
  return { requestsPerSecond: result.requests.average, p99Ms: result.latency.p99, non2xx: result.non2xx };
}
