export * from './constants.ts';
export * from './theme.ts';
export * from './content.ts';
export * from './errors.ts';
export * from './health.ts';
export * from './api-paths.ts';
