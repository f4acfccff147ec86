import multipart from '@fastify/multipart';
import { endpoints, RECEIPT_MAX_BYTES } from '@portal/contracts';
import type { FastifyInstance } from 'fastify';
import { sendDownload } from '../../lib/download.ts';
import { addRoute } from '../../lib/endpoint-route.ts';
import { readDocumentUpload } from '../../lib/uploaded-document.ts';
import { principalOf } from '../../plugins/auth.ts';
import { makeClaim, receiptOfClaim, type ClaimDeps } from './claims.service.ts';

const own = { access: 'authenticated' as const };

export function claimsRoutes(deps: ClaimDeps) {
  return async (app: FastifyInstance) => {
    await app.register(multipart, {
      limits: { fileSize: RECEIPT_MAX_BYTES, files: 1, fields: 10, fieldSize: 4_096, parts: 12 },
      throwFileSizeLimit: false,
    });
    addRoute(app, endpoints.makeClaim, {
      config: own,
      handler: async (request, reply) => {
        const claim = await makeClaim(
          deps,
          principalOf(request),
          request.params.id,
          await readDocumentUpload(request, 'receipt'),
        );
        reply.code(201);
        return claim;
      },
    });
    addRoute(app, endpoints.claimReceipt, {
      config: own,
      handler: async (request, reply) => {
        const receipt = await receiptOfClaim(deps, principalOf(request), request.params.id);
        return sendDownload(reply, { ...receipt, body: receipt.content });
      },
    });
  };
}
