/**
 * The open model's journey (issue 34), as locustfile.py makes it: employees of the big tenant arrive at
 * `arrivalRate` a second for `seconds`, each one a distinct person of the payload file (one e-mail address a line,
 * taken in order), and go through what a person does, reading in between:
 *   sign in (argon2id, as it is), the benefits list, [read] the benefit's page, [read] their selection, [read]
 *   five cost calculations about a second apart as they try amounts, [read] a save, [read] the submit.
 * Reading is 5 to 15 s. The steps' names are the ones the bench reports.
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

export interface JourneyOptions {
  target: string;
  /** The Host header that names the tenant (`bench.localhost:PORT`). */
  host: string;
  payloadFile: string;
  password: string;
  benefitName: string;
  arrivalRate: number;
  seconds: number;
}
