import { paths } from '../../lib/paths.ts';

/** /app/dashboard/benefit-takeup/:benefitId */
export const takeUpDetailPath = (benefitId: number) => `${paths.benefitTakeUp}${benefitId}`;
