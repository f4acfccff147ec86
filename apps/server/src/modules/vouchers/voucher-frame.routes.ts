/**
 * The voucher management frame, outside /api: GET /voucher-management?bearerToken=CODE exchanges the code for
 * a frame session and redirects to the same path without it (the code leaves the address bar and history);
 * GET /voucher-management shows the page to that session; GET /voucher-management/theme.css colours it.
 * These answers may be framed by the portal's own origin alone (CSP frame-ancestors 'self').
 */
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { tenantSlugFromHost } from '../../lib/host-label.ts';
import { cookiesOf } from '../../lib/request-cookies.ts';
import type { TenantDirectory } from '../tenants/index.ts';
import type { ThemeService } from '../theme/index.ts';
import { FRAME_PATH, frameRefusalPage, frameStylesheet, voucherFramePage } from './voucher-frame-page.ts';
import { frameSessionOpens, openFrame, voucherManageOf, type VouchersDeps } from './vouchers.service.ts';

const FRAME_COOKIE = 'voucher_frame';

export const FRAME_CSP =
  "default-src 'none'; style-src 'self'; img-src 'self' data:; font-src 'self'; frame-ancestors 'self'; " +
  "base-uri 'none'; form-action 'none'";

const querySchema = z.object({ bearerToken: z.string().max(100).optional() });

function frameable(reply: FastifyReply) {
  reply.removeHeader('x-frame-options');
  reply.header('content-security-policy', FRAME_CSP).header('cache-control', 'private, no-store');
}

export const voucherFrameRoutes: FastifyPluginAsyncZod<
  VouchersDeps & {
    tenants: TenantDirectory;
    themes: ThemeService;
    defaultClient: string;
    secureCookies: boolean;
  }
> = async (app, { tenants, themes, defaultClient, secureCookies, ...deps }) => {
  const options = { config: { access: 'public' as const }, schema: { hide: true, querystring: querySchema } };

  const refuse = (reply: FastifyReply) =>
    reply.code(401).type('text/html; charset=utf-8').send(frameRefusalPage());

  app.get(FRAME_PATH, options, async (request, reply) => {
    frameable(reply);
    const slug = tenantSlugFromHost(request.host, defaultClient);
    const tenant = await tenants.findBySlug(slug);
    if (!tenant) return refuse(reply);
    const code = request.query.bearerToken;
    if (code !== undefined) {
      const opened = await openFrame(deps, tenant.id, code);
      if (!opened) return refuse(reply);
      reply.setCookie(FRAME_COOKIE, opened.session, {
        httpOnly: true,
        sameSite: 'strict',
        path: FRAME_PATH,
        secure: secureCookies,
        maxAge: opened.maxAgeSeconds,
      });
      return reply.code(303).header('location', FRAME_PATH).send();
    }
    const session = cookiesOf(request)[FRAME_COOKIE];
    if (!session || !(await frameSessionOpens(deps, tenant.id, session))) return refuse(reply);
    const manage = await voucherManageOf(deps, tenant.id);
    return reply.type('text/html; charset=utf-8').send(voucherFramePage(tenant.name, manage));
  });

  app.get(
    `${FRAME_PATH}/theme.css`,
    { config: { access: 'public' }, schema: { hide: true } },
    async (request, reply) => {
      frameable(reply);
      const theme = await themes.themeFor(tenantSlugFromHost(request.host, defaultClient));
      return reply
        .type('text/css; charset=utf-8')
        .header('cache-control', 'no-cache')
        .send(frameStylesheet(theme));
    },
  );
};
