/**
 * The worker killed in the middle of a report build (issue 34): the payroll tenant's report (100,000 employees
 * x 4 selections) built in the background; once the build has written part of its file, the worker is killed
 * with SIGKILL. The supervisor starts a new worker; the build, failed by its missed heartbeat, is tried again
 * from the top and finishes. Reported: how long after the kill it was ready, and whether the built file is the
 * direct download's size (no line lost or written twice).
 */
import { childProcessesOf } from '../../apps/server/test/child-processes.ts';
import { clientIdOf, payrollReport, timedDownload } from './employer-lists.ts';
import { startNode, stop, waitFor } from './processes.ts';
import { accessTokenFor } from './sign-in.ts';
import { caller } from './surge.ts';

export interface ReportBuildFaultResult {
  /** People written when the worker was killed, of the whole. */
  progressAtKill: { done: number; total: number };
  secondsToReadyAfterKill: number;
  builtBytes: number;
  directBytes: number;
}

interface Build {
  id: string;
  status: 'building' | 'ready' | 'failed';
  progress: { done: number; total: number };
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export async function reportBuildWithWorkerKilled(options: {
  root: string;
  portalEnv: Record<string, string>;
  port: number;
}): Promise<ReportBuildFaultResult> {
  const portal = startNode('scripts/start.ts', { ...options.portalEnv, WEB_INSTANCES: '1' }, options.root);
  try {
    const portalUrl = `http://127.0.0.1:${options.port}`;
    await waitFor(`${portalUrl}/api/ready`, 180_000);
    const host = `payroll.localhost:${options.port}`;
    const token = await accessTokenFor(portalUrl, 'employer@payroll.test', host);
    const clientId = await clientIdOf(portalUrl, host, token);
    const direct = await payrollReport(portalUrl, host, token, clientId, portal.pid!);
    const call = caller(portalUrl, host, 1);
    const status = async (id: string) =>
      (await call('GET', `/client/${clientId}/report-builds/${id}`, token)).body as Build;

    const taken = await call('POST', `/client/${clientId}/report-builds`, token, { ids: [direct.reportId] });
    if (taken.status !== 202) throw new Error(`build refused: ${taken.status}`);
    const { id } = taken.body as Build;
    let build = await status(id);
    while (build.status === 'building' && build.progress.done === 0) {
      await sleep(200);
      build = await status(id);
    }
    if (build.status !== 'building')
      throw new Error(`the build was ${build.status} before the worker was killed`);
    const worker = childProcessesOf(portal.pid!).find((child) => child.command.includes('worker.ts'));
    if (!worker) throw new Error('no worker process to kill');
    process.kill(worker.pid, 'SIGKILL');
    const killedAt = performance.now();
    const progressAtKill = build.progress;

    const deadline = killedAt + 10 * 60_000;
    while (build.status === 'building' && performance.now() < deadline) {
      await sleep(1_000);
      build = await status(id);
    }
    if (build.status !== 'ready') throw new Error(`after the kill the build was ${build.status}`);
    const secondsToReadyAfterKill = (performance.now() - killedAt) / 1_000;
    const built = await timedDownload(
      portalUrl,
      host,
      token,
      `/api/client/${clientId}/report-builds/${id}/download`,
      portal.pid!,
    );
    return { progressAtKill, secondsToReadyAfterKill, builtBytes: built.bytes, directBytes: direct.bytes };
  } finally {
    await stop(portal);
  }
}
