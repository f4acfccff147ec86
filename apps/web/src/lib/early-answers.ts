/**
 * Answers the page asked for before the app loaded: the session boot the server inlines in the page
 * (public/session-boot.js) starts the refresh, the login setup and the home page's data calls while the bundle
 * downloads (issue 37). lib/api-client.ts takes an answer here in place of sending the same request: each one
 * once; a data answer only in the page's first moments (one left untaken is stale after that).
 */

/** An early data answer is for the page's start; one still untaken this long after it is not used. */
export const EARLY_ANSWER_LIFETIME_MS = 30_000;

export interface EarlyAnswers {
  /** When the boot started its calls (epoch ms). */
  startedAt: number;
  /** Each answer by method and address, e.g. `GET /api/login/setup`. */
  answers: Record<string, Promise<Response> | undefined>;
}

declare global {
  interface Window {
    portalEarlyAnswers?: EarlyAnswers;
  }
}

/** The answer the page's boot already asked for with this method and address, taken once; otherwise undefined. */
export function takeEarlyAnswer(
  method: string,
  url: string,
  now = Date.now(),
): Promise<Response> | undefined {
  const early = typeof window === 'undefined' ? undefined : window.portalEarlyAnswers;
  if (!early) return undefined;
  const key = `${method} ${url}`;
  const answer = early.answers[key];
  delete early.answers[key];
  // A data answer left that long is stale. The refresh (a POST) is taken whatever its age: its cookie is rotated,
  // and sending the same one again while the boot's refresh is on its way would end the session.
  if (method === 'GET' && now - early.startedAt > EARLY_ANSWER_LIFETIME_MS) return undefined;
  return answer;
}
