/**
 * Who may call an endpoint. Each route declares one access rule, and an employer route may also name the
 * permission it needs (the benefits domain's employer side: approving selections, reports, uploads and the
 * tenant's settings). Platform administrators act with every permission.
 */
export const accessRules = ['public', 'authenticated', 'employee', 'employer', 'admin'] as const;
export type AccessRule = (typeof accessRules)[number];

export const employerPermissions = ['approver', 'reports', 'uploads', 'settings'] as const;
export type EmployerPermission = (typeof employerPermissions)[number];
