import { paths } from './paths.ts';

/** `/app/my-benefits/:id` and the set-up and manage pages beneath it (spec section 2). */
export const benefitPath = (id: number) => `${paths.myBenefits}${id}`;
export const benefitSetupPath = (id: number) => `${paths.myBenefits}${id}/setup`;
export const benefitManagePath = (id: number) => `${paths.myBenefits}${id}/manage`;
export const benefitSetupStepPath = (id: number, step: string) => `${benefitSetupPath(id)}/${step}`;
