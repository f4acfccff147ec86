/**
 * Answers the page asked for before the app loaded: the session boot the server inlines in the page
 * (public/session-boot.js) starts the refresh, the login setup and the home page's data calls while the bundle
 * downloads (issue 37). lib/api-client.ts takes an answer here in place of sending the same request: each one
 * once, and only in the page's first moments (an answer left untaken is stale after that).
 */

/** An early answer is for the page's start; one still untaken this long after it is dropped, not used. */
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
  if (now - early.startedAt > EARLY_ANSWER_LIFETIME_MS) {
    delete window.portalEarlyAnswers;
    return undefined;
  }
  const key = `${method} ${url}`;
  const answer = early.answers[key];
  delete early.answers[key];
  return answer;
}
