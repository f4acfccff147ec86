/** The current time, injected wherever a rule depends on it, so tests can move it. */
export type Clock = () => Date;

export const systemClock: Clock = () => new Date();
