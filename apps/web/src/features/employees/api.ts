/**
 * The employer's people (contracts/employees.ts): the employee list (also the registration figure and the
 * employee picker), one employee's record, welcome e-mail resends, the two-factor table and its enforcement.
 */
import type { EmployeeSortColumn } from '@portal/contracts';
import { api } from '../../lib/api.ts';
import { apiTags } from '../../lib/api-tags.ts';
import { requestTo, type ResponseOf } from '../../lib/endpoint-request.ts';

export interface EmployeeListArgs {
  clientId: string;
  page?: number;
  perPage?: number;
  search?: string;
  activated?: boolean;
  sortBy?: EmployeeSortColumn | `-${EmployeeSortColumn}`;
}

export interface TwoFactorListArgs {
  clientId: string;
  page?: number;
  search?: string;
  twoFactorOn?: boolean;
}

const flag = (value: boolean | undefined): 'true' | 'false' | undefined =>
  value === undefined ? undefined : value ? 'true' : 'false';

/** The list's search, filter and order as the server reads them; also the report's, so the file holds the view. */
export function employeeListView(args: Omit<EmployeeListArgs, 'clientId' | 'page' | 'perPage'>) {
  return {
    search: args.search || undefined,
    sort_by: args.sortBy,
    'filter[person_activated]': flag(args.activated),
  };
}

/** The two-factor table's search and filter (its report's too). */
export function twoFactorListQuery(args: Omit<TwoFactorListArgs, 'clientId' | 'page'>) {
  return {
    search: args.search || undefined,
    'filter[person_mfa_secret]': flag(args.twoFactorOn),
  };
}

export const employeesApi = api.injectEndpoints({
  endpoints: (build) => ({
    getEmployees: build.query<ResponseOf<'employeeList'>, EmployeeListArgs>({
      query: ({ clientId, page, perPage, ...view }) =>
        requestTo('employeeList', {
          params: { clientId },
          query: { page, per_page: perPage, ...employeeListView(view) },
        }),
      providesTags: [apiTags.employees],
    }),
    getEmployee: build.query<ResponseOf<'employeeDetail'>, { clientId: string; employeeId: string }>({
      query: (params) => requestTo('employeeDetail', { params }),
      providesTags: [apiTags.employees],
    }),
    resendWelcome: build.mutation<ResponseOf<'welcomeResend'>, string>({
      query: (employeeId) => requestTo('welcomeResend', { params: { employeeId } }),
      invalidatesTags: [apiTags.employees],
    }),
    resendWelcomes: build.mutation<
      ResponseOf<'bulkWelcomeResend'>,
      { clientId: string; employeeIds?: string[] }
    >({
      query: ({ clientId, employeeIds }) =>
        requestTo('bulkWelcomeResend', { params: { clientId }, body: employeeIds ? { employeeIds } : {} }),
      invalidatesTags: [apiTags.employees],
    }),
    getTwoFactorTable: build.query<ResponseOf<'twoFactorList'>, TwoFactorListArgs>({
      query: ({ clientId, page, ...view }) =>
        requestTo('twoFactorList', { params: { clientId }, query: { page, ...twoFactorListQuery(view) } }),
      providesTags: [apiTags.employees, apiTags.tenantSettings],
    }),
    getTwoFactorEnforcement: build.query<ResponseOf<'twoFactorEnforcement'>, string>({
      query: (clientId) => requestTo('twoFactorEnforcement', { params: { clientId } }),
      providesTags: [apiTags.tenantSettings],
    }),
    setTwoFactorEnforcement: build.mutation<
      ResponseOf<'setTwoFactorEnforcement'>,
      { clientId: string; enabled: boolean }
    >({
      query: ({ clientId, enabled }) =>
        requestTo('setTwoFactorEnforcement', {
          params: { clientId },
          body: { isEnforcementTwoFAEnabled: enabled },
        }),
      invalidatesTags: [apiTags.tenantSettings],
    }),
  }),
});

export const {
  useGetEmployeesQuery,
  useGetEmployeeQuery,
  useResendWelcomeMutation,
  useResendWelcomesMutation,
  useGetTwoFactorTableQuery,
  useGetTwoFactorEnforcementQuery,
  useSetTwoFactorEnforcementMutation,
} = employeesApi;
