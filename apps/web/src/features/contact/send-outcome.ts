import type { ContactFieldErrors } from '@portal/contracts';
import type { ApiQueryError } from '../../lib/api.ts';

/** What the form shows after a send: success, field messages from the server, or one message. */
export type SendOutcome =
  | { kind: 'sent' }
  | { kind: 'fields'; subject?: string; comments?: string }
  | { kind: 'message'; message: string };

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}

/**
 * Reads a send's answer (spec section 7: status success or error, with fields `_person_enq` and `_message`, or
 * a message). A 200 that says error is read like the error it is.
 */
export function sendOutcome(
  result: { data: unknown } | { error: ApiQueryError | unknown },
  fallback: string,
): SendOutcome {
  const body = 'data' in result ? result.data : (result.error as ApiQueryError | undefined)?.body;
  if (isRecord(body) && body.status === 'success' && 'data' in result) return { kind: 'sent' };
  if (isRecord(body) && isRecord(body.errors)) {
    const errors = body.errors as ContactFieldErrors;
    if (errors._person_enq || errors._message) {
      return { kind: 'fields', subject: errors._person_enq, comments: errors._message };
    }
  }
  if (isRecord(body) && typeof body.message === 'string' && body.message) {
    return { kind: 'message', message: body.message };
  }
  const error = 'error' in result ? (result.error as ApiQueryError | undefined) : undefined;
  return { kind: 'message', message: error?.error || fallback };
}
