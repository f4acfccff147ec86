/** Background jobs on pg-boss: see jobs.ts. */
export { createBoss, JOBS_SCHEMA } from './boss.ts';
export {
  createJobs,
  defineQueue,
  type Attempt,
  type Jobs,
  type JobsOptions,
  type Queue,
  type QueueOptions,
  type SendOptions,
} from './jobs.ts';
