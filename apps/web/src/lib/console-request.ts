/**
 * The console's pages build their requests from the portal's routes and the console's own: the console's table
 * loads with them, never with the portal's first page (issue 37).
 */
import { portalRoutes } from '@portal/contracts/api-routes';
import { consoleRoutes } from '@portal/contracts/console-api-routes';
import { endpointCalls } from './endpoint-request.ts';

export const { requestTo, callEndpoint } = endpointCalls({ ...portalRoutes, ...consoleRoutes });
