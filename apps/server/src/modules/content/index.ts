/**
 * What a tenant publishes: its policies (GET /api/policies/...), the signed-in pages' content (home-page
 * cards and banners, carousel, FAQs); the whole content document is the content CLI's (scripts/content.ts).
 */
import { defineModule } from '../../lib/app-context.ts';
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
  const { db } = context;
  await api.register(contentRoutes, { db });
  await api.register(tenantContentRoutes, { db });
});
