/**
 * The benefits catalogue: what an employee can have and why. GET /api/benefits/user/eligible, /benefits/filters,
 * /benefit/:id (with-selection, related_FAQ, related_benefits); the admin CLI's services for a tenant's benefits
 * (list, add, retire). Jobs: the daily notices (window open, closing soon, probation ended).
 */
import { defineModule, provider } from '../../lib/app-context.ts';
import { DAILY_NOTICES_CRON, dailyBenefitNotices, runDailyNotices } from './benefit-notices.ts';
import { benefitsRoutes } from './benefits.routes.ts';
import { createCatalogueCache } from './catalogue-cache.ts';
import { createEmployeeFactsCache } from './employee-facts-cache.ts';

export { addBenefit, relateByName, retireBenefit, type CatalogueTarget } from './catalogue-writer.ts';
export { dailyBenefitNotices, sendDueNotices } from './benefit-notices.ts';
export { addTenantBenefit, listTenantBenefits, retireTenantBenefit } from './benefits-operator.ts';

/** The catalogue's short-lived memory, shared by the routes and the jobs of one app. */
export const catalogueCache = provider('benefit catalogue', ({ db, singleInstance }) =>
  createCatalogueCache(db, singleInstance),
);

/**
 * What the catalogue knows of each employee: a module that changes an employee's HR record or selections calls
 * `context.use(employeeFacts).forgetEmployee(userId)` after it commits.
 */
export const employeeFacts = provider('employee benefit facts', ({ db, singleInstance }) =>
  createEmployeeFactsCache(db, singleInstance),
);

export const benefitsModule = defineModule('benefits', async (api, context) => {
  const { db, clock, jobs, mailer } = context;
  const cache = context.use(catalogueCache);
  jobs.handle(dailyBenefitNotices, runDailyNotices({ db, mailer, clock }));
  jobs.schedule(dailyBenefitNotices, DAILY_NOTICES_CRON, {});
  await api.register(benefitsRoutes({ db, clock, cache, employees: context.use(employeeFacts) }));
});

export { eligibilityFor, viewFor, type CatalogueDeps, type EmployeeView } from './catalogue.service.ts';
export { availabilityOf, NO_RECORD_REASON, presentCard, presentSelection } from './catalogue.presenter.ts';
export { schemeYearsFrom } from './catalogue.repository.ts';
export type { BenefitDetailRows, CatalogueRow, MedicalQuestion, SchemeRef } from './catalogue.repository.ts';
export type { LiveSelection, PayFacts } from './employee-facts.repository.ts';
export type { CatalogueCache } from './catalogue-cache.ts';
