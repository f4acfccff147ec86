/**
 * The benefits catalogue's door: its caches and topic, what an employee may have and why, the seed's and the admin
 * CLI's services, and the rows and presenters selections and approvals build on.
 * The module's wiring (routes, jobs, shared services) is benefits.module.ts.
 */
export { CATALOGUE_TOPIC, catalogueCache, employeeFacts } from './benefits.module.ts';
export {
  addTenantBenefit,
  currentYearOf,
  listTenantBenefits,
  retireTenantBenefit,
} from './benefits-operator.ts';
export { readBenefitDocument } from './benefit-document.ts';
export { addTermsVersion, termsVersionsOf, type TermsVersion } from './benefit-terms.ts';
export type { CatalogueCache } from './catalogue-cache.ts';
export { addBenefit, relateByName, replaceBenefit } from './catalogue-writer.ts';
export { NO_RECORD_REASON, presentSelection } from './catalogue.presenter.ts';
export { type BenefitDetailRows, type CatalogueRow, schemeYearsFrom } from './catalogue.repository.ts';
export {
  benefitDetail,
  type CatalogueDeps,
  type EmployeeView,
  eligibilityFor,
  viewFor,
} from './catalogue.service.ts';
export type { LiveSelection, PayFacts } from './employee-facts.repository.ts';
