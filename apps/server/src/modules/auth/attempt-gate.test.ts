import { describe, expect, it } from 'vitest';
import { AttemptGate } from './attempt-gate.ts';

const tick = () => new Promise((resolve) => setImmediate(resolve));

describe('AttemptGate', () => {
  it('runs up to the limit at once and admits the rest in order as attempts finish', async () => {
    const gate = new AttemptGate();
    const admitted: number[] = [];
    const releases = new Map<number, () => void>();
    for (const n of [1, 2, 3, 4, 5]) {
      void gate.acquire('demo:a@demo.test', 3).then((release) => {
        admitted.push(n);
        releases.set(n, release);
      });
    }
    await tick();
    expect(admitted).toEqual([1, 2, 3]);
    releases.get(2)!();
    await tick();
    expect(admitted).toEqual([1, 2, 3, 4]);
    releases.get(1)!();
    releases.get(1)!(); // releasing twice frees one place only
    await tick();
    expect(admitted).toEqual([1, 2, 3, 4, 5]);
  });

  it('lets an attempt that asks to run alone wait for every other, and keeps accounts apart', async () => {
    const gate = new AttemptGate();
    const first = await gate.acquire('k', 3);
    let alone = false;
    void gate.acquire('k', 1).then(() => (alone = true));
    let later = false;
    void gate.acquire('k', 3).then(() => (later = true));
    const other = await gate.acquire('other', 1);
    await tick();
    expect([alone, later]).toEqual([false, false]);
    first();
    await tick();
    expect([alone, later]).toEqual([true, false]);
    other();
  });
});
