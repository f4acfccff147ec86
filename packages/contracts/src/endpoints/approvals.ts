import { describe, errorResponses } from '../endpoint.ts';
import {
  approvalRequestSchema,
  approvalResponseSchema,
  benefitApprovalsParamsSchema,
  benefitApprovalsQuerySchema,
  benefitApprovalsSchema,
  pendingBenefitsSchema,
} from '../approvals.ts';

const about = "The signed-in employer's tenant; needs the approver permission.";

export const approvalsEndpoints = {
  pendingApprovals: describe('pendingApprovals', {
    tags: ['approvals'],
    summary: 'The benefits with selections awaiting approval, and how many each',
    description: about,
    responses: { 200: pendingBenefitsSchema, ...errorResponses(401, 403) },
  }),
  benefitApprovals: describe('benefitApprovals', {
    tags: ['approvals'],
    summary: "One benefit's selections awaiting approval, paged, oldest first",
    description: `${about} A benefit of another tenant answers 404.`,
    params: benefitApprovalsParamsSchema,
    query: benefitApprovalsQuerySchema,
    responses: { 200: benefitApprovalsSchema, ...errorResponses(400, 401, 403, 404) },
  }),
  decideApprovals: describe('decideApprovals', {
    tags: ['approvals'],
    summary: 'Approves or rejects selections, all in one transaction; a reason is required to reject',
    description: `${about} A selection no longer awaiting approval, or the approver's own, is reported in the summary and left as it is; an id that is not one of the tenant's selections answers 404 and nothing changes. Each employee is e-mailed once the decision commits.`,
    body: approvalRequestSchema,
    responses: { 200: approvalResponseSchema, ...errorResponses(400, 401, 403, 404, 409) },
  }),
};
