/**
 * Who may call an endpoint. Each route declares one access rule, and an employer route may also name the
 * permission it needs (the benefits domain's employer side: approving selections, reports, uploads and the
 * tenant's settings). Platform administrators act with every permission.
 *
 * `operator` is the console's (issue 35): a platform administrator whose session passed two-factor at sign-in,
 * on the platform host (`platform.<domain>`), which names no tenant.
 */
export const accessRules = ['public', 'authenticated', 'employee', 'employer', 'admin', 'operator'] as const;
export type AccessRule = (typeof accessRules)[number];

export const employerPermissions = ['approver', 'reports', 'uploads', 'settings'] as const;
export type EmployerPermission = (typeof employerPermissions)[number];
