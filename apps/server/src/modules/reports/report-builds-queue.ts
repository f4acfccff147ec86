import { defineQueue } from '../../lib/jobs/index.ts';

/**
 * The background build of a large report's file (report-builds.ts). A build may run for minutes, so a stalled
 * one is not told by its age but by its worker's heartbeat: the worker beats every 30 s while it builds, and a
 * build whose worker died (killed, out of memory) is failed a minute after its last beat and tried again from
 * the start by the next worker, instead of waiting out a long expiry.
 */
export const reportBuildsQueue = defineQueue<{ buildId: string }>('reports.builds', {
  retryLimit: 2,
  retryDelay: 5,
  heartbeatSeconds: 60,
  expireInSeconds: 30 * 60,
});
