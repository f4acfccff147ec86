export * from './tax-years.ts';
export * from './dated-rules.ts';
export * from './tax.ts';
export * from './costs.ts';
export * from './pricing.ts';
