import { defineQueue } from '../../lib/jobs/index.ts';

/** The check of an uploaded roster file, row by row, into its preview (roster-checks.ts). */
export const rosterChecks = defineQueue<{ uploadId: string }>('uploads.roster-checks', {
  retryLimit: 2,
  retryDelay: 5,
  expireInSeconds: 15 * 60,
});
