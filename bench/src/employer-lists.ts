/**
 * Issue 19's budgets on the 100,000-employee tenant: the employee list's search at 20 connections (each
 * connection cycling through searches of part of a surname), and the whole list as one XLSX file (its time,
 * and the server's resident memory while it streams).
 */
import fs from 'node:fs';
import { get } from 'node:http';
import autocannon from 'autocannon';

/** Parts of the bench people's surnames and e-mails (scripts/bench-tenant.ts), as an employer would type them. */
const SEARCHES = [
  'ahmed-12',
  'person12',
  'baker',
  'hughes-55',
  'person7777',
  'khan',
  'davies-9',
  'evans-1000',
];

export interface ListSearch {
  p97_5Ms: number;
  p99Ms: number;
  requestsPerSecond: number;
  non2xx: number;
}

export async function employeeListSearch(
  portalUrl: string,
  host: string,
  token: string,
  clientId: string,
  seconds: number,
): Promise<ListSearch> {
  // As an employer does: the list opens (which starts building the search index), then a first search (which
  // waits for it: seconds for 100,000 people after a start). The budget is for the searches that follow.
  const headers = { host, authorization: `Bearer ${token}` };
  const list = `/api/v2/client/${clientId}/employees`;
  await getFrom(portalUrl, list, headers, () => undefined);
  await getFrom(portalUrl, `${list}?search=${SEARCHES[0]}`, headers, () => undefined);
  const result = await autocannon({
    url: portalUrl,
    connections: 20,
    duration: seconds,
    headers: { host, authorization: `Bearer ${token}` },
    requests: SEARCHES.map((search) => ({
      method: 'GET',
      path: `/api/v2/client/${clientId}/employees?search=${search}`,
    })),
  });
  return {
    p97_5Ms: result.latency.p97_5,
    p99Ms: result.latency.p99,
    requestsPerSecond: result.requests.average,
    non2xx: result.non2xx,
  };
}

/** The take-up summary (every benefit over the 100,000) at 20 connections. */
export async function takeUpSummary(
  portalUrl: string,
  host: string,
  token: string,
  clientId: string,
  seconds: number,
): Promise<ListSearch> {
  const result = await autocannon({
    url: `${portalUrl}/api/client/${clientId}/benefit-takeup`,
    connections: 20,
    duration: seconds,
    headers: { host, authorization: `Bearer ${token}` },
  });
  return {
    p97_5Ms: result.latency.p97_5,
    p99Ms: result.latency.p99,
    requestsPerSecond: result.requests.average,
    non2xx: result.non2xx,
  };
}

/** A GET with the tenant's Host (fetch may not set Host), its body read chunk by chunk. */
function getFrom(
  portalUrl: string,
  path: string,
  headers: Record<string, string>,
  onChunk: (chunk: Buffer) => void,
): Promise<number> {
  return new Promise((resolve, reject) => {
    get(new URL(path, portalUrl), { headers }, (response) => {
      response.on('data', onChunk);
      response.on('end', () => resolve(response.statusCode ?? 0));
      response.on('error', reject);
    }).on('error', reject);
  });
}

/** The tenant's client id, from the signed-in person's login set-up. */
export async function clientIdOf(portalUrl: string, host: string, token: string): Promise<string> {
  let text = '';
  const status = await getFrom(
    portalUrl,
    '/api/login/setup',
    { host, authorization: `Bearer ${token}` },
    (chunk) => {
      text += chunk.toString();
    },
  );
  const setup = JSON.parse(text) as { client?: { id?: string } };
  if (!setup.client?.id) throw new Error(`no client in the login set-up: ${status}`);
  return setup.client.id;
}

/**
 * The memory of the portal: the process and all its descendants (the supervisor's web processes, worker and
 * PostgreSQL with its backends), as proportional set size, so memory they share (PostgreSQL's shared buffers)
 * counts once.
 */
export function residentMegabytes(pid: number): number {
  const children = new Map<number, number[]>();
  for (const entry of fs.readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      // The parent's pid is the fourth field, after the name in parentheses (which may hold spaces).
      const stat = fs.readFileSync(`/proc/${entry}/stat`, 'utf8');
      const parent = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
      children.set(parent, [...(children.get(parent) ?? []), Number(entry)]);
    } catch {
      // gone meanwhile
    }
  }
  let kilobytes = 0;
  const pending = [pid];
  while (pending.length > 0) {
    const current = pending.pop()!;
    pending.push(...(children.get(current) ?? []));
    try {
      const rollup = fs.readFileSync(`/proc/${current}/smaps_rollup`, 'utf8');
      kilobytes += Number(/^Pss:\s+(\d+)/m.exec(rollup)?.[1] ?? 0);
    } catch {
      // gone meanwhile
    }
  }
  return kilobytes / 1024;
}

export interface ReportTiming {
  seconds: number;
  bytes: number;
  /** The server process's resident memory before, and the largest seen while the file streamed (every 50 ms). */
  serverMbBefore: number;
  peakServerMb: number;
}

/**
 * Downloads `path` with the tenant's Host, counting the bytes as they come (the file is not kept), and samples
 * the server's memory while it streams.
 */
export async function timedDownload(
  portalUrl: string,
  host: string,
  token: string,
  path: string,
  serverPid: number,
): Promise<ReportTiming> {
  const before = residentMegabytes(serverPid);
  let peak = before;
  const sampler = setInterval(() => (peak = Math.max(peak, residentMegabytes(serverPid))), 50);
  const started = performance.now();
  try {
    let bytes = 0;
    const status = await getFrom(
      portalUrl,
      path,
      { host, authorization: `Bearer ${token}` },
      (chunk) => (bytes += chunk.byteLength),
    );
    if (status !== 200) throw new Error(`${path} answered ${status}`);
    return {
      seconds: (performance.now() - started) / 1000,
      bytes,
      serverMbBefore: before,
      peakServerMb: peak,
    };
  } finally {
    clearInterval(sampler);
  }
}

/** Every employee as XLSX. */
export function employeeReport(
  portalUrl: string,
  host: string,
  token: string,
  clientId: string,
  serverPid: number,
) {
  return timedDownload(
    portalUrl,
    host,
    token,
    `/api/v2/client/${clientId}/employees/download-report?format=xlsx`,
    serverPid,
  );
}

/** The payroll report of the tenant's newest pay period, as CSV (issue 20). */
export async function payrollReport(
  portalUrl: string,
  host: string,
  token: string,
  clientId: string,
  serverPid: number,
) {
  let text = '';
  await getFrom(
    portalUrl,
    `/api/client/${clientId}/reports?type=payroll`,
    { host, authorization: `Bearer ${token}` },
    (chunk) => (text += chunk.toString()),
  );
  const [newest] = (JSON.parse(text) as { reports: { id: string }[] }).reports;
  if (!newest) throw new Error('the payroll tenant has no payroll report');
  const timing = await timedDownload(
    portalUrl,
    host,
    token,
    `/api/client/${clientId}/reports/${newest.id}/download?format=csv`,
    serverPid,
  );
  return { ...timing, reportId: newest.id };
}
