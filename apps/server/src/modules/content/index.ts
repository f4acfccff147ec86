/**
 * What a tenant publishes: its policies (GET /api/policies/...), the signed-in pages' content (home-page
 * cards and banners, carousel, FAQs) and, on the operator channel, the whole content document.
 */
import { defineModule } from '../../lib/app-context.ts';
import { operatorScope } from '../operator/index.ts';
import { userDirectory } from '../user/index.ts';
import { contentOperatorRoutes } from './content-document/content-operator.routes.ts';
import { contentRoutes } from './content.routes.ts';
import { tenantContentRoutes } from './tenant-content.routes.ts';

export { checkContentDocument } from './content-document/check-document.ts';
export { replaceTenantContent } from './content-document/replace-content.ts';
export { saveContentRevision } from './content.service.ts';
export {
  findContactPage,
  findEnquirySubject,
  listAvatarOptions,
  listEnquirySubjects,
  tenantHasFaqs,
} from './tenant-content.repository.ts';
export { imageAddress, type TenantRef } from './content.presenter.ts';

export const contentModule = defineModule('content', async (api, context) => {
  const { db, clock, config } = context;
  await api.register(contentRoutes, { db });
  await api.register(tenantContentRoutes, { db });
  await api.register(operatorScope, {
    secretKey: config.secretKey,
    routes: contentOperatorRoutes({
      db,
      clock,
      forgetTenant: (clientId) => context.use(userDirectory).forgetTenant(clientId),
    }),
  });
});
