import { EXPIRED_TOKEN_REDIRECT_MS } from '@portal/contracts/constants';
import { RESET_LINK_INVALID_MESSAGE, TOKEN_EXPIRED_MESSAGE } from '@portal/contracts/account';
import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router';
import { paths } from '../../../lib/paths.ts';
import { bodyText, checkResetToken } from '../api.ts';

export type ResetLink =
  | { state: 'checking' }
  | { state: 'valid' }
  | { state: 'network' }
  /** `expired`: 'Token has expired', which leads to the forgotten-password page after 3 seconds. */
  | { state: 'invalid'; message: string; expired: boolean };

/**
 * POST /api/password-reset/check for the page's token (spec section 8, Reset): invalid shows the server's message
 * or 'Your password reset link has expired or is invalid.'; no answer shows 'Unable to validate reset link.'
 * The flow also reports a link that stopped working later (410) through `gone`.
 */
export function useResetLinkCheck(token: string) {
  const navigate = useNavigate();
  const [link, setLink] = useState<ResetLink>({ state: 'checking' });
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    const controller = new AbortController();
    void checkResetToken(token, controller.signal).then((result) => {
      if (controller.signal.aborted) return;
      if (result.ok && result.data?.valid) return setLink({ state: 'valid' });
      if (result.status === null) return setLink({ state: 'network' });
      const body = result.ok ? result.data : result.body;
      setLink(invalid(bodyText(body, 'message') || bodyText(body, 'error')));
    });
    return () => controller.abort();
  }, [token, attempt]);

  const expired = link.state === 'invalid' && link.expired;
  useEffect(() => {
    if (!expired) return;
    const timer = setTimeout(() => void navigate(paths.forgottenPasswordExpired), EXPIRED_TOKEN_REDIRECT_MS);
    return () => clearTimeout(timer);
  }, [expired, navigate]);

  return {
    ...link,
    retry: () => {
      setLink({ state: 'checking' });
      setAttempt((count) => count + 1);
    },
    gone: (message: string) => setLink(invalid(message)),
  };
}

function invalid(message: string): ResetLink {
  const text = message || RESET_LINK_INVALID_MESSAGE;
  return { state: 'invalid', message: text, expired: text === TOKEN_EXPIRED_MESSAGE };
}
