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
import { z, type ZodType } from 'zod';
import { securityOf } from './openapi-security.ts';

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

const FILE_BYTES = z.string().meta({ format: 'binary' });

/** The answers, with a file answer documented as its media types (and JSON beside it, where it has both). */
function responsesOf({ responses, file }: EndpointSchemas) {
  const json: Record<number, unknown> = jsonResponses(responses);
  if (!file) return json;
  const content = Object.fromEntries(file.types.map((type) => [type, { schema: FILE_BYTES }]));
  const description = file.publicAsset
    ? "The tenant's file, shown in pages and cached"
    : 'The file, as an attachment (Content-Disposition), never cached (Cache-Control: no-store) or sniffed';
  const asJson = responses[200] ? { 'application/json': { schema: responses[200] } } : {};
  return { ...json, 200: { description, content: { ...asJson, ...content } } };
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
      security: securityOf(config),
      ...(endpoint.hidden ? { hide: true } : {}),
      ...(endpoint.params ? { params: endpoint.params } : {}),
      ...(endpoint.query ? { querystring: endpoint.query } : {}),
      ...(endpoint.body ? { body: endpoint.body } : {}),
      response: responsesOf(endpoint),
    },
    handler: handler as RouteHandlerMethod,
  });
}
