import { DEBOUNCE_MS } from '@portal/contracts/constants';
import {
  allPasswordRulesMet,
  PASSWORD_MAX_LENGTH,
  passwordLength,
  type PasswordCheck,
} from '@portal/contracts/password-rules';
import { useCallback, useEffect, useRef, useState } from 'react';
import { callEndpoint } from '../../lib/endpoint-request.ts';

/**
 * The live password rules (spec section 5, New password): POST /api/password, debounced 500 ms after the last
 * keystroke. Each request gets a number and only the newest one's answer is kept (the older one is also aborted),
 * so an answer that arrives late never replaces a newer one.
 */

export type RulesStatus = 'idle' | 'checking' | 'checked' | 'failed' | 'tooLong';

export interface RulesAnswer {
  /** The password these checks are for. */
  password: string;
  checks: PasswordCheck[];
}

export type Verdict = 'met' | 'notMet' | 'failed' | 'tooLong';

export interface PasswordRules {
  status: RulesStatus;
  /** The latest answer (possibly for an earlier version of the password while a newer check runs). */
  answer: RulesAnswer | null;
  /** The server's message when a check failed (e.g. too long), else null. */
  failure: string | null;
  /** The password changed: check it once typing pauses. */
  schedule(password: string): void;
  /** Checks the password now unless the latest answer is already for it; resolves with the verdict. */
  verify(password: string): Promise<Verdict>;
  /** Checks that arrived another way (a 422 from the form's own call) for this password. */
  apply(password: string, checks: PasswordCheck[]): void;
}

export const isTooLong = (password: string) => passwordLength(password) > PASSWORD_MAX_LENGTH;

/** `token`: the activation id or reset token (sent without the access token); none when signed in. */
export function usePasswordRules(token?: string): PasswordRules {
  const [status, setStatus] = useState<RulesStatus>('idle');
  const [answer, setAnswer] = useState<RulesAnswer | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const latest = useRef<RulesAnswer | null>(null);
  const sequence = useRef(0);
  const inFlight = useRef<AbortController | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);

  const cancel = useCallback(() => {
    if (timer.current !== null) clearTimeout(timer.current);
    timer.current = null;
    inFlight.current?.abort();
    inFlight.current = null;
    sequence.current += 1;
  }, []);

  useEffect(() => cancel, [cancel]);

  const accept = useCallback((next: RulesAnswer) => {
    latest.current = next;
    setAnswer(next);
    setFailure(null);
    setStatus('checked');
  }, []);

  /** One check; null when a newer check has started since (its answer is dropped) or the check failed. */
  const check = useCallback(
    async (password: string): Promise<RulesAnswer | null> => {
      cancel();
      const mine = sequence.current;
      const controller = new AbortController();
      inFlight.current = controller;
      setStatus('checking');
      const result = await callEndpoint(
        'passwordChecks',
        { body: token ? { password, token } : { password } },
        { anonymous: token !== undefined, signal: controller.signal },
      );
      if (mine !== sequence.current) return null;
      inFlight.current = null;
      const checks = result.ok ? result.data?.data?.checks : undefined;
      if (!Array.isArray(checks)) {
        setFailure(result.ok || result.status === null ? null : result.error);
        setStatus('failed');
        return null;
      }
      const next = { password, checks };
      accept(next);
      return next;
    },
    [token, cancel, accept],
  );

  const schedule = useCallback(
    (password: string) => {
      cancel();
      if (password === '' || isTooLong(password)) {
        latest.current = null;
        setAnswer(null);
        setFailure(null);
        setStatus(password === '' ? 'idle' : 'tooLong');
        return;
      }
      timer.current = setTimeout(() => void check(password), DEBOUNCE_MS.passwordCheck);
    },
    [cancel, check],
  );

  const verify = useCallback(
    async (password: string): Promise<Verdict> => {
      if (isTooLong(password)) return 'tooLong';
      const known = latest.current?.password === password ? latest.current : await check(password);
      if (!known) return 'failed';
      return allPasswordRulesMet(known.checks) ? 'met' : 'notMet';
    },
    [check],
  );

  const apply = useCallback(
    (password: string, checks: PasswordCheck[]) => {
      cancel();
      accept({ password, checks });
    },
    [cancel, accept],
  );

  return { status, answer, failure, schedule, verify, apply };
}
