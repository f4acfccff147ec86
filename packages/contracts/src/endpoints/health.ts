import { describe } from '../endpoint.ts';
import { healthSchema, readySchema } from '../health.ts';

export const healthEndpoints = {
  health: describe('health', {
    tags: ['health'],
    summary: 'The process is up',
    responses: { 200: healthSchema },
  }),
  ready: describe('ready', {
    tags: ['health'],
    summary: 'The database answers',
    responses: { 200: readySchema, 503: readySchema },
  }),
};
