/**
 * Issue 20: a large payroll report as the reporting page gets it: built by the background job (its progress
 * polled every second, as the page does), then downloaded from storage; the server's memory sampled throughout.
 */
import { timedDownload, residentMegabytes } from './employer-lists.ts';
import { caller } from './surge.ts';

export interface BuildTiming {
  buildSeconds: number;
  downloadSeconds: number;
  bytes: number;
  peakServerMb: number;
  serverMbBefore: number;
}

export async function payrollReportBuild(
  portalUrl: string,
  host: string,
  token: string,
  clientId: string,
  reportId: string,
  serverPid: number,
): Promise<BuildTiming> {
  const call = caller(portalUrl, host, 1);
  const before = residentMegabytes(serverPid);
  let peak = before;
  const sampler = setInterval(() => (peak = Math.max(peak, residentMegabytes(serverPid))), 50);
  try {
    const started = performance.now();
    const taken = await call('POST', `/client/${clientId}/report-builds`, token, { ids: [reportId] });
    if (taken.status !== 202) throw new Error(`build refused: ${taken.status} ${JSON.stringify(taken.body)}`);
    const { id } = taken.body as { id: string };
    for (;;) {
      await new Promise((resolve) => setTimeout(resolve, 1_000));
      const { body } = await call('GET', `/client/${clientId}/report-builds/${id}`, token);
      const build = body as { status: string };
      if (build.status === 'failed') throw new Error('the build failed');
      if (build.status === 'ready') break;
    }
    const buildSeconds = (performance.now() - started) / 1_000;
    const download = await timedDownload(
      portalUrl,
      host,
      token,
      `/api/client/${clientId}/report-builds/${id}/download`,
      serverPid,
    );
    return {
      buildSeconds,
      downloadSeconds: download.seconds,
      bytes: download.bytes,
      peakServerMb: Math.max(peak, download.peakServerMb),
      serverMbBefore: before,
    };
  } finally {
    clearInterval(sampler);
  }
}
