/** Every table, for Drizzle's relational schema and drizzle-kit. */
export * from './clients.ts';
export * from './users.ts';
export * from './content.ts';
export * from './sessions.ts';
export * from './audit.ts';
export * from './accounts.ts';
export * from './mail.ts';
export * from './two-factor.ts';
export * from './tenant-content.ts';
export * from './contact.ts';
export * from './single-sign-on.ts';
export * from './sign-in-grants.ts';
export * from './benefits.ts';
export * from './employee-records.ts';
export * from './selections.ts';
export * from './family.ts';
export * from './claims.ts';
