/**
 * The endpoint descriptor: one API endpoint described once, as its route (api-routes.ts: method and path) joined
 * with its schemas and its words for the API documentation (endpoints/). The server registers its routes from
 * descriptors, so what it validates and documents is this; the web app builds its requests from the same route
 * and types them from the same schemas (type-only, so no zod reaches a page that has none).
 */
import type { z, ZodType } from 'zod';
import { apiRoutes } from './all-api-routes.ts';
import type { ApiRoutes, EndpointName } from './api-routes.ts';
import type { PathParams } from './api-paths.ts';
import { errorResponseSchema } from './errors.ts';

export interface EndpointSchemas {
  /** One line for the API documentation. */
  readonly summary: string;
  readonly description?: string;
  readonly tags: readonly string[];
  readonly params?: ZodType;
  readonly query?: ZodType;
  readonly body?: ZodType;
  /** The answer's schema by status; `null` for an answer that is not JSON (a redirect, a file). */
  readonly responses: Readonly<Partial<Record<number, ZodType | null>>>;
  /** Not in the API documentation. */
  readonly hidden?: boolean;
  /**
   * The 200 answer is (or, with a JSON schema beside, may be) a file of these media types. The server sends every
   * such file through its one download helper: an attachment, never sniffed, never cached.
   */
  readonly file?: FileAnswer;
}

export interface FileAnswer {
  readonly types: readonly string[];
  /** A tenant's public asset shown in pages (its logo): cached and shown inline, where every other file is not. */
  readonly publicAsset?: true;
}

/** The media types of the files the API serves. */
export const FILE_TYPES = {
  csv: 'text/csv',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  zip: 'application/zip',
  pdf: 'application/pdf',
  jpeg: 'image/jpeg',
  png: 'image/png',
} as const;

/** A report or a list as a file: CSV or XLSX. */
export const spreadsheetFile: FileAnswer = { types: [FILE_TYPES.csv, FILE_TYPES.xlsx] };
/** An uploaded document as it was kept: PDF, JPEG or PNG. */
export const documentFile: FileAnswer = { types: [FILE_TYPES.pdf, FILE_TYPES.jpeg, FILE_TYPES.png] };

export type EndpointDescriptor<Name extends EndpointName = EndpointName> = ApiRoutes[Name] &
  EndpointSchemas & { readonly name: Name };

/** A descriptor: the named route and its schemas. */
export function describe<Name extends EndpointName, const Schemas extends EndpointSchemas>(
  name: Name,
  schemas: Schemas,
): ApiRoutes[Name] & Schemas & { readonly name: Name } {
  return { name, ...apiRoutes[name], ...schemas };
}

/** The error body of spec section 7 for each status given. */
export function errorResponses<const Status extends number>(...statuses: Status[]) {
  return Object.fromEntries(statuses.map((status) => [status, errorResponseSchema])) as {
    [Key in Status]: typeof errorResponseSchema;
  };
}

type Output<Schema> = Schema extends ZodType ? z.output<Schema> : unknown;
type Input<Schema> = Schema extends ZodType ? z.input<Schema> : never;

/** What the server's handler receives, validated and parsed. */
export interface EndpointParsedRequest<E extends EndpointSchemas> {
  params: Output<E['params']>;
  query: Output<E['query']>;
  body: Output<E['body']>;
}

type SuccessStatus = 200 | 201 | 202;

/** The body of a successful answer. */
export type EndpointResponse<E extends EndpointSchemas> = {
  [Status in keyof E['responses'] & SuccessStatus]: Output<E['responses'][Status]>;
}[keyof E['responses'] & SuccessStatus];

/** Any JSON answer the endpoint may give, success or not (what a server handler may send). */
export type EndpointAnyResponse<E extends EndpointSchemas> = {
  [Status in keyof E['responses']]: Output<E['responses'][Status]>;
}[keyof E['responses']];

/** What a caller supplies: the path's parameters, the query and the body, each only where the endpoint has one. */
export type EndpointArgs<E extends EndpointSchemas & { path: string }> = (keyof PathParams<
  E['path']
> extends never
  ? unknown
  : { params: PathParams<E['path']> }) &
  (E['query'] extends ZodType ? { query: Input<E['query']> } : unknown) &
  (E['body'] extends ZodType ? { body: Input<E['body']> } : unknown);
