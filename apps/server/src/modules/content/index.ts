/**
 * What a tenant publishes: its policies (GET /api/policies/...), the signed-in pages' content (home-page
 * cards and banners, carousel, FAQs, avatars, the contact page); the whole content document is the content
 * CLI's (scripts/content.ts). Its wiring is content.module.ts; this is what the rest of the server may use.
 */
export { CONTENT_FACTS_TOPIC, contentFacts } from './content.module.ts';
export type { ContentFacts, TenantContentFacts } from './content-facts.ts';
export { checkContentDocument } from './content-document/check-document.ts';
export { replaceTenantContent } from './content-document/replace-content.ts';
export { currentContentPage, saveContentRevision } from './content.service.ts';
export { exportContentDocument } from './content-document/export-document.ts';
export { importContentDocument } from './content-document/import-document.ts';
export { findContactPage, findEnquirySubject, listEnquirySubjects } from './tenant-content.repository.ts';
