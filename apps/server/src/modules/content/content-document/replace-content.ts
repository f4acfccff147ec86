/**
 * Writes a checked content document over a tenant's content, inside the caller's transaction: images first
 * (the content names them), then every list deleted and inserted again with name-based ids, so the same
 * document always produces the same rows.
 */
import type { ContentDocument } from '@portal/contracts';
import { eq, sql } from 'drizzle-orm';
import type { Database } from '../../../db/client.ts';
import {
  avatarOptions,
  carouselSlides,
  contactPages,
  enquirySubjects,
  faqGroups,
  faqQuestions,
  homePageBanners,
  homePageCards,
} from '../../../db/schema/index.ts';
import { sanitiseContentHtml } from '../../../lib/sanitise-html.ts';
import { saveAsset } from '../../assets/index.ts';
import { stableId } from '../stable-id.ts';
import type { DecodedImage } from './check-document.ts';

export async function replaceTenantContent(
  tx: Database,
  clientId: string,
  document: ContentDocument,
  images: readonly DecodedImage[],
): Promise<void> {
  // Two imports for one tenant at once (several instances on PostgreSQL) take turns.
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`content:${clientId}`}))`);
  for (const image of images) await saveAsset(tx, { clientId, ...image });

  await tx.delete(faqQuestions).where(eq(faqQuestions.clientId, clientId));
  for (const table of [
    faqGroups,
    homePageCards,
    homePageBanners,
    carouselSlides,
    enquirySubjects,
    avatarOptions,
  ]) {
    await tx.delete(table).where(eq(table.clientId, clientId));
  }
  await tx.delete(contactPages).where(eq(contactPages.clientId, clientId));

  const id = (kind: string, ...position: number[]) => stableId(clientId, kind, ...position);
  if (document.homePageCards.length > 0) {
    await tx.insert(homePageCards).values(
      document.homePageCards.map((card, position) => ({
        id: id('card', position),
        clientId,
        position,
        title: card.title,
        text: card.text,
        imageName: card.image,
        link: card.link,
      })),
    );
  }
  if (document.homePageBanners.length > 0) {
    await tx.insert(homePageBanners).values(
      document.homePageBanners.map((banner, position) => ({
        id: id('banner', position),
        clientId,
        position,
        title: banner.title,
        text: banner.text,
        imageName: banner.image,
        link: banner.link,
        linkText: banner.linkText,
      })),
    );
  }
  if (document.carouselSlides.length > 0) {
    await tx.insert(carouselSlides).values(
      document.carouselSlides.map((slide, position) => ({
        id: id('slide', position),
        clientId,
        position,
        title: slide.title,
        text: slide.text,
        imageName: slide.image,
      })),
    );
  }
  if (document.faqs.length > 0) {
    await tx.insert(faqGroups).values(
      document.faqs.map((group, position) => ({
        id: id('faq-group', position),
        clientId,
        position,
        title: group.title,
      })),
    );
    await tx.insert(faqQuestions).values(
      document.faqs.flatMap((group, groupPosition) =>
        group.questions.map((question, position) => ({
          id: id('faq-question', groupPosition, position),
          clientId,
          groupId: id('faq-group', groupPosition),
          position,
          question: question.question,
          answerHtml: sanitiseContentHtml(question.answer),
        })),
      ),
    );
  }
  await tx.insert(contactPages).values({
    clientId,
    title: document.contact.title,
    contentHtml: sanitiseContentHtml(document.contact.content),
  });
  if (document.contact.enquiryOptions.length > 0) {
    await tx.insert(enquirySubjects).values(
      document.contact.enquiryOptions.map((option, position) => ({
        id: id('enquiry-subject', position),
        clientId,
        position,
        label: option.label,
        value: option.value,
      })),
    );
  }
  if (document.avatars.length > 0) {
    await tx.insert(avatarOptions).values(
      document.avatars.map((avatar, position) => ({
        id: id('avatar', position),
        clientId,
        position,
        value: avatar.value,
        label: avatar.label,
        imageName: avatar.image,
      })),
    );
  }
}
