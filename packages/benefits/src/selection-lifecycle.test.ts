import { describe, expect, it } from 'vitest';
import type { SelectionStatus } from './calls-to-action.ts';
import { transition, type SelectionAction } from './selection-lifecycle.ts';

const FROM: (SelectionStatus | null)[] = [null, 'temporary', 'pending', 'approved', 'rejected', 'opted-out'];
const ACTIONS: SelectionAction[] = ['save', 'submit', 'approve', 'reject', 'opt-out', 'reapply', 'change'];

/** Every allowed step, as BENEFITS.md draws the lifecycle; anything not here is refused. */
const ALLOWED: Record<string, SelectionStatus> = {
  'null save': 'temporary',
  'temporary save': 'temporary',
  'temporary submit': 'approved',
  'pending approve': 'approved',
  'pending reject': 'rejected',
  'approved opt-out': 'opted-out',
  'rejected reapply': 'temporary',
  'opted-out reapply': 'temporary',
  'approved change': 'temporary',
  'pending change': 'temporary',
};

describe('the selection lifecycle', () => {
  for (const from of FROM) {
    for (const action of ACTIONS) {
      const key = `${from} ${action}`;
      const expected = ALLOWED[key];
      it(`${from ?? '(none)'} → ${action}: ${expected ? `becomes ${expected}` : 'refused'}`, () => {
        const result = transition(from, action, { approvalRequired: false });
        if (expected) expect(result).toMatchObject({ allowed: true, to: expected });
        else expect(result).toMatchObject({ allowed: false, reason: expect.any(String) });
      });
    }
  }

  it('a submit goes to pending when the benefit needs approval', () => {
    expect(transition('temporary', 'submit', { approvalRequired: true })).toEqual({
      allowed: true,
      to: 'pending',
      newVersion: false,
    });
  });

  it('reapplying and changing start a new version; saving and submitting do not', () => {
    const context = { approvalRequired: false };
    expect(transition('opted-out', 'reapply', context)).toMatchObject({ newVersion: true });
    expect(transition('approved', 'change', context)).toMatchObject({ newVersion: true });
    expect(transition('temporary', 'save', context)).toMatchObject({ newVersion: false });
    expect(transition('temporary', 'submit', context)).toMatchObject({ newVersion: false });
  });
});
