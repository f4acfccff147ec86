import { describe, errorResponses } from '../endpoint.ts';
import { ccvBalanceResponseSchema } from '../benefits.ts';
import {
  benefitGroupParamsSchema,
  contributionsResponseSchema,
  totalRewardCardSchema,
  totalRewardPageSchema,
  voucherFrameCodeSchema,
  voucherManageResponseSchema,
} from '../statements.ts';

const own =
  "The signed-in employee's own (a masquerading administrator's acted-as employee), from the payroll ledger.";

export const statementsEndpoints = {
  benefitGroupContributions: describe('benefitGroupContributions', {
    tags: ['statements'],
    summary: "A benefit group's monthly employee and employer contributions (the statement), oldest first",
    description: `${own} The id is the group's code (health, ccv ...); an unknown one answers 404.`,
    params: benefitGroupParamsSchema,
    responses: { 200: contributionsResponseSchema, ...errorResponses(400, 401, 403, 404) },
  }),
  totalRewardCard: describe('totalRewardCard', {
    tags: ['statements'],
    summary: "The home page's total reward card: the newest scheme year's headline figures",
    description: own,
    responses: { 200: totalRewardCardSchema, ...errorResponses(401, 403) },
  }),
  totalRewardPage: describe('totalRewardPage', {
    tags: ['statements'],
    summary: 'The total reward statement: salary, employer contributions and savings by category and year',
    description: `${own} Newest year first; each year runs to the last month payroll has run.`,
    responses: { 200: totalRewardPageSchema, ...errorResponses(401, 403) },
  }),
  ccvBalance: describe('ccvBalance', {
    tags: ['vouchers'],
    summary: "The employee's childcare voucher balance and last payment date",
    description: 'Payroll credits the voucher account; placed orders to childcare providers debit it.',
    responses: { 200: ccvBalanceResponseSchema, ...errorResponses(401, 403) },
  }),
  voucherManage: describe('voucherManage', {
    tags: ['vouchers'],
    summary: "The tenant's voucher management: next voucher date, placed and saved orders",
    description: 'For employers of the signed-in tenant.',
    responses: { 200: voucherManageResponseSchema, ...errorResponses(401, 403) },
  }),
  voucherFrameCode: describe('voucherFrameCode', {
    tags: ['vouchers'],
    summary: 'A single-use code (60 seconds) that opens the voucher management frame',
    description:
      "The frame's URL carries it as bearerToken; the frame exchanges it for a frame session. Never the access token.",
    responses: { 201: voucherFrameCodeSchema, ...errorResponses(401, 403, 429) },
  }),
};
