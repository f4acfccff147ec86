import { describe, errorResponses } from '../endpoint.ts';
import { profileSchema } from '../profile.ts';
import {
  loginSetupResponseSchema,
  patchUserRequestSchema,
  pingResponseSchema,
  userSchema,
} from '../session.ts';

const signedIn = errorResponses(400, 401, 403);

export const userEndpoints = {
  loginSetup: describe('loginSetup', {
    tags: ['session'],
    summary: 'Everything the web app needs to start a signed-in session',
    responses: { 200: loginSetupResponseSchema, ...signedIn },
  }),
  getUser: describe('getUser', {
    tags: ['session'],
    summary: 'The signed-in user',
    responses: { 200: userSchema, ...signedIn },
  }),
  updateUser: describe('updateUser', {
    tags: ['session'],
    summary: 'Changes the signed-in person: terms acceptance, first login completed, avatar',
    description:
      "Any of { termsAccepted: true, termsRevision } (a revision other than the current one answers 409 { message }), { firstLoginComplete: true } (the welcome carousel was seen: firstLogin becomes false) and { avatar } (a value of the tenant's avatar set, or null). Names and e-mail come from the employer's data and cannot be changed here.",
    body: patchUserRequestSchema,
    responses: { 200: userSchema, ...signedIn, ...errorResponses(409) },
  }),
  profile: describe('profile', {
    tags: ['session'],
    summary: "The person's profile: names, e-mail, chosen avatar and the tenant's avatar set",
    responses: { 200: profileSchema, ...signedIn },
  }),
  ping: describe('ping', {
    tags: ['session'],
    summary: 'Keeps the session alive (the idle dialog\'s "Stay logged in")',
    responses: { 200: pingResponseSchema, ...errorResponses(401) },
  }),
};
