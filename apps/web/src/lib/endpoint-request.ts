/**
 * Requests built from the endpoint descriptors of packages/contracts: the method and path pattern come from
 * the endpoint's route, the types of its arguments and answer from its schemas (types only: no zod is
 * loaded for them). Every call of the web app names its endpoint here; no path is written twice.
 */
import { pathTo, type PathParams } from '@portal/contracts/api-paths';
import {
  portalRoutes,
  type ApiRoute,
  type EndpointName,
  type PortalEndpointName,
} from '@portal/contracts/api-routes';
import type { EndpointArgs, EndpointResponse } from '@portal/contracts/endpoint';
import type { Endpoints } from '@portal/contracts/endpoints';
import { apiRequest, type ApiRequest, type ApiResult } from './api-client.ts';

export type { EndpointName };
/** The body of the endpoint's successful answer. */
export type ResponseOf<Name extends EndpointName> = EndpointResponse<Endpoints[Name]>;
/** What a call of the endpoint supplies: path parameters, query and body, where it has them. */
export type ArgsOf<Name extends EndpointName> = EndpointArgs<Endpoints[Name]>;
/** An endpoint that takes nothing takes `undefined` (so that call options are never mistaken for arguments). */
type ArgList<Name extends EndpointName> = keyof ArgsOf<Name> extends never
  ? [args?: undefined]
  : // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- every argument is optional
    {} extends ArgsOf<Name>
    ? [args?: ArgsOf<Name>]
    : [args: ArgsOf<Name>];

/** How the call goes out, beyond what the endpoint says (see ApiRequest). */
export type CallOptions = Pick<ApiRequest, 'headers' | 'signal' | 'anonymous' | 'background'>;

interface Supplied {
  params?: Record<string, string>;
  query?: Record<string, string | number | boolean | undefined>;
  body?: unknown;
}

function queryString(query: Supplied['query']): string {
  const entries = Object.entries(query ?? {}).filter(([, value]) => value !== undefined);
  return entries.length ? `?${new URLSearchParams(entries.map(([key, value]) => [key, String(value)]))}` : '';
}

/**
 * `requestTo` and `callEndpoint` over a table of routes. The portal's table is below; the console's pages use
 * the portal's and the console's together (lib/console-request.ts), so the first page's script
 * carries no console route (issue 37).
 */
export function endpointCalls<Names extends EndpointName>(routes: { readonly [Name in Names]: ApiRoute }) {
  /** The request of one call of the endpoint. */
  function requestTo<Name extends Names>(name: Name, ...[args]: ArgList<Name>): ApiRequest {
    const { method, path } = routes[name];
    const supplied = (args ?? {}) as Supplied;
    const filled = pathTo(path, (supplied.params ?? {}) as PathParams<typeof path>);
    return {
      path: `${filled}${queryString(supplied.query)}`,
      method,
      ...(supplied.body === undefined ? {} : { body: supplied.body }),
    };
  }

  /** Calls the endpoint (lib/api-client's rules) and types its answer. */
  function callEndpoint<Name extends Names>(
    name: Name,
    ...rest: [...ArgList<Name>, CallOptions?]
  ): Promise<ApiResult<ResponseOf<Name>>> {
    const [args, options] = rest as unknown as [ArgsOf<Name> | undefined, CallOptions | undefined];
    const request = requestTo(name, ...([args] as ArgList<Name>));
    return apiRequest<ResponseOf<Name>>({ ...request, ...options });
  }

  return { requestTo, callEndpoint };
}

export const { requestTo, callEndpoint } = endpointCalls<PortalEndpointName>(portalRoutes);
