import { describe, expect, it } from 'vitest';
import { matchPatternsOffThread, preparePatternMatching } from './pattern-matching-thread.ts';

describe('pattern matching on its own thread', () => {
  it('keeps the event loop turning while the word lists load', async () => {
    preparePatternMatching();
    const started = performance.now();
    // Loading the lists on this thread took about a second of CPU before any timer could run.
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(performance.now() - started).toBeLessThan(300);
  });

  it('answers the matches found by the worker, checks made at once each to their own caller', async () => {
    const [plain, personal] = await Promise.all([
      matchPatternsOffThread('password1234', []),
      matchPatternsOffThread('Morgan88', ['morgan']),
    ]);
    expect(plain.words.map((match) => match.matchedWord)).toContain('password');
    expect(plain.sequences.map((match) => match.token)).toContain('1234');
    expect(personal.words.some((match) => match.dictionaryName === 'userInputs')).toBe(true);
  });
});
