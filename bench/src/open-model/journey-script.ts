/**
 * The Artillery script of the open model (issue 34): employees of the big tenant arrive at `arrivalRate` a second
 * for `seconds`, each one a distinct person of the payload file (one e-mail address a line, taken in order), and
 * goes through the journey a person makes, with its reading in between:
 *   sign in (argon2id, as it is), the benefits list, [read] the benefit's page, [read] their selection, [read]
 *   five cost calculations about a second apart as they try amounts, [read] a save, [read] the submit.
 * Reading is 5 to 15 s (10 s with 50% jitter, uniform). Request names are the steps the bench reports.
 */
export const OPEN_MODEL_STEPS = [
  'sign-in',
  'list',
  'detail',
  'selection',
  'costs',
  'save',
  'submit',
] as const;
export type OpenModelStep = (typeof OPEN_MODEL_STEPS)[number];

/** The mean length of a journey without its requests' own time: five readings of 10 s and four 1 s pauses. */
export const JOURNEY_MEAN_SECONDS = 5 * 10 + 4 * 1;

export interface JourneyScriptOptions {
  target: string;
  /** The Host header that names the tenant (`bench.localhost:PORT`). */
  host: string;
  payloadFile: string;
  password: string;
  benefitName: string;
  arrivalRate: number;
  seconds: number;
}

const reading = { think: 10 };
const authorised = { authorization: 'Bearer {{ token }}' };

export function journeyScript(options: JourneyScriptOptions) {
  return {
    config: {
      target: options.target,
      phases: [{ name: 'arrivals', duration: options.seconds, arrivalRate: options.arrivalRate }],
      payload: { path: options.payloadFile, fields: ['email'], order: 'sequence', skipHeader: false },
      // Every pause is its length +-50%, uniformly: reading 5 to 15 s, the pauses between amounts 0.5 to 1.5 s.
      defaults: { headers: { host: options.host }, think: { jitter: '50%' } },
      // A request still unanswered after 30 s counts as an error (ETIMEDOUT), never as a slow success.
      http: { timeout: 30 },
      plugins: { 'metrics-by-endpoint': { useOnlyRequestNames: true } },
    },
    scenarios: [
      {
        name: 'choose a benefit',
        flow: [
          {
            post: {
              name: 'sign-in',
              url: '/api/login',
              json: { email: '{{ email }}', password: options.password, deviceToken: 'open-model' },
              capture: { json: '$.access_token', as: 'token' },
            },
          },
          {
            get: {
              name: 'list',
              url: '/api/benefits/user/eligible',
              headers: authorised,
              capture: {
                json: `$.benefits[?(@.name==${JSON.stringify(options.benefitName)})].id`,
                as: 'benefitId',
              },
            },
          },
          reading,
          {
            get: { name: 'detail', url: '/api/benefit/{{ benefitId }}/with-selection', headers: authorised },
          },
          reading,
          {
            get: {
              name: 'selection',
              url: '/api/benefit/{{ benefitId }}/selection',
              headers: authorised,
              // A draft left earlier is saved over, as the wizard does; none for a person's first visit.
              capture: [
                { json: '$.selection.status', as: 'draftStatus', strict: false },
                { json: '$.selection.selectionId', as: 'draftId', strict: false },
                { json: '$.selection.revision', as: 'draftRevision', strict: false },
              ],
            },
          },
          reading,
          {
            loop: [
              {
                post: {
                  name: 'costs',
                  url: '/api/selections/costs',
                  headers: authorised,
                  json: { benefitId: '{{ benefitId }}', values: { hireValue: '{{ $loopElement }}' } },
                },
              },
              { think: 1 },
            ],
            over: [500, 800, 1000, 1200, 1500],
          },
          reading,
          {
            patch: {
              name: 'save',
              url: '/api/selection/{{ draftId }}',
              ifTrue: 'draftStatus == "temporary"',
              headers: authorised,
              json: { revision: '{{ draftRevision }}', values: { hireValue: 1200 } },
              capture: [
                { json: '$.selection.selectionId', as: 'selectionId' },
                { json: '$.selection.revision', as: 'revision' },
              ],
            },
          },
          {
            post: {
              name: 'save',
              url: '/api/benefit/{{ benefitId }}/selection',
              ifTrue: 'draftStatus != "temporary"',
              headers: authorised,
              json: { values: { hireValue: 1200 } },
              capture: [
                { json: '$.selection.selectionId', as: 'selectionId' },
                { json: '$.selection.revision', as: 'revision' },
              ],
            },
          },
          reading,
          {
            patch: {
              name: 'submit',
              url: '/api/selection/{{ selectionId }}',
              headers: authorised,
              json: { revision: '{{ revision }}', accepted_terms: true, submit: true },
            },
          },
        ],
      },
    ],
  };
}
