import { paths } from '../../lib/paths.ts';

/** One benefit's selections awaiting approval. */
export const benefitApprovalsPath = (benefitId: number) => `${paths.approveSelections}${benefitId}`;
