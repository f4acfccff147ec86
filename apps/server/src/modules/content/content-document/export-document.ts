/**
 * A tenant's content as one content document: what `import` accepts, with every image the content names
 * (so the file moves to another tenant or installation whole) and the current policies.
 */
import { CONTENT_DOCUMENT_FORMAT, type ContentDocument, type ContentType } from '@portal/contracts';
import { and, eq, inArray } from 'drizzle-orm';
import type { Database } from '../../../db/client.ts';
import { clientAssets } from '../../../db/schema/index.ts';
import { findClientBySlug } from '../../tenants/index.ts';
import { findCurrentContent } from '../content.repository.ts';
import {
  findContactPage,
  listAvatarOptions,
  listCarouselSlides,
  listEnquirySubjects,
  listFaqGroups,
  listHomePageBanners,
  listHomePageCards,
} from '../tenant-content.repository.ts';
import { imageReferences } from './check-document.ts';

type Policies = NonNullable<ContentDocument['policies']>;

async function currentPolicies(db: Database, clientId: string): Promise<Policies | undefined> {
  const policies: Policies = {};
  for (const type of ['terms', 'policy', 'cookie'] as const satisfies readonly ContentType[]) {
    const row = await findCurrentContent(db, clientId, type);
    if (row) policies[type] = { title: row.title, content: row.bodyHtml };
  }
  return Object.keys(policies).length > 0 ? policies : undefined;
}

/** The tenant's content document, or null when no tenant has this slug. */
export async function exportContentDocument(db: Database, slug: string): Promise<ContentDocument | null> {
  const tenant = await findClientBySlug(db, slug);
  if (!tenant) return null;
  const clientId = tenant.id;
  // One query after another: an import reads the document inside its transaction, whose one connection
  // cannot take queries side by side.
  const cards = await listHomePageCards(db, clientId);
  const banners = await listHomePageBanners(db, clientId);
  const slides = await listCarouselSlides(db, clientId);
  const faqs = await listFaqGroups(db, clientId);
  const contact = await findContactPage(db, clientId);
  const subjects = await listEnquirySubjects(db, clientId);
  const avatars = await listAvatarOptions(db, clientId);
  const document: ContentDocument = {
    format: CONTENT_DOCUMENT_FORMAT,
    homePageCards: cards.map(({ title, text, imageName, link }) => ({ title, text, image: imageName, link })),
    homePageBanners: banners.map(({ title, text, imageName, link, linkText }) => ({
      title,
      text,
      image: imageName,
      link,
      linkText,
    })),
    carouselSlides: slides.map(({ title, text, imageName }) => ({ title, text, image: imageName })),
    faqs: faqs.map((group) => ({
      title: group.title,
      questions: group.questions.map(({ question, answerHtml }) => ({ question, answer: answerHtml })),
    })),
    contact: {
      title: contact?.title ?? 'Contact us',
      content: contact?.contentHtml ?? '<p>Please get in touch.</p>',
      enquiryOptions: subjects.map(({ label, value }) => ({ label, value })),
    },
    avatars: avatars.map(({ value, label, imageName }) => ({ value, label, image: imageName })),
    images: [],
  };
  const names = [...new Set(imageReferences(document).map((reference) => reference.name))].sort();
  if (names.length > 0) {
    const assets = await db
      .select({ name: clientAssets.name, bytes: clientAssets.bytes })
      .from(clientAssets)
      .where(and(eq(clientAssets.clientId, clientId), inArray(clientAssets.name, names)));
    document.images = assets
      .sort((a, b) => (a.name < b.name ? -1 : 1))
      .map((asset) => ({ name: asset.name, data: asset.bytes.toString('base64') }));
  }
  const policies = await currentPolicies(db, clientId);
  if (policies) document.policies = policies;
  return document;
}
