import { defineQueue } from '../../lib/jobs/index.ts';

/** The background build of a large report's file (report-builds.ts). */
export const reportBuildsQueue = defineQueue<{ buildId: string }>('reports.builds', {
  retryLimit: 2,
  retryDelay: 5,
  expireInSeconds: 30 * 60,
});
