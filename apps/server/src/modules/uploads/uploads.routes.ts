import { ROSTER_COLUMNS } from '@portal/benefits';
import { endpoints } from '@portal/contracts';
import type { FastifyInstance } from 'fastify';
import { addRoute } from '../../lib/endpoint-route.ts';
import { REPORT_CONTENT_TYPES, reportStream, sendReportFile } from '../../lib/report-file.ts';
import { principalOf } from '../../plugins/auth.ts';

const uploader = { access: 'employer' as const, clientParam: 'clientId', permission: 'uploads' as const };

type Example = Record<string, string>;
const TEMPLATE_COLUMNS = ROSTER_COLUMNS.map((column) => ({
  header: column.header,
  value: (row: Example) => row[column.key] ?? '',
}));
const EXAMPLE: Example = Object.fromEntries(ROSTER_COLUMNS.map((column) => [column.key, column.example]));

/** Uploads: the roster template (headers and one example row). */
export function uploadsRoutes() {
  return async (app: FastifyInstance) => {
    app.addHook('onSend', async (_request, reply) => {
      reply.header('cache-control', 'private, no-store');
    });
    addRoute(app, endpoints.dataLoadTemplate, {
      config: uploader,
      handler: async (request, reply) => {
        const { format } = request.query;
        const { tenant } = principalOf(request);
        return sendReportFile(reply, {
          fileName: `${tenant.slug}-roster-template.${format}`,
          contentType: REPORT_CONTENT_TYPES[format],
          body: reportStream(
            format,
            'Roster',
            TEMPLATE_COLUMNS,
            (async function* example() {
              yield [EXAMPLE];
            })(),
          ),
        });
      },
    });
  };
}
