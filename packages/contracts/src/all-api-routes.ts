/** Every endpoint's route, the portal's and the console's: what the server and the descriptors use. */
import { portalRoutes, type ApiRoutes } from './api-routes.ts';
import { consoleRoutes } from './console-api-routes.ts';

export const apiRoutes: ApiRoutes = { ...portalRoutes, ...consoleRoutes };
