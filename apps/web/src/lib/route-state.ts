/**
 * Router state shared by several features (spec sections 2 and 4): flags only. Secrets and challenges never go
 * here, because the browser keeps history state across reloads (the auth feature's
 * session/two-factor-attempt.ts holds them).
 */

/** The two-factor set-up pages: the first or second code, and whether activation led here. */
export interface TwoFactorRouteState {
  isFirst?: boolean;
  isFromActivation?: boolean;
}

/**
 * A message the page that is navigated to shows once: the home page after two-factor set-up, the employer
 * dashboard after a decision on selections (spec section 4, Approval: back to /app/dashboard/).
 */
export type RouteMessage = 'twoFactorEnabled' | 'selectionsDecided';

/** How a decision on selections went: counts only. */
export interface DecisionCounts {
  approved: number;
  rejected: number;
  notDecided: number;
}

export interface MessageRouteState {
  showMessage?: RouteMessage;
  /** With 'selectionsDecided'. */
  decided?: DecisionCounts;
  /** Activation led here: the new-terms screen is its last step. */
  isFromActivation?: boolean;
}

function record(state: unknown): Record<string, unknown> {
  return state && typeof state === 'object' ? (state as Record<string, unknown>) : {};
}

/** History state is whatever the browser kept: read each flag defensively. */
export function twoFactorRouteState(state: unknown): Required<TwoFactorRouteState> {
  const { isFirst, isFromActivation } = record(state);
  return { isFirst: isFirst !== false, isFromActivation: isFromActivation === true };
}

export function messageRouteState(state: unknown): MessageRouteState {
  const { showMessage, decided, isFromActivation } = record(state);
  const counts = record(decided);
  const count = (value: unknown) => (typeof value === 'number' && value >= 0 ? value : 0);
  return {
    showMessage:
      showMessage === 'twoFactorEnabled' || showMessage === 'selectionsDecided' ? showMessage : undefined,
    decided:
      decided === undefined
        ? undefined
        : {
            approved: count(counts.approved),
            rejected: count(counts.rejected),
            notDecided: count(counts.notDecided),
          },
    isFromActivation: isFromActivation === true,
  };
}
