/**
 * Roster uploads (contracts/uploads.ts): the last one, one upload's preview with its lists of changes and its
 * eligibility impact, and what is done with it.
 */
import type {
  EligibilityDifference,
  LastRosterUpload,
  RosterChanges,
  RosterUpload,
} from '@portal/contracts/uploads';
import { api } from '../../lib/api.ts';
import { apiTags } from '../../lib/api-tags.ts';
import { requestTo, type ArgsOf } from '../../lib/endpoint-request.ts';

type Decision = ArgsOf<'confirmRosterUpload'>['body'];

export const uploadsApi = api.injectEndpoints({
  endpoints: (build) => ({
    getLastUpload: build.query<LastRosterUpload, string>({
      query: (clientId) => requestTo('lastRosterUpload', { params: { clientId } }),
      providesTags: [apiTags.uploads],
    }),
    getUpload: build.query<RosterUpload, { uploadId: string; page: number }>({
      query: ({ uploadId, page }) => requestTo('rosterUpload', { params: { uploadId }, query: { page } }),
      providesTags: [apiTags.uploads],
    }),
    getUploadChanges: build.query<
      RosterChanges,
      { uploadId: string; outcome: 'new' | 'changed' | 'leaving'; page: number }
    >({
      query: ({ uploadId, outcome, page }) =>
        requestTo('rosterChanges', { params: { uploadId }, query: { outcome, page } }),
      providesTags: [apiTags.uploads],
    }),
    getEligibilityDifference: build.query<EligibilityDifference, { uploadId: string; page: number }>({
      query: ({ uploadId, page }) =>
        requestTo('eligibilityDifference', { params: { uploadId }, query: { page } }),
      providesTags: [apiTags.uploads],
    }),
    confirmUpload: build.mutation<RosterUpload, { uploadId: string; decision: Decision }>({
      query: ({ uploadId, decision }) =>
        requestTo('confirmRosterUpload', { params: { uploadId }, body: decision }),
      invalidatesTags: [apiTags.uploads, apiTags.employees, apiTags.selections],
    }),
    discardUpload: build.mutation<RosterUpload, string>({
      query: (uploadId) => requestTo('discardRosterUpload', { params: { uploadId } }),
      invalidatesTags: [apiTags.uploads],
    }),
    undoUpload: build.mutation<RosterUpload, string>({
      query: (uploadId) => requestTo('undoRosterUpload', { params: { uploadId } }),
      invalidatesTags: [apiTags.uploads, apiTags.employees, apiTags.selections],
    }),
  }),
});

export const {
  useGetLastUploadQuery,
  useGetUploadQuery,
  useGetUploadChangesQuery,
  useGetEligibilityDifferenceQuery,
  useConfirmUploadMutation,
  useDiscardUploadMutation,
  useUndoUploadMutation,
} = uploadsApi;

export const uploadPath = (clientId: string) => requestTo('createDataLoad', { params: { clientId } }).path;
export const templatePath = (clientId: string, format: 'csv' | 'xlsx') =>
  requestTo('dataLoadTemplate', { params: { clientId }, query: { format } }).path;
export const rejectedRowsPath = (uploadId: string) =>
  requestTo('rejectedRows', { params: { uploadId }, query: { format: 'csv' } }).path;
