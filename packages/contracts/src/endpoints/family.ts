import { describe, documentFile, errorResponses } from '../endpoint.ts';
import {
  coveredMemberResponseSchema,
  familyChangeResponseSchema,
  familyEditSchema,
  familyMemberParamsSchema,
  familyPayloadSchema,
  familyResponseSchema,
  familySchemeParamsSchema,
  policiesResponseSchema,
} from '../family.ts';
import {
  lifeEventSchema,
  lifeEventsResponseSchema,
  lifeEventTypesResponseSchema,
  tenantLifeEventParamsSchema,
  tenantLifeEventSchema,
  tenantLifeEventsQuerySchema,
  tenantLifeEventsResponseSchema,
  voidLifeEventRequestSchema,
} from '../life-events.ts';
import { clientParamsSchema } from './employees.ts';

const own = "The signed-in employee's own (a masquerading administrator's acted-as employee).";

export const familyEndpoints = {
  family: describe('family', {
    tags: ['family'],
    summary: "The employee's active family members, in the spec's family_* shape",
    description: own,
    responses: { 200: familyResponseSchema, ...errorResponses(401, 403) },
  }),
  addFamilyMember: describe('addFamilyMember', {
    tags: ['family'],
    summary: 'Adds a family member (the outgoing family payload)',
    description: `${own} The id is the employee's scheme id. One partner at a time; a dependant over 16 needs a full-time education end date; a date of birth in the future or over 120 years ago is refused. 400 names each field.`,
    params: familySchemeParamsSchema,
    body: familyPayloadSchema,
    responses: { 201: familyChangeResponseSchema, ...errorResponses(400, 401, 403, 404) },
  }),
  editFamilyMember: describe('editFamilyMember', {
    tags: ['family'],
    summary: 'Edits a family member, or removes one with family_active false',
    description: `${own} Removing a member a live selection covers answers 409 with the selections to change first.`,
    params: familyMemberParamsSchema,
    body: familyEditSchema,
    responses: {
      200: familyChangeResponseSchema,
      409: coveredMemberResponseSchema,
      ...errorResponses(400, 401, 403, 404),
    },
  }),
  policies: describe('policies', {
    tags: ['family'],
    summary: "The employee's covers (approved or awaiting approval) and who each protects",
    description: own,
    responses: { 200: policiesResponseSchema, ...errorResponses(401, 403) },
  }),
  lifeEventTypes: describe('lifeEventTypes', {
    tags: ['life-events'],
    summary: "The tenant's life event types, with the benefit groups each opens and for how long",
    responses: { 200: lifeEventTypesResponseSchema, ...errorResponses(401, 403) },
  }),
  lifeEvents: describe('lifeEvents', {
    tags: ['life-events'],
    summary: "The employee's reported life events, newest first, with their change windows",
    description: own,
    responses: { 200: lifeEventsResponseSchema, ...errorResponses(401, 403) },
  }),
  reportLifeEvent: describe('reportLifeEvent', {
    tags: ['life-events'],
    summary: 'Reports a life event; its change window opens at once',
    description: `${own} Multipart form data: \`typeId\`, \`eventDate\` (yyyy-mm-dd, not in the future nor more than 30 days ago) and, when the type requires it, one file \`evidence\` (PDF, JPEG or PNG of up to 10 MB, recognised by its content).`,
    responses: { 201: lifeEventSchema, ...errorResponses(400, 401, 403, 413) },
  }),
  tenantLifeEvents: describe('tenantLifeEvents', {
    tags: ['life-events'],
    summary: "The tenant's life events, paged, for the employer",
    description: 'A client other than the signed-in tenant answers 404.',
    params: clientParamsSchema,
    query: tenantLifeEventsQuerySchema,
    responses: { 200: tenantLifeEventsResponseSchema, ...errorResponses(400, 401, 403, 404) },
  }),
  voidLifeEvent: describe('voidLifeEvent', {
    tags: ['life-events'],
    summary:
      'Voids a life event with a reason: its window closes; selections changed in it are flagged for review',
    description: 'Needs the approver permission. Audited.',
    params: tenantLifeEventParamsSchema,
    body: voidLifeEventRequestSchema,
    responses: { 200: tenantLifeEventSchema, ...errorResponses(400, 401, 403, 404, 409) },
  }),
  lifeEventEvidence: describe('lifeEventEvidence', {
    tags: ['life-events'],
    summary: "A life event's evidence file, as uploaded, for the employer",
    params: tenantLifeEventParamsSchema,
    responses: { 200: null, ...errorResponses(401, 403, 404) },
    file: documentFile,
  }),
};
