/**
 * The X-Masquerade headers of a request against its session (plugins/auth.ts, Masquerade): a masquerade session's
 * requests must name the acted-as user and the scheme year; any other session's must carry neither, as the headers
 * never grant anything by themselves.
 */
import {
  MASQUERADE_HEADER,
  MASQUERADE_HEADERS_MESSAGE,
  MASQUERADE_HEADERS_NOT_EXPECTED_MESSAGE,
  MASQUERADE_SCHEME_YEAR_HEADER,
} from '@portal/contracts';
import type { FastifyRequest } from 'fastify';
import { HttpError } from '../lib/http-error.ts';

function headerValue(request: FastifyRequest, name: string): string | undefined {
  const value = request.headers[name.toLowerCase()];
  return Array.isArray(value) ? value.join(',') : value;
}

/** Refuses (403) a request whose masquerade headers do not match its session. */
export function checkMasqueradeHeaders(
  request: FastifyRequest,
  userId: string,
  masquerade: { schemeYear: number } | null,
): void {
  const actedAs = headerValue(request, MASQUERADE_HEADER);
  const year = headerValue(request, MASQUERADE_SCHEME_YEAR_HEADER);
  if (!masquerade) {
    if (actedAs !== undefined || year !== undefined) {
      throw new HttpError(403, MASQUERADE_HEADERS_NOT_EXPECTED_MESSAGE);
    }
    return;
  }
  if (actedAs !== userId || year !== String(masquerade.schemeYear)) {
    throw new HttpError(403, MASQUERADE_HEADERS_MESSAGE);
  }
}
