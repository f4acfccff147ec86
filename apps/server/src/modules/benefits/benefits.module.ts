/**
 * The benefits catalogue: what an employee can have and why. GET /api/benefits/user/eligible, /benefits/filters,
 * /benefit/:id (with-selection, related_FAQ, related_benefits); the admin CLI's services for a tenant's benefits
 * (list, add, retire). Jobs: the daily notices (window open, closing soon, probation ended).
 */
import { defineModule, provider } from '../../lib/app-context.ts';
import { inStep } from '../../lib/change-notices.ts';
import { DAILY_NOTICES_CRON, dailyBenefitNotices, runDailyNotices } from './benefit-notices.ts';
import { benefitsRoutes } from './benefits.routes.ts';
import { createCatalogueCache } from './catalogue-cache.ts';
import { createEmployeeFactsCache, type EmployeeFactsCache } from './employee-facts-cache.ts';

/** Change-notice topics: a client's catalogue or scheme years (by client id); an employee's facts (by user id). */
export const CATALOGUE_TOPIC = 'catalogue';
export const EMPLOYEE_FACTS_TOPIC = 'employee-facts';

/** The catalogue's memory, shared by the routes and the jobs of one app and kept in step with the others'. */
export const catalogueCache = provider('benefit catalogue', ({ db, notices }) => {
  const cache = createCatalogueCache(db);
  return { ...cache, forgetClient: inStep(notices, CATALOGUE_TOPIC, cache.forgetClient) };
});

/**
 * What the catalogue knows of each employee: a module that changes an employee's HR record or selections calls
 * `context.use(employeeFacts).forgetEmployee(userId)` after it commits.
 */
export const employeeFacts = provider('employee benefit facts', ({ db, notices }) => {
  const cache = createEmployeeFactsCache(db);
  return {
    ...cache,
    forgetEmployee: inStep(notices, EMPLOYEE_FACTS_TOPIC, (userId) => cache.forgetEmployee(userId!)),
    // The process that wrote keeps what it wrote; the others forget the employee, as after any change.
    replaceBenefit(...write: Parameters<EmployeeFactsCache['replaceBenefit']>) {
      cache.replaceBenefit(...write);
      return notices.publish(EMPLOYEE_FACTS_TOPIC, write[0]).catch(() => undefined);
    },
  };
});

export const benefitsModule = defineModule('benefits', async (api, context) => {
  const { db, clock, jobs, mailer } = context;
  const cache = context.use(catalogueCache);
  jobs.handle(dailyBenefitNotices, runDailyNotices({ db, mailer, clock }));
  jobs.schedule(dailyBenefitNotices, DAILY_NOTICES_CRON, {});
  await api.register(benefitsRoutes({ db, clock, cache, employees: context.use(employeeFacts) }));
});
