import NProgress from 'nprogress';
import { afterEach, describe, expect, it } from 'vitest';
import { beginProgress, progressSettings } from './progress.ts';

describe('progress bar', () => {
  afterEach(() => NProgress.done(true));

  it('uses the spec constants: minimum 0.08, trickle rate 0.02, speed 200, trickle speed 800', () => {
    expect(progressSettings()).toMatchObject({
      minimum: 0.08,
      trickleRate: 0.02,
      speed: 200,
      trickleSpeed: 800,
    });
  });

  it('has no invalid ARIA role in its markup', () => {
    expect(progressSettings().template).not.toContain('role=');
  });

  it('runs while at least one piece of work is in flight', () => {
    const endRoute = beginProgress();
    const endCall = beginProgress();
    expect(NProgress.isStarted()).toBe(true);
    endRoute();
    endRoute(); // a second call of the same end function changes nothing
    expect(NProgress.isStarted()).toBe(true);
    endCall();
    expect(NProgress.isStarted()).toBe(false);
  });
});
