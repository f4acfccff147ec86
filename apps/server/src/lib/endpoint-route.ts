/**
 * Registers a route from its endpoint descriptor (packages/contracts, endpoint.ts): the method, the path, the
 * schemas that validate the request and the answer, and the words of the API documentation all come from the
 * descriptor; the module adds only what is the server's to say: who may call it (`config`) and what it does.
 */
import type {
  EndpointAnyResponse,
  EndpointDescriptor,
  EndpointParsedRequest,
  EndpointSchemas,
} from '@portal/contracts';
import type {
  FastifyContextConfig,
  FastifyInstance,
  FastifyReply,
  FastifyRequest,
  RouteHandlerMethod,
} from 'fastify';
import type { ZodType } from 'zod';

export type EndpointRequest<E extends EndpointSchemas> = FastifyRequest<{
  Params: EndpointParsedRequest<E>['params'];
  Querystring: EndpointParsedRequest<E>['query'];
  Body: EndpointParsedRequest<E>['body'];
}>;

export type EndpointHandler<E extends EndpointSchemas> = (
  request: EndpointRequest<E>,
  reply: FastifyReply,
) => Promise<EndpointAnyResponse<E> | FastifyReply>;

export interface EndpointRouteOptions<E extends EndpointSchemas> {
  config: FastifyContextConfig;
  handler: EndpointHandler<E>;
  /** Larger bodies than Fastify's default (1 MiB), for the few routes that take a document. */
  bodyLimit?: number;
}

/** The answers that are JSON, for the serializer and the documentation. */
function jsonResponses(responses: EndpointSchemas['responses']): Record<number, ZodType> {
  return Object.fromEntries(Object.entries(responses).filter(([, schema]) => schema)) as Record<
    number,
    ZodType
  >;
}

export function addRoute<E extends EndpointDescriptor>(
  app: FastifyInstance,
  endpoint: E,
  { config, handler, bodyLimit }: EndpointRouteOptions<E>,
): void {
  app.route({
    method: endpoint.method,
    url: endpoint.path,
    config,
    ...(bodyLimit ? { bodyLimit } : {}),
    schema: {
      operationId: endpoint.name,
      summary: endpoint.summary,
      ...(endpoint.description ? { description: endpoint.description } : {}),
      tags: [...endpoint.tags],
      ...(endpoint.hidden ? { hide: true } : {}),
      ...(endpoint.params ? { params: endpoint.params } : {}),
      ...(endpoint.query ? { querystring: endpoint.query } : {}),
      ...(endpoint.body ? { body: endpoint.body } : {}),
      response: jsonResponses(endpoint.responses),
    },
    handler: handler as RouteHandlerMethod,
  });
}
