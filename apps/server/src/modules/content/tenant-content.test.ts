/**
 * The signed-in pages' content: home-page cards and banners, the welcome carousel and FAQs, for each kind of
 * user, each tenant seeing only its own; and login setup saying whether the tenant has FAQs.
 */
import {
  carouselResponseSchema,
  faqsResponseSchema,
  homePageBannersResponseSchema,
  homePageCardsResponseSchema,
  SESSION_EXPIRED_MESSAGE,
} from '@portal/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CLIENT_IDS, USER_IDS } from '../../seed/ids.ts';
import type { UserType } from '../../db/schema/index.ts';
import { getWithToken, HOSTS, openSession } from '../../../test/auth-helpers.ts';
import { createTestApp, seedDemo, type TestApp } from '../../../test/harness.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  await seedDemo(t.db);
});
afterAll(() => t.close());

const PEOPLE = {
  employee: { id: USER_IDS.demoEmployee, clientId: CLIENT_IDS.demo, userType: 'employee' },
  employer: { id: USER_IDS.demoEmployer, clientId: CLIENT_IDS.demo, userType: 'employer' },
  admin: { id: USER_IDS.platformAdmin, clientId: null, userType: 'admin' },
  northwind: { id: USER_IDS.northwindEmployee, clientId: CLIENT_IDS.northwind, userType: 'employee' },
} as const satisfies Record<string, { id: string; clientId: string | null; userType: UserType }>;

async function tokenOf(who: keyof typeof PEOPLE, tenantId?: string) {
  return (await openSession(t.app, PEOPLE[who], tenantId)).accessToken;
}

const PATHS = {
  cards: '/api/user/home-page-cards',
  banners: '/api/user/home-page-banner',
  carousel: '/api/carousel',
  faqs: '/api/cms-content/faqs',
} as const;

describe('demo content for every signed-in user type', () => {
  it.each(['employee', 'employer', 'admin'] as const)(
    '%s sees the demo home page, carousel and FAQs',
    async (who) => {
      const token = await tokenOf(who);
      const cards = homePageCardsResponseSchema.parse((await getWithToken(t.app, PATHS.cards, token)).json());
      expect(cards.map((card) => card.title)).toEqual([
        'Choose your benefits',
        'Cycle to Work',
        'Questions answered',
      ]);
      expect(cards[0]).toMatchObject({
        image: '/api/assets/demo/card-benefits.svg',
        link: '/app/my-benefits/',
        order: 0,
      });

      const banners = homePageBannersResponseSchema.parse(
        (await getWithToken(t.app, PATHS.banners, token)).json(),
      );
      expect(banners).toEqual([
        expect.objectContaining({
          title: 'Your 2026 benefits window is open',
          image: null,
          link: '/app/my-benefits/',
          linkText: 'Make your choices',
        }),
      ]);

      const slides = carouselResponseSchema.parse((await getWithToken(t.app, PATHS.carousel, token)).json());
      expect(slides.map((slide) => slide.title)).toEqual([
        'Welcome to Demo Benefits',
        'Choose what suits you',
        'Help when you need it',
      ]);

      const faqs = faqsResponseSchema.parse((await getWithToken(t.app, PATHS.faqs, token)).json());
      expect(faqs.map((group) => group.title)).toEqual(['Your account', 'Choosing benefits', 'Pay and tax']);
      expect(faqs.every((group) => group.questions.length === 3)).toBe(true);
      expect(faqs[0]!.questions[0]).toMatchObject({
        question: 'How do I change my password?',
        answer: expect.stringContaining('<strong>Change password</strong>'),
        order: 0,
      });
    },
  );

  it('answers with no-store, and every image it names is served', async () => {
    const token = await tokenOf('employee');
    const response = await getWithToken(t.app, PATHS.cards, token);
    expect(response.headers['cache-control']).toBe('no-store');
    for (const card of response.json() as { image: string }[]) {
      const image = await t.app.inject({ method: 'GET', url: card.image });
      expect(image.statusCode).toBe(200);
      expect(image.headers['content-type']).toBe('image/svg+xml');
      expect(image.body).toMatch(/^<svg /);
    }
  });

  it.each(Object.values(PATHS))('%s refuses anonymous callers with 401', async (path) => {
    const response = await t.app.inject({ method: 'GET', url: path, headers: { host: HOSTS.demo } });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ message: SESSION_EXPIRED_MESSAGE });
  });
});

describe('tenant isolation', () => {
  it('a northwind user sees northwind content and never the demo tenant’s', async () => {
    const token = await tokenOf('northwind');
    const bodies = await Promise.all(
      Object.values(PATHS).map(
        async (path) => (await getWithToken(t.app, path, token, HOSTS.northwind)).body,
      ),
    );
    const [cards, banners, slides, faqs] = bodies.map((body) => JSON.parse(body));
    expect(cards.map((card: { title: string }) => card.title)).toEqual(['Your rewards', 'Help and FAQs']);
    expect(cards[0].image).toBe('/api/assets/northwind/card-rewards.svg');
    expect(cards[1].image).toBeNull();
    expect(banners[0]).toMatchObject({ title: 'Welcome to Northwind Rewards', link: null, linkText: null });
    expect(slides).toHaveLength(2);
    expect(faqs).toHaveLength(1);
    for (const body of bodies) {
      expect(body).not.toMatch(/Demo|\/assets\/demo\//);
    }
  });

  it("a platform administrator on northwind's host sees northwind's content", async () => {
    const token = await tokenOf('admin', CLIENT_IDS.northwind);
    const cards = (await getWithToken(t.app, PATHS.cards, token, HOSTS.northwind)).json();
    expect(cards.map((card: { title: string }) => card.title)).toEqual(['Your rewards', 'Help and FAQs']);
  });

  it("a demo token on northwind's host is refused", async () => {
    const token = await tokenOf('employee');
    const response = await getWithToken(t.app, PATHS.faqs, token, HOSTS.northwind);
    expect(response.statusCode).toBe(401);
  });
});

describe('login setup', () => {
  it('says the tenant has FAQs', async () => {
    const demo = (await getWithToken(t.app, '/api/login/setup', await tokenOf('employee'))).json();
    expect(demo.cmsData.faqs).toBe(true);
    const northwind = (
      await getWithToken(t.app, '/api/login/setup', await tokenOf('northwind'), HOSTS.northwind)
    ).json();
    expect(northwind.cmsData.faqs).toBe(true);
  });
});
