import { z } from 'zod';

/**
 * GET /api/v2/client/{clientId}/employees?search=&limit=: the employer's own employees whose name or e-mail
 * contains the search, by surname. The first slice of the employee list (spec section 7, "v2/client/{id}/
 * employees (query variants)"); paging, filters and sorting come with the employee-data issue.
 */
export const EMPLOYEE_SEARCH_DEFAULT_LIMIT = 20;

export const employeeSearchQuerySchema = z.object({
  search: z.string().trim().max(100).optional(),
  limit: z.coerce.number().int().min(1).max(50).default(EMPLOYEE_SEARCH_DEFAULT_LIMIT),
});

export const employeeSummarySchema = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string(),
  /** The account has been activated: only then can a sign-in link be sent. */
  activated: z.boolean(),
});
export type EmployeeSummary = z.infer<typeof employeeSummarySchema>;

export const employeeSearchResponseSchema = z
  .object({ employees: z.array(employeeSummarySchema) })
  .meta({ id: 'EmployeeSearch' });
export type EmployeeSearchResponse = z.infer<typeof employeeSearchResponseSchema>;
