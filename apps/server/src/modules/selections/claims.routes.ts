import multipart from '@fastify/multipart';
import { endpoints, RECEIPT_MAX_BYTES } from '@portal/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { addRoute } from '../../lib/endpoint-route.ts';
import { principalOf } from '../../plugins/auth.ts';
import { makeClaim, receiptOfClaim, type ClaimDeps, type ClaimUpload } from './claims.service.ts';

const own = { access: 'authenticated' as const };

/** Reads the claim's form: its fields and its one file, stopped at 10 MB (the rest is not read). */
async function readUpload(request: FastifyRequest): Promise<ClaimUpload> {
  const upload: ClaimUpload = { fields: {}, file: null };
  for await (const part of request.parts()) {
    if (part.type === 'file') {
      const content = await part.toBuffer().catch(() => Buffer.alloc(0));
      if (part.fieldname === 'receipt' && !upload.file) {
        upload.file = { fileName: part.filename, content, truncated: part.file.truncated };
      }
    } else if (typeof part.value === 'string') {
      upload.fields[part.fieldname] = part.value;
    }
  }
  return upload;
}

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
          await readUpload(request),
        );
        reply.code(201);
        return claim;
      },
    });
    addRoute(app, endpoints.claimReceipt, {
      config: own,
      handler: async (request, reply) => {
        const receipt = await receiptOfClaim(deps, principalOf(request), request.params.id);
        return reply
          .header('content-type', receipt.contentType)
          .header(
            'content-disposition',
            `attachment; filename*=UTF-8''${encodeURIComponent(receipt.fileName)}`,
          )
          .header('x-content-type-options', 'nosniff')
          .send(receipt.content);
      },
    });
  };
}
