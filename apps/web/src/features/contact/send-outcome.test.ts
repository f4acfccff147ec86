import { describe, expect, it } from 'vitest';
import { sendOutcome } from './send-outcome.ts';

describe('sendOutcome', () => {
  it('is sent for a success answer', () => {
    expect(sendOutcome({ data: { status: 'success' } }, 'x')).toEqual({ kind: 'sent' });
  });

  it('maps the server field keys to the subject and the comments', () => {
    const error = {
      status: 422,
      error: 'Validation failed',
      body: { status: 'error', errors: { _person_enq: 'Please provide a subject for your message' } },
    };
    expect(sendOutcome({ error }, 'x')).toEqual({
      kind: 'fields',
      subject: 'Please provide a subject for your message',
      comments: undefined,
    });
  });

  it("shows the server's message, or the request's error, or the fallback", () => {
    const limited = { status: 429, error: 'Too many', body: { status: 'error', message: 'Wait a while' } };
    expect(sendOutcome({ error: limited }, 'x')).toEqual({ kind: 'message', message: 'Wait a while' });
    expect(sendOutcome({ error: { status: null, error: 'Network down' } }, 'x')).toEqual({
      kind: 'message',
      message: 'Network down',
    });
    expect(sendOutcome({ data: { status: 'error' } }, 'Fallback')).toEqual({
      kind: 'message',
      message: 'Fallback',
    });
  });
});
