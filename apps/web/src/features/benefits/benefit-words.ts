/** Dates and money as the benefits pages write them, from the shared domain package (no I/O, no zod). */
export { longDate } from '@portal/benefits/dates';
export { pounds } from '@portal/benefits/money';
export { amountRange } from '@portal/benefits/catalogue';
