/**
 * The portal's clock (issue 35, the demo's clock): the base clock (the system's, or a test's) moved by an
 * offset. Every rule reads it synchronously, so the offset is held in memory: the console-clock module loads it
 * at start and again whenever a process says it moved (a change notice). Only demo mode ever moves it.
 */
import type { Clock } from './clock.ts';

export interface PortalClock {
  /** The clock every rule and job of this process reads. */
  readonly clock: Clock;
  /** The time without the offset (the system's, or a test's): what a move is measured from. */
  readonly base: Clock;
  /** How far the portal's time is from the base clock's, in milliseconds (0: not moved). */
  offsetMs(): number;
  /** Takes the offset as stored. */
  adopt(offsetMs: number): void;
}

export function createPortalClock(base: Clock): PortalClock {
  let offset = 0;
  return {
    base,
    clock: () => (offset === 0 ? base() : new Date(base().getTime() + offset)),
    offsetMs: () => offset,
    adopt(offsetMs) {
      offset = offsetMs;
    },
  };
}
