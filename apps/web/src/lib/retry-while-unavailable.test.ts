import { describe, expect, it } from 'vitest';
import type { ApiQueryError } from './api.ts';
import { retryWhileUnavailable } from './retry-while-unavailable.ts';

const unavailable = (retryAfterSeconds?: number): ApiQueryError => ({
  status: 503,
  error: 'The portal is briefly unavailable, please try again in a moment.',
  ...(retryAfterSeconds === undefined ? {} : { retryAfterSeconds }),
});

/** Answers in turn: an error is thrown, anything else returned. */
function answers(...sequence: unknown[]) {
  const sent: number[] = [];
  const attempt = async () => {
    sent.push(sent.length + 1);
    const next = sequence.shift();
    if (next instanceof Object && 'status' in next) throw next;
    return next;
  };
  return { attempt, sent };
}

describe('retryWhileUnavailable', () => {
  it('waits as long as Retry-After says, then sends again until the portal answers', async () => {
    const waits: number[] = [];
    const told: number[] = [];
    const { attempt, sent } = answers(unavailable(5), unavailable(2), 'saved');
    const result = await retryWhileUnavailable(attempt, {
      wait: async (ms) => void waits.push(ms),
      onWaiting: (_, seconds) => told.push(seconds),
    });
    expect(result).toBe('saved');
    expect(sent).toEqual([1, 2, 3]);
    expect(waits).toEqual([5_000, 2_000]);
    expect(told).toEqual([5, 2]);
  });

  it('gives up after its tries with the last 503, and waits 5 s when no Retry-After came', async () => {
    const waits: number[] = [];
    const { attempt, sent } = answers(unavailable(), unavailable(), unavailable());
    await expect(
      retryWhileUnavailable(attempt, { tries: 3, wait: async (ms) => void waits.push(ms) }),
    ).rejects.toMatchObject({ status: 503 });
    expect(sent).toEqual([1, 2, 3]);
    expect(waits).toEqual([5_000, 5_000]);
  });

  it('never sends again after any other refusal', async () => {
    const stale: ApiQueryError = { status: 409, error: 'This selection has changed since you opened it.' };
    const { attempt, sent } = answers(stale, 'saved');
    await expect(retryWhileUnavailable(attempt, { wait: async () => {} })).rejects.toBe(stale);
    expect(sent).toEqual([1]);
  });

  it('waits at most 30 s whatever Retry-After says', async () => {
    const waits: number[] = [];
    const { attempt } = answers(unavailable(3_600), 'saved');
    await retryWhileUnavailable(attempt, { wait: async (ms) => void waits.push(ms) });
    expect(waits).toEqual([30_000]);
  });
});
