/**
 * The admin CLI's benefits routes on the operator channel (modules/operator): list, add and retire a tenant's
 * benefits of its current scheme year, so an operator sets up a client without SQL.
 *   GET    /api/operator/benefits/:slug      → 200 { schemeYear, benefits }
 *   POST   /api/operator/benefits/:slug      → 201 { id, unknownRelated }, 400 for an invalid benefit
 *   DELETE /api/operator/benefits/:slug/:id  → 204, 404 { message }
 */
import { endpoints } from '@portal/contracts';
import { and, asc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../../db/client.ts';
import { benefitGroups, benefits, schemes } from '../../db/schema/index.ts';
import type { Clock } from '../../lib/clock.ts';
import { addRoute } from '../../lib/endpoint-route.ts';
import { findClientBySlug } from '../tenants/index.ts';
import { addBenefit, relateByName, retireBenefit } from './catalogue-writer.ts';

export interface BenefitsOperatorDeps {
  db: Database;
  clock: Clock;
  forgetClient(clientId: string): void;
}

async function currentYearOf(db: Database, slug: string) {
  const client = await findClientBySlug(db, slug);
  if (!client) return null;
  const [scheme] = await db
    .select({ id: schemes.id, year: schemes.year })
    .from(schemes)
    .where(and(eq(schemes.clientId, client.id), eq(schemes.isCurrent, true)));
  return scheme ? { clientId: client.id, schemeId: scheme.id, year: scheme.year } : null;
}

const noYear = (slug: string) => ({ message: `There is no tenant "${slug}" with a current scheme year` });

export function benefitsOperatorRoutes({ db, clock, forgetClient }: BenefitsOperatorDeps) {
  return async (app: FastifyInstance) => {
    const config = { access: 'public' as const, skipTenant: true };

    addRoute(app, endpoints.operatorBenefits, {
      config,
      handler: async (request, reply) => {
        const year = await currentYearOf(db, request.params.slug);
        if (!year) return reply.code(404).send(noYear(request.params.slug));
        const rows = await db
          .select({
            id: benefits.id,
            name: benefits.name,
            groupCode: benefitGroups.code,
            kind: benefits.kind,
            retiredAt: benefits.retiredAt,
          })
          .from(benefits)
          .innerJoin(benefitGroups, eq(benefitGroups.id, benefits.groupId))
          .where(and(eq(benefits.clientId, year.clientId), eq(benefits.schemeId, year.schemeId)))
          .orderBy(asc(benefits.displayOrder), asc(benefits.id));
        return {
          schemeYear: year.year,
          benefits: rows.map(({ retiredAt, ...row }) => ({ ...row, retired: retiredAt !== null })),
        };
      },
    });

    addRoute(app, endpoints.addOperatorBenefit, {
      config,
      handler: async (request, reply) => {
        const year = await currentYearOf(db, request.params.slug);
        if (!year) return reply.code(404).send(noYear(request.params.slug));
        const { id: _fixedIdsAreTheSeedsOnly, ...input } = request.body;
        const target = { clientId: year.clientId, schemeId: year.schemeId };
        const added = await db.transaction(async (tx) => {
          const existing = await tx
            .select({ id: benefits.id })
            .from(benefits)
            .where(and(eq(benefits.clientId, year.clientId), eq(benefits.schemeId, year.schemeId)));
          const id = await addBenefit(tx, target, input, {
            displayOrder: existing.length + 1,
            publishedAt: clock(),
          });
          return { id, unknownRelated: await relateByName(tx, target, id, input.related) };
        });
        forgetClient(year.clientId);
        return reply.code(201).send(added);
      },
    });

    addRoute(app, endpoints.retireOperatorBenefit, {
      config,
      handler: async (request, reply) => {
        const year = await currentYearOf(db, request.params.slug);
        if (!year) return reply.code(404).send(noYear(request.params.slug));
        const retired = await retireBenefit(db, year.clientId, Number(request.params.id), clock());
        if (!retired) {
          return reply.code(404).send({
            message: `Benefit ${request.params.id} is not a current benefit of ${request.params.slug}`,
          });
        }
        forgetClient(year.clientId);
        return reply.code(204).send();
      },
    });
  };
}
