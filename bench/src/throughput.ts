import autocannon from 'autocannon';

export interface Throughput {
  requestsPerSecond: number;
  p99Ms: number;
  non2xx: number;
  /** Requests answered in the whole load. */
  requests: number;
}

/** Load at 50 connections (unless a budget names another number) for `seconds`. */
export async function measure(
  url: string,
  seconds: number,
  headers: Record<string, string> = {},
  method: 'GET' | 'POST' = 'GET',
  body?: string,
  connections = 50,
): Promise<Throughput> {
  const result = await autocannon({ url, connections, duration: seconds, headers, method, body });
  return {
    requestsPerSecond: result.requests.average,
    p99Ms: result.latency.p99,
    non2xx: result.non2xx,
    requests: result.requests.total,
  };
}
