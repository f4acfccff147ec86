import {
  demoClockChangeSchema,
  demoClockMoveSchema,
  demoClockSchema,
  publicDemoClockSchema,
} from '../demo-clock.ts';
import { describe, errorResponses } from '../endpoint.ts';

const operatorOnly =
  'Platform administrators on the platform host whose sign-in passed two-factor (the `operator` rule); anyone else 403.';
const demoOnly = 'Only in demo mode: when the portal runs for real it answers 409 and changes nothing.';

export const consoleClockEndpoints = {
  consoleClock: describe('consoleClock', {
    tags: ['console'],
    summary: "The portal's clock: its time, whether it is moved, and the ready-made moves",
    description: `${operatorOnly} Outside demo mode it answers with \`available: false\`.`,
    responses: { 200: demoClockSchema, ...errorResponses(401, 403) },
  }),
  consoleClockMove: describe('consoleClockMove', {
    tags: ['console'],
    summary: "Moves the portal's clock to a time (audited with the time before and after)",
    description: `${operatorOnly} ${demoOnly} Every process of the portal follows at once. A move to the time the clock already shows (within a minute) changes nothing. \`sessionEnded\`: the move ended the operator's own session (more than its idle time forward).`,
    body: demoClockMoveSchema,
    responses: { 200: demoClockChangeSchema, ...errorResponses(400, 401, 403, 409) },
  }),
  consoleClockReset: describe('consoleClockReset', {
    tags: ['console'],
    summary: "Puts the portal's clock back to the real time (audited)",
    description: `${operatorOnly} ${demoOnly}`,
    responses: { 200: demoClockChangeSchema, ...errorResponses(401, 403, 409) },
  }),
  demoClock: describe('demoClock', {
    tags: ['console'],
    summary: "How far the demo's clock is moved (0 when it is not), for anyone",
    description:
      'Public: signed-out pages (the login page, a reset or activation link) show the moved-clock banner too, as demonstrations of link expiry happen signed out. Outside demo mode always 0.',
    responses: { 200: publicDemoClockSchema },
  }),
};
