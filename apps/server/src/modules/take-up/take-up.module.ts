/** Benefit take-up for the employer: eligible, selected and pending per benefit, and one benefit's splits. */
import { defineModule } from '../../lib/app-context.ts';
import { takeUpRoutes } from './take-up.routes.ts';
import { createTakeUp } from './take-up.service.ts';

/** The tenant's benefits of its current scheme year, with their rules (the uploads' eligibility impact reads them). */

export const takeUpModule = defineModule('take-up', async (api, { db, clock }) => {
  await api.register(takeUpRoutes(createTakeUp(db, clock)));
});
