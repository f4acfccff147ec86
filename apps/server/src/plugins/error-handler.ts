/**
 * One error handler for the whole API: `{ message }` with the right status, validation errors as 400
 * `{ message, errors }`, and 5xx answers that never carry internals (they are logged instead).
 */
import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { isDatabaseUnavailable } from '../db/errors.ts';
import { HttpError } from '../lib/http-error.ts';

/** While the database restarts (a crash, a failover): a transaction in flight rolled back, and trying again works. */
export const UNAVAILABLE_MESSAGE = 'The portal is briefly unavailable, please try again in a moment.';
const RETRY_AFTER_SECONDS = 5;

/** Spec section 8's generic request failure text. */
export const GENERIC_ERROR_MESSAGE = 'It looks like something has gone wrong, please try again later';

export const errorHandlerPlugin = fp(
  async (app) => {
    app.setErrorHandler((error: FastifyError, request, reply) => {
      if (hasZodFastifySchemaValidationErrors(error)) {
        const errors = error.validation.map((issue) => ({
          field: [error.validationContext, issue.instancePath.replace(/^\//, '').replaceAll('/', '.')]
            .filter(Boolean)
            .join('.'),
          message: issue.message,
        }));
        return reply.code(400).send({ message: 'The request is not valid', errors });
      }
      const status =
        error.statusCode !== undefined && error.statusCode >= 400 && error.statusCode < 600
          ? error.statusCode
          : 500;
      if (status === 500 && isDatabaseUnavailable(error)) {
        request.log.warn({ err: error }, 'the database is unavailable');
        return reply
          .code(503)
          .header('retry-after', String(RETRY_AFTER_SECONDS))
          .send({ message: UNAVAILABLE_MESSAGE });
      }
      if (status >= 500) {
        request.log.error({ err: error }, 'request failed');
        return reply.code(status).send({ message: GENERIC_ERROR_MESSAGE });
      }
      const errors = error instanceof HttpError ? error.errors : undefined;
      return reply.code(status).send({ message: error.message, ...(errors ? { errors } : {}) });
    });
  },
  { name: 'error-handler' },
);

/**
 * For Fastify's `frameworkErrors` option: errors raised before routing (a malformed URL, an over-long
 * parameter) answer the same `{ message }` shape with their 4xx status.
 */
export function answerFrameworkError(
  error: FastifyError,
  _request: FastifyRequest,
  reply: FastifyReply,
): void {
  const status = error.statusCode !== undefined && error.statusCode < 500 ? error.statusCode : 400;
  void reply.code(status).send({ message: error.message });
}
