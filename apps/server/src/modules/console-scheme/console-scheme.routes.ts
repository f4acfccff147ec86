import { endpoints } from '@portal/contracts';
import type { FastifyInstance } from 'fastify';
import { addRoute } from '../../lib/endpoint-route.ts';
import { consoleActor, consoleClient } from '../console/index.ts';
import {
  addWindow,
  changeWindow,
  consoleScheme,
  removeWindow,
  setPayrollSchedule,
  type ConsoleSchemeDeps,
} from './console-scheme.service.ts';
import { addSchemeYear, makeYearCurrent } from './scheme-years.service.ts';

const operator = { access: 'operator' as const };

export function consoleSchemeRoutes(deps: ConsoleSchemeDeps) {
  return async (app: FastifyInstance) => {
    app.addHook('onSend', async (_request, reply) => {
      reply.header('cache-control', 'private, no-store');
    });
    addRoute(app, endpoints.consoleScheme, {
      config: operator,
      handler: async (request) => consoleScheme(deps, await consoleClient(request)),
    });
    addRoute(app, endpoints.addConsoleSchemeYear, {
      config: operator,
      handler: async (request, reply) => {
        const scheme = await addSchemeYear(deps, {
          actor: consoleActor(request),
          client: await consoleClient(request),
          year: request.body,
        });
        return reply.code(201).send(scheme);
      },
    });
    addRoute(app, endpoints.makeConsoleSchemeYearCurrent, {
      config: operator,
      handler: async (request) =>
        makeYearCurrent(deps, {
          actor: consoleActor(request),
          client: await consoleClient(request),
          year: request.params.year,
          reason: request.body.reason,
        }),
    });
    addRoute(app, endpoints.addConsoleWindow, {
      config: operator,
      handler: async (request, reply) => {
        const scheme = await addWindow(deps, {
          actor: consoleActor(request),
          client: await consoleClient(request),
          year: request.params.year,
          window: request.body,
        });
        return reply.code(201).send(scheme);
      },
    });
    addRoute(app, endpoints.changeConsoleWindow, {
      config: operator,
      handler: async (request) =>
        changeWindow(deps, {
          actor: consoleActor(request),
          client: await consoleClient(request),
          year: request.params.year,
          windowId: request.params.windowId,
          window: request.body,
        }),
    });
    addRoute(app, endpoints.removeConsoleWindow, {
      config: operator,
      handler: async (request) =>
        removeWindow(deps, {
          actor: consoleActor(request),
          client: await consoleClient(request),
          year: request.params.year,
          windowId: request.params.windowId,
        }),
    });
    addRoute(app, endpoints.setConsolePayrollSchedule, {
      config: operator,
      handler: async (request) =>
        setPayrollSchedule(deps, {
          actor: consoleActor(request),
          client: await consoleClient(request),
          year: request.params.year,
          schedule: request.body,
        }),
    });
  };
}
