/**
 * The enrolment-window surge (issue 16): distinct employees of the 100,000 tenant each go through the journey of
 * choosing a benefit, `concurrency` at a time: the list, the benefit's page, their selection, five cost
 * calculations as they try amounts, a save and a submit. Reports journeys per second, p99 per step and errors.
 */
import { Agent, request } from 'node:http';
import type { PortalRole } from './process-cpu.ts';

export interface SurgePerson {
  userId: string;
  token: string;
}

export interface SurgeResult {
  journeys: number;
  seconds: number;
  journeysPerSecond: number;
  p99ByStep: Record<string, number>;
  medianByStep: Record<string, number>;
  errors: number;
  firstError: string | null;
}

interface Answer {
  status: number;
  body: unknown;
}

export function caller(baseUrl: string, host: string, concurrency: number) {
  const agent = new Agent({ keepAlive: true, maxSockets: concurrency });
  const url = new URL(baseUrl);
  return (method: string, path: string, token: string, payload?: unknown): Promise<Answer> =>
    new Promise((resolve, reject) => {
      const body = payload === undefined ? undefined : JSON.stringify(payload);
      const sending = request(
        {
          agent,
          hostname: url.hostname,
          port: url.port,
          path: `/api${path}`,
          method,
          headers: {
            host,
            authorization: `Bearer ${token}`,
            ...(body
              ? { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) }
              : {}),
          },
        },
        (response) => {
          let text = '';
          response.on('data', (chunk) => (text += chunk));
          response.on('end', () =>
            resolve({ status: response.statusCode ?? 0, body: text ? JSON.parse(text) : null }),
          );
        },
      );
      sending.on('error', reject);
      sending.end(body);
    });
}

const p99 = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil(sorted.length * 0.99) - 1)] ?? 0;
};

export async function surge(
  baseUrl: string,
  host: string,
  people: readonly SurgePerson[],
  options: { benefitName: string; concurrency: number },
): Promise<SurgeResult> {
  const call = caller(baseUrl, host, options.concurrency);
  const timings: Record<string, number[]> = {};
  let errors = 0;
  let firstError: string | null = null;
  async function step(name: string, method: string, path: string, token: string, payload?: unknown) {
    const started = performance.now();
    const answer = await call(method, path, token, payload);
    (timings[name] ??= []).push(performance.now() - started);
    if (answer.status < 200 || answer.status > 299) {
      errors += 1;
      firstError ??= `${name}: ${answer.status} ${JSON.stringify(answer.body)}`;
      throw new Error(firstError);
    }
    return answer.body as Record<string, unknown>;
  }
  async function journey({ token }: SurgePerson) {
    const list = (await step('list', 'GET', '/benefits/user/eligible', token)) as {
      benefits: { id: number; name: string }[];
    };
    const id = list.benefits.find((benefit) => benefit.name === options.benefitName)?.id;
    if (id === undefined) throw new Error(`${options.benefitName} is not offered`);
    await step('detail', 'GET', `/benefit/${id}/with-selection`, token);
    const mine = (await step('selection', 'GET', `/benefit/${id}/selection`, token)) as {
      selection: { selectionId: string; status: string; revision: number } | null;
    };
    for (const hireValue of [500, 800, 1000, 1200, 1500]) {
      await step('costs', 'POST', '/selections/costs', token, { benefitId: id, values: { hireValue } });
    }
    const values = { hireValue: 1200 };
    const draft = mine.selection?.status === 'temporary' ? mine.selection : null;
    const saved = (
      draft
        ? await step('save', 'PATCH', `/selection/${draft.selectionId}`, token, {
            revision: draft.revision,
            values,
          })
        : await step('save', 'POST', `/benefit/${id}/selection`, token, { values })
    ) as { selection: { selectionId: string; revision: number } };
    await step('submit', 'PATCH', `/selection/${saved.selection.selectionId}`, token, {
      revision: saved.selection.revision,
      accepted_terms: true,
      submit: true,
    });
  }

  const started = performance.now();
  let next = 0;
  async function worker() {
    while (next < people.length) {
      const person = people[next++]!;
      await journey(person).catch(() => undefined);
    }
  }
  await Promise.all(Array.from({ length: options.concurrency }, worker));
  const seconds = (performance.now() - started) / 1000;
  return {
    journeys: people.length,
    seconds,
    journeysPerSecond: people.length / seconds,
    p99ByStep: Object.fromEntries(Object.entries(timings).map(([name, values]) => [name, p99(values)])),
    medianByStep: Object.fromEntries(
      Object.entries(timings).map(([name, values]) => [
        name,
        [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0,
      ]),
    ),
    errors,
    firstError,
  };
}

const usedBetween = (before: Record<PortalRole, number>, after: Record<PortalRole, number>) =>
  Object.fromEntries(
    Object.entries(after).map(([role, ms]) => [role, ms - before[role as PortalRole]]),
  ) as Record<PortalRole, number>;

export interface SubmitFigures {
  p99Ms: number;
  medianMs: number;
  perSecond: number;
  /** The slowest of the first `concurrency` submits, sent at once before the timed load (the path's first use). */
  firstBurstSlowestMs: number;
  errors: number;
  /** Submits timed (the first burst's not among them). */
  submits: number;
  /** The server's CPU during the submits, in ms, by process. */
  cpuMs: Record<PortalRole, number> | null;
}

/**
 * Submits alone, `concurrency` at a time: each person's draft is saved first (not timed), then the first
 * `concurrency` drafts are submitted at once (the first burst, timed apart), then the rest, timed.
 */
export async function submitLoad(
  baseUrl: string,
  host: string,
  people: readonly SurgePerson[],
  options: {
    benefitName: string;
    concurrency: number;
    /** CPU used so far by the server, in ms by process: told for the submits alone, as `cpuMs`. */
    cpuOf?: () => Record<PortalRole, number>;
  },
): Promise<SubmitFigures> {
  const call = caller(baseUrl, host, options.concurrency);
  const list = (await call('GET', '/benefits/user/eligible', people[0]!.token)).body as {
    benefits: { id: number; name: string }[];
  };
  const id = list.benefits.find((benefit) => benefit.name === options.benefitName)!.id;
  const drafts: { token: string; selectionId: string; revision: number }[] = [];
  for (const { token } of people) {
    const mine = (await call('GET', `/benefit/${id}/selection`, token)).body as {
      selection: { selectionId: string; status: string; revision: number } | null;
    };
    const draft = mine.selection?.status === 'temporary' ? mine.selection : null;
    const saved = draft
      ? await call('PATCH', `/selection/${draft.selectionId}`, token, {
          revision: draft.revision,
          values: { hireValue: 900 },
        })
      : await call('POST', `/benefit/${id}/selection`, token, { values: { hireValue: 900 } });
    const body = saved.body as { selection?: { selectionId: string; revision: number } };
    if (body.selection) drafts.push({ token, ...body.selection });
  }
  let errors = people.length - drafts.length;
  /** Submits the drafts, `options.concurrency` at a time; each one's time. */
  async function submitAll(batch: typeof drafts): Promise<number[]> {
    const timings: number[] = [];
    let next = 0;
    async function worker() {
      while (next < batch.length) {
        const draft = batch[next++]!;
        const started = performance.now();
        const answer = await call('PATCH', `/selection/${draft.selectionId}`, draft.token, {
          revision: draft.revision,
          accepted_terms: true,
          submit: true,
        });
        timings.push(performance.now() - started);
        if (answer.status !== 200) errors += 1;
      }
    }
    await Promise.all(Array.from({ length: options.concurrency }, worker));
    return timings;
  }
  // The submit path's first use (its code compiled, its statements prepared on each pooled connection) is one
  // burst of `concurrency` submits at once, timed apart: the load lasts under a second, and this burst alone
  // would be its p99, a figure of the process's start rather than of the morning it serves.
  const firstBurst = await submitAll(drafts.splice(0, options.concurrency));
  const cpuBefore = options.cpuOf?.();
  const started = performance.now();
  const timings = await submitAll(drafts);
  const seconds = (performance.now() - started) / 1000;
  const cpuMs = cpuBefore ? usedBetween(cpuBefore, options.cpuOf!()) : null;
  const sorted = [...timings].sort((a, b) => a - b);
  return {
    p99Ms: p99(timings),
    medianMs: sorted[Math.floor(sorted.length / 2)] ?? 0,
    perSecond: drafts.length / seconds,
    firstBurstSlowestMs: Math.max(0, ...firstBurst),
    errors,
    submits: drafts.length,
    cpuMs,
  };
}
