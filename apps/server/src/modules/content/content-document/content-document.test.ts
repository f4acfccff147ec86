/**
 * The content document: export, import (checked whole, every problem at its path, nothing changed on any
 * error) and a round trip that changes nothing. Its files: document-file.test.ts; the command that exports and
 * imports it, and how a running portal hears of an import: test/content-cli.test.ts.
 */
import { CONTENT_DOCUMENT_FORMAT, contentDocumentSchema, type ContentDocument } from '@portal/contracts';
import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../../db/client.ts';
import {
  content,
  faqQuestions,
  homePageCards,
  avatarOptions,
  clientAssets,
} from '../../../db/schema/index.ts';
import { CLIENT_IDS } from '../../../seed/ids.ts';
import { systemClock } from '../../../lib/clock.ts';
import { createTestApp, seedDemo, type TestApp } from '../../../../test/harness.ts';
import { stableId } from '../stable-id.ts';
import { exportContentDocument } from './export-document.ts';
import { importContentDocument } from './import-document.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  await seedDemo(t.db);
});
afterAll(() => t.close());

/** Every row of the tenant's content, for "nothing changed" comparisons. */
async function tenantRows(db: Database, clientId: string) {
  return {
    cards: await db
      .select()
      .from(homePageCards)
      .where(eq(homePageCards.clientId, clientId))
      .orderBy(asc(homePageCards.id)),
    questions: await db
      .select()
      .from(faqQuestions)
      .where(eq(faqQuestions.clientId, clientId))
      .orderBy(asc(faqQuestions.id)),
    avatars: await db
      .select()
      .from(avatarOptions)
      .where(eq(avatarOptions.clientId, clientId))
      .orderBy(asc(avatarOptions.id)),
    pages: await db.select().from(content).where(eq(content.clientId, clientId)).orderBy(asc(content.id)),
    assets: await db
      .select()
      .from(clientAssets)
      .where(eq(clientAssets.clientId, clientId))
      .orderBy(asc(clientAssets.id)),
  };
}

async function exported(slug: string): Promise<ContentDocument> {
  const document = await exportContentDocument(t.db, slug);
  if (!document) throw new Error(`no tenant ${slug}`);
  return document;
}

const svg = (body = '') =>
  Buffer.from(`<svg xmlns="http://www.w3.org/2000/svg">${body}</svg>`).toString('base64');

describe('export', () => {
  it('holds every kind of content, the images it names and the current policies', async () => {
    const document = await exported('demo');
    expect(contentDocumentSchema.safeParse(document).success).toBe(true);
    expect(document).toMatchObject({
      format: CONTENT_DOCUMENT_FORMAT,
      contact: {
        title: 'Other ways to reach us',
        enquiryOptions: [
          { label: 'My benefits', value: 'my-benefits' },
          { label: 'My account', value: 'my-account' },
          { label: 'Something else', value: 'something-else' },
        ],
      },
    });
    expect(document.homePageCards).toHaveLength(3);
    expect(document.homePageBanners).toHaveLength(1);
    expect(document.carouselSlides).toHaveLength(3);
    expect(document.faqs).toHaveLength(3);
    expect(document.avatars.map((avatar) => avatar.value)).toEqual([
      'sun',
      'leaf',
      'wave',
      'mountain',
      'star',
      'moon',
    ]);
    // Logos are not content: only the images the content names travel with it.
    expect(document.images.map((image) => image.name)).not.toContain('logo.svg');
    expect(document.images).toHaveLength(12);
    expect(document.policies?.terms?.content).toContain('This is version 3.');
  });

  it('is null for a slug that names no tenant', async () => {
    expect(await exportContentDocument(t.db, 'nowhere')).toBeNull();
  });
});

describe('import', () => {
  it('of its own export changes nothing: same rows, same ids, no new policy revision', async () => {
    const before = await tenantRows(t.db, CLIENT_IDS.demo);
    const document = await exported('demo');
    const result = await importContentDocument(t.db, { slug: 'demo', document, clock: systemClock });
    expect(result).toMatchObject({
      status: 'imported',
      summary: {
        tenant: 'demo',
        homePageCards: 3,
        homePageBanners: 1,
        carouselSlides: 3,
        faqGroups: 3,
        faqQuestions: 9,
        enquiryOptions: 3,
        avatars: 6,
        images: 12,
        policiesPublished: [],
      },
    });
    expect(await tenantRows(t.db, CLIENT_IDS.demo)).toEqual(before);
    expect(await exported('demo')).toEqual(document);
  });

  it('reports every problem with its JSON path and changes nothing', async () => {
    const before = await tenantRows(t.db, CLIENT_IDS.demo);
    const document = structuredClone(await exported('demo')) as Record<string, unknown> & ContentDocument;
    document.homePageCards[0]!.title = '   ';
    document.homePageCards[1]!.link = 'javascript:alert(1)';
    (document.faqs[1]!.questions[0] as Record<string, unknown>).answerx = 'typo';
    document.contact.enquiryOptions[2]!.value = 'my-benefits';
    document.avatars[0]!.image = 'missing.svg';
    document.carouselSlides[0]!.image = 'also-missing.svg';
    document.terms = 'misplaced';
    const result = await importContentDocument(t.db, { slug: 'demo', document, clock: systemClock });
    expect(result.status).toBe('invalid');
    const issues = result.status === 'invalid' ? result.issues : [];
    expect(issues.map((issue) => issue.path).sort()).toEqual(
      [
        '(document)',
        'homePageCards[0].title',
        'homePageCards[1].link',
        'faqs[1].questions[0]',
        'contact.enquiryOptions[2].value',
        'avatars[0].image',
        'carouselSlides[0].image',
      ].sort(),
    );
    expect(issues).toContainEqual({ path: 'homePageCards[0].title', message: 'This field is required' });
    expect(issues).toContainEqual({
      path: 'avatars[0].image',
      message: 'There is no image named "missing.svg": add it to "images" or use a stored one',
    });
    expect(issues).toContainEqual({
      path: 'contact.enquiryOptions[2].value',
      message: 'The subject value "my-benefits" is used twice',
    });
    expect(await tenantRows(t.db, CLIENT_IDS.demo)).toEqual(before);
  });

  it('refuses an image whose bytes are not what its name says', async () => {
    const document = await exported('northwind');
    document.images.push({ name: 'fake.png', data: svg() });
    document.homePageCards[1]!.image = 'fake.png';
    const result = await importContentDocument(t.db, { slug: 'northwind', document, clock: systemClock });
    expect(result).toEqual({
      status: 'invalid',
      issues: [{ path: `images[${document.images.length - 1}].data`, message: 'This is not a .png image' }],
    });
  });

  it('refuses a document that is not a content document at all', async () => {
    const result = await importContentDocument(t.db, { slug: 'demo', document: [1, 2], clock: systemClock });
    expect(result.status).toBe('invalid');
    expect(await importContentDocument(t.db, { slug: 'nowhere', document: {}, clock: systemClock })).toEqual({
      status: 'unknown-tenant',
    });
  });

  it('replaces the content, sanitises HTML and publishes a changed policy as a new revision', async () => {
    const document = await exported('northwind');
    document.homePageCards = [
      { title: 'Only card', text: 'Just one.', image: 'new-card.svg', link: 'https://example.org/' },
    ];
    document.images.push({ name: 'new-card.svg', data: svg('<circle r="4"/>') });
    document.faqs[0]!.questions[0]!.answer = '<p onclick="x()">Safe<script>alert(1)</script></p>';
    document.policies = {
      cookie: { title: 'Our Cookie Policy', content: '<p>Northwind uses one cookie.</p>' },
    };
    const result = await importContentDocument(t.db, { slug: 'northwind', document, clock: systemClock });
    expect(result).toMatchObject({
      status: 'imported',
      summary: { homePageCards: 1, policiesPublished: ['cookie'] },
    });

    const again = await exported('northwind');
    expect(again.homePageCards).toEqual([
      { title: 'Only card', text: 'Just one.', image: 'new-card.svg', link: 'https://example.org/' },
    ]);
    expect(again.faqs[0]!.questions[0]!.answer).toBe('<p>Safe</p>');
    expect(again.policies?.cookie?.content).toBe('<p>Northwind uses one cookie.</p>');
    const cookies = await t.db
      .select({ revision: content.revision })
      .from(content)
      .where(eq(content.clientId, CLIENT_IDS.northwind));
    expect(cookies.map((row) => row.revision).sort()).toEqual([1, 1, 1, 2]);
    // The demo tenant is untouched.
    expect((await exported('demo')).homePageCards).toHaveLength(3);
  });

  it('gives rows name-based ids: the same tenant, kind and position, the same id', () => {
    const id = stableId(CLIENT_IDS.demo, 'card', 0);
    expect(id).toBe(stableId(CLIENT_IDS.demo, 'card', 0));
    expect(id).not.toBe(stableId(CLIENT_IDS.northwind, 'card', 0));
    expect(id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-5[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
  });
});
